import type { Edition, ProductId } from '@console/contracts';
import type { ComponentType, CSSProperties } from 'react';

/**
 * The route type every module declares its routes with (web/src/modules/{module}/routes.tsx).
 *
 * How to plug a page in: give the route a `component`, the page's named export imported lazily (routes/page.ts):
 *
 *   { path: 'list', meta: { title: '关于我们' }, component: page(() => import('./pages/IntroductionList'), 'IntroductionList') }
 *
 * Until a route has a `component` it is left out of the router, the menus, the header search and the
 * breadcrumb's links; nothing else needs to change when it gets one. Never import a page eagerly (the login
 * page must load no module code). A list / create / edit triple is `crud(...)` (routes/crud.ts).
 */

/** A page, imported on first visit (made by `page()`); it renders the whole page (the shell is around it). */
export type PageLoader = () => Promise<{ default: ComponentType }>;

/** The roles the spec names for menus; the super role '100' sees everything regardless (spec §6). */
export type MenuRole = 'admin' | 'editor';

/**
 * Pages whose tab selection is remembered (spec §2): entering one from the menu resets its stored tab
 * to the value its route declares, and the page reads and writes it with `useRememberedTab`.
 */
export type RememberedTabKey = 'studySign' | 'studyCheckOverview' | 'creditRules' | 'promoter' | 'wechatBind';

/** Route meta of spec §3, plus the menu code and the two flags the frame needs. */
export interface RouteMeta {
  /** Menu, tab and breadcrumb text; page titles read '{title} - {site title}'. */
  title: string;
  /** Who may open it; top-level routes declare ['admin', 'editor']. Children inherit. */
  roles?: readonly MenuRole[];
  /**
   * Index of the first-level menu the route belongs to. Filled in by the table builder (routes/build.ts)
   * from the module's position in the edition table; never set it by hand.
   */
  parentIndex?: number;
  /** The module's pages never show the second-level menu (spec: /, /vod). */
  noSecondMenu?: boolean;
  /** A separate product (spec §3 ids): without it, entering asks to upgrade. Children inherit. */
  productId?: ProductId;
  /** A tab that cannot be closed. */
  affix?: boolean;
  /** The page is not cached: leaving its tab and coming back starts it afresh. */
  noCache?: boolean;
  /**
   * Kept mounted behind its tab whatever the keep-alive's bound (shell/keep-alive.ts), and, as every tab, shown
   * again where it was scrolled to.
   */
  keepAlive?: boolean;
  /** The menu entry to highlight for this (usually hidden) page, as a full path. */
  activeMenu?: string;
  /** False leaves this level out of the breadcrumb. */
  breadcrumb?: boolean;
  /**
   * Permission code: only users granted it see the route. Children inherit. Filled in by the table builder
   * from the permission table (contracts' permissions/codes.ts, by the route's full path); set by hand only in
   * tests.
   */
  code?: number;
  /**
   * The page's buttons a role grants one by one, from the permission table: each shows only for people granted
   * its code (spec §6, the page checks it with `usePermission`), and the roles' permission tree lists them.
   */
  buttons?: readonly PermissionButton[];
  /**
   * The personal centre (my account, change password): open to every signed-in person whatever the codes on
   * its way, as the calls behind it are (`signedIn`). Children inherit.
   */
  personal?: boolean;
  /** First-level menu icon (top-level routes only). */
  icon?: ComponentType<{ style?: CSSProperties }>;
  /** A menu spec §6 flags for H5-only accounts: they are asked to upgrade to the full edition. */
  h5Flagged?: boolean;
  /** Entering this page from the menu resets its remembered tab selection to `value`. */
  rememberTab?: { key: RememberedTabKey; value: string };
  /** Form-creation pages fill the main area without scrolling it (spec: marketing forms). */
  noScroll?: boolean;
}

/** A button of a page with its permission code, as the roles' permission tree shows it. */
export interface PermissionButton {
  code: number;
  title: string;
}

export interface AppRoute {
  /**
   * Top-level routes are absolute ('/official'); children are relative ('content', 'edit/:id'), or absolute
   * when they start with '/' ('/studentDiary/:id' still belongs to its parent's module). Parameters use
   * React Router's ':name' syntax.
   */
  path: string;
  meta?: RouteMeta;
  /** The page; absent while the page is not built (the route then stays out of the router and menus). */
  component?: PageLoader;
  /** Where visiting this path goes instead (a full path). */
  redirect?: string;
  /** Not shown in menus (detail, create and edit pages). */
  hidden?: boolean;
  /** A menu entry that leaves the console: a new tab, or a new window for `newWindow`. */
  external?: { url: string; newWindow?: boolean };
  /** Only these editions (PRODUCT_ID 1, 2, 3) include the route; absent means every edition of its table. */
  editions?: readonly Edition[];
  /** Parameters that must be all digits; any other value is a not-found page. */
  numericParams?: readonly string[];
  children?: readonly AppRoute[];
}

/** The roles top-level routes declare (spec §6). */
export const STAFF_ROLES: readonly MenuRole[] = ['admin', 'editor'];
