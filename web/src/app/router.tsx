import { lazy } from 'react';
import { createBrowserRouter } from 'react-router-dom';
import { LOGIN_PATH } from '../routes/paths';
import { RequireAuth } from '../routes/RequireAuth';
import { RootLayout, type RouteHandle } from '../routes/RootLayout';
import { RouteError } from '../routes/RouteError';
import { LoginPage } from '../session/login/LoginPage';

/**
 * The public routes of spec §2, and everything else behind the sign-in guard. The signed-in console
 * (frame, route tables, pages) is one lazy chunk, so the login page, where most visits start, loads none of it.
 */
const ShellApp = lazy(() => import('../shell/ShellApp'));
const NotFoundPage = lazy(() => import('../routes/NotFoundPage'));
const ForbiddenPage = lazy(() => import('../routes/ForbiddenPage'));
const AuthRedirectPage = lazy(() => import('../routes/AuthRedirectPage'));

const handle = (title: string): RouteHandle => ({ title });

/** History-mode router (spec §2). */
export function createRouter() {
  return createBrowserRouter([
    {
      element: <RootLayout />,
      errorElement: <RouteError />,
      children: [
        { path: LOGIN_PATH, element: <LoginPage />, handle: handle('登录') },
        { path: '/auth-redirect', element: <AuthRedirectPage />, handle: handle('登录') },
        { path: '/404', element: <NotFoundPage />, handle: handle('404') },
        { path: '/401', element: <ForbiddenPage />, handle: handle('401') },
        { element: <RequireAuth />, children: [{ path: '*', element: <ShellApp /> }] },
      ],
    },
  ]);
}
export type AppBrowserRouter = ReturnType<typeof createRouter>;
