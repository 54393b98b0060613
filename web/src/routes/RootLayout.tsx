import { Suspense, useEffect } from 'react';
import { Outlet, ScrollRestoration, useMatches } from 'react-router-dom';
import { PageSpin } from '../widgets/PageSpin';
import { pageTitle } from './paths';
import { isRouteHandle } from './table';

/** The root of every route: page title, the lazy-chunk fallback, and scroll to top on navigation. */
export function RootLayout() {
  const matches = useMatches();
  const title = matches
    .map((m) => (isRouteHandle(m.handle) ? m.handle.meta.title : undefined))
    .filter((t): t is string => Boolean(t))
    .at(-1);

  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);

  return (
    <>
      <Suspense fallback={<PageSpin />}>
        <Outlet />
      </Suspense>
      <ScrollRestoration />
    </>
  );
}
