import { Activity, lazy, Suspense, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { type Location, Navigate, useLocation } from 'react-router-dom';
import { gateFor } from '../session/access';
import { clearSession } from '../session/store';
import { usePageCache, useShell } from './context';
import { PageView, pageRoutes } from './PageHost';
import { useViews } from './tags';

// Only pages of a product the account lacks need the gate.
const ProductGate = lazy(() => import('../session/gate/ProductGate'));
// Only pages of other editions need it.
const EditionOnlyPage = lazy(() => import('../routes/EditionOnlyPage'));

interface Cached {
  location: Location;
}

/**
 * The main area: the current page, and the pages of open tabs kept alive behind it (spec §4: a tab's
 * page keeps its state unless noCache). Hidden pages sit in React's <Activity mode="hidden">: their state
 * stays, their effects (polling, subscriptions) stop until they are shown again.
 */
export function AppMain({ epoch }: { epoch: string }) {
  const { resolution, session, table } = useShell();
  const location = useLocation();
  const views = useViews();
  const routes = pageRoutes(table);
  const [cache, setCache] = useState<Map<string, Cached>>(() => new Map());
  const { generation } = usePageCache();
  const scrolls = useRef(new Map<string, number>());

  const node = resolution.kind === 'page' ? resolution.node : undefined;
  const gate = node ? gateFor(node, session) : ({ kind: 'open' } as const);
  const current = node && gate.kind === 'open' ? node : undefined;
  const path = location.pathname;
  const cacheable = current !== undefined && !current.meta.noCache;

  // Keep the current page (with its latest address) in the cache.
  useEffect(() => {
    if (!cacheable) return;
    setCache((prev) => (prev.get(path)?.location === location ? prev : new Map(prev).set(path, { location })));
  }, [cacheable, path, location]);

  // A closed tab's page goes; so does everything when this person's routes change (role switching).
  const open = useMemo(() => new Set(views.map((v) => v.path)), [views]);
  useEffect(() => {
    setCache((prev) => {
      const kept = [...prev].filter(([p]) => open.has(p) || p === path);
      return kept.length === prev.size ? prev : new Map(kept);
    });
  }, [open, path]);
  const lastEpoch = useRef(epoch);
  useEffect(() => {
    if (lastEpoch.current === epoch) return;
    lastEpoch.current = epoch;
    setCache(new Map());
  }, [epoch]);

  // A product list that fails its signature: storage is cleared and the guard asks to sign in again.
  useEffect(() => {
    if (gate.kind === 'signIn') clearSession();
  }, [gate.kind]);

  // keepAlive pages get their scroll position back when their tab is shown again.
  const keepScroll = current?.meta.keepAlive === true;
  useLayoutEffect(() => {
    const saved = scrolls.current.get(path);
    const frame = keepScroll && saved !== undefined ? requestAnimationFrame(() => window.scrollTo(0, saved)) : 0;
    return () => {
      cancelAnimationFrame(frame);
      scrolls.current.set(path, window.scrollY);
    };
  }, [path, keepScroll]);

  // Every page is rendered in the same list under the same key, cached or not, so a page entering the cache
  // is not mounted a second time; and the list stays rendered through redirects, so tabs keep their pages.
  const shown = [...cache].map(([p, c]) => ({ path: p, location: p === path ? location : c.location }));
  if (current && !cache.has(path)) shown.push({ path, location });

  return (
    <>
      {resolution.kind === 'notFound' ? <Navigate to="/404" replace /> : null}
      {resolution.kind === 'forbidden' ? <Navigate to="/401" replace /> : null}
      {resolution.kind === 'otherEdition' ? (
        <Suspense fallback={null}>
          <EditionOnlyPage title={resolution.title} editions={resolution.editions} current={session.productId} />
        </Suspense>
      ) : null}
      {resolution.kind === 'redirect' || resolution.kind === 'refresh' ? <Navigate to={resolution.to} replace /> : null}
      {gate.kind === 'upgrade' ? (
        <Suspense fallback={null}>
          <ProductGate productId={gate.productId} locationKey={location.key} />
        </Suspense>
      ) : null}
      {shown.map((page) => (
        <Activity
          key={`${page.path}#${generation(page.path)}`}
          mode={current && page.path === path ? 'visible' : 'hidden'}
        >
          <PageView routes={routes} location={page.location} />
        </Activity>
      ))}
    </>
  );
}
