import { type ComponentType, lazy } from 'react';
import { LoginPage } from '../session/login/LoginPage';
import { HOME_PATH, LOGIN_PATH } from './paths';

/** Route meta of spec section 3; the shell issue adds menus, codes and product gates to it. */
export interface RouteMeta {
  title: string;
}

/** Public routes render for anyone; signed-in routes send others to `/login?redirect={full path}`. */
export type Access = 'public' | 'signedIn';

export interface PageRoute {
  path: string;
  access: Access;
  meta: RouteMeta;
  component: ComponentType;
}

export interface RedirectRoute {
  path: string;
  access: Access;
  redirect: string;
}

export type AppRoute = PageRoute | RedirectRoute;

/** What each matched route hands to the layout (react-router `handle`). */
export interface RouteHandle {
  meta: RouteMeta;
}

export function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && 'meta' in value;
}

/**
 * The route table. Pages are imported lazily, so the login page (the one eager page: it is where most visits
 * start) loads no module code.
 */
export const routeTable: readonly AppRoute[] = [
  { path: LOGIN_PATH, access: 'public', meta: { title: '登录' }, component: LoginPage },
  {
    path: '/404',
    access: 'public',
    meta: { title: '404' },
    component: lazy(() => import('./NotFoundPage')),
  },
  { path: HOME_PATH, access: 'signedIn', redirect: '/overview' },
  {
    path: '/overview',
    access: 'signedIn',
    meta: { title: '概况' },
    component: lazy(() => import('../modules/overview/OverviewPage')),
  },
  { path: '*', access: 'public', redirect: '/404' },
];
