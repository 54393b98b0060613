import { Suspense, useEffect } from 'react';
import { Outlet, ScrollRestoration, useMatches } from 'react-router-dom';
import { Loading } from '../app/Loading';
import { pageTitle } from './paths';

/** What a public route hands to the layout (react-router `handle`); the signed-in frame titles its own pages. */
export interface RouteHandle {
  title: string;
}

export function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && typeof (value as { title?: unknown }).title === 'string';
}

/** The root of every route: public page titles, the lazy-chunk fallback, and scroll to top on navigation. */
export function RootLayout() {
  const matches = useMatches();
  const title = matches
    .map((m) => (isRouteHandle(m.handle) ? m.handle.title : undefined))
    .filter((t): t is string => Boolean(t))
    .at(-1);

  useEffect(() => {
    // Signed-in pages have no handle: the frame sets their title, and this must not overwrite it.
    if (title) document.title = pageTitle(title);
  }, [title]);

  return (
    <>
      <Suspense fallback={<Loading />}>
        <Outlet />
      </Suspense>
      <ScrollRestoration />
    </>
  );
}
