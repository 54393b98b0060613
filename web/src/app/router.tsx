import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { RequireAuth } from '../routes/RequireAuth';
import { RootLayout } from '../routes/RootLayout';
import { type AppRoute, type RouteHandle, routeTable } from '../routes/table';

function toRouteObject(route: AppRoute): RouteObject {
  if ('redirect' in route) return { path: route.path, element: <Navigate to={route.redirect} replace /> };
  const Page = route.component;
  const handle: RouteHandle = { meta: route.meta };
  return { path: route.path, element: <Page />, handle };
}

/** History-mode router built from the route table; signed-in routes sit under the auth guard. */
export function createRouter() {
  return createBrowserRouter([
    {
      element: <RootLayout />,
      children: [
        ...routeTable.filter((r) => r.access === 'public').map(toRouteObject),
        { element: <RequireAuth />, children: routeTable.filter((r) => r.access === 'signedIn').map(toRouteObject) },
      ],
    },
  ]);
}
export type AppBrowserRouter = ReturnType<typeof createRouter>;
