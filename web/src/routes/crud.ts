import type { AppRoute, PageLoader, RouteMeta } from './types';

/** Pages of one list-create-edit item; any may be absent while it is not built. */
export interface CrudOptions {
  list?: PageLoader;
  create?: PageLoader;
  edit?: PageLoader;
  /** Titles of the hidden pages when `新增{title}` / `编辑{title}` read wrong. */
  titles?: { list?: string; create?: string; edit?: string };
  meta?: Omit<RouteMeta, 'title'>;
  /** Extra meta of the create page (the no-scroll layout of form-creation pages). */
  createMeta?: Omit<RouteMeta, 'title'>;
  /** The edit page's id must be all digits (spec: video, roles, accounts). */
  numericId?: boolean;
  /** The item's further pages (a copy's create/:id, a data page). */
  extra?: readonly AppRoute[];
}

/**
 * The list / create / edit/:id triple most items of spec §2 have: one menu entry (the list; create and
 * edit are hidden and keep it highlighted).
 */
export function crud(path: string, title: string, o: CrudOptions = {}): AppRoute {
  return {
    path,
    meta: { title, ...o.meta },
    children: [
      { path: 'list', meta: { title: o.titles?.list ?? title }, component: o.list },
      {
        path: 'create',
        hidden: true,
        meta: { title: o.titles?.create ?? `新增${title}`, noCache: true, ...o.createMeta },
        component: o.create,
      },
      {
        path: 'edit/:id',
        hidden: true,
        numericParams: o.numericId ? ['id'] : undefined,
        meta: { title: o.titles?.edit ?? `编辑${title}`, noCache: true },
        component: o.edit,
      },
      ...(o.extra ?? []),
    ],
  };
}
