import {
  Activity,
  lazy,
  memo,
  type RefObject,
  Suspense,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { type Location, Navigate, type RouteObject, useLocation } from 'react-router-dom';
import { gateFor } from '../session/access';
import { clearSession } from '../session/store';
import { PageVisibleContext, usePageCache, useShell } from './context';
import { KEEP_ALIVE_MAX, type KeptPages, keepInFront, keepOpen } from './keep-alive';
import { pageRoutes } from './PageHost';
import { ShelteredPage } from './page-shelter';
import { scrollBack } from './scroll-back';
import { useViews } from './tags';

// Only pages of a product the account lacks need the gate.
const ProductGate = lazy(() => import('../session/gate/ProductGate'));
// Only pages of other editions need it.
const EditionOnlyPage = lazy(() => import('../routes/EditionOnlyPage'));

/**
 * The main area: the current page, and the pages of open tabs kept alive behind it (spec §4: a tab's page keeps
 * its state unless noCache), the most recently used few of them (keep-alive.ts). Hidden pages sit in React's
 * <Activity mode="hidden">: their state stays, their effects (polling, subscriptions, timers) stop until they are
 * shown again, and they are memoised, so showing one page renders neither the others nor itself again. A tab
 * comes back where it was scrolled to, whether its page was kept or mounts afresh from its address.
 */
export function AppMain({ epoch, area }: { epoch: string; area: RefObject<HTMLElement | null> }) {
  const { resolution, session, table } = useShell();
  const location = useLocation();
  const views = useViews();
  const routes = pageRoutes(table);
  const [kept, setKept] = useState<KeptPages<Location>>(() => new Map());
  const cache = usePageCache();
  const { inFront, unsaved, scrolls } = cache;

  const node = resolution.kind === 'page' ? resolution.node : undefined;
  const gate = node ? gateFor(node, session) : ({ kind: 'open' } as const);
  const current = node && gate.kind === 'open' ? node : undefined;
  const path = location.pathname;

  // The page in front is kept with its latest address; the least recently used beyond the bound are let go.
  useEffect(() => {
    if (!current) return;
    inFront(path);
    setKept((prev) => keepInFront(prev, { path, location, meta: current.meta }, KEEP_ALIVE_MAX, unsaved));
  }, [current, path, location, inFront, unsaved]);

  // A closed tab's page goes; so does everything when this person's routes change (role switching).
  const open = useMemo(() => new Set(views.map((v) => v.path)), [views]);
  useEffect(() => setKept((prev) => keepOpen(prev, open, path)), [open, path]);
  const lastEpoch = useRef(epoch);
  useEffect(() => {
    if (lastEpoch.current === epoch) return;
    lastEpoch.current = epoch;
    setKept(new Map());
  }, [epoch]);

  // A product list that fails its signature: storage is cleared and the guard asks to sign in again.
  useEffect(() => {
    if (gate.kind === 'signIn') clearSession();
  }, [gate.kind]);

  // Where the page in front is scrolled to is noted as it moves; a page shown again is scrolled back there once it
  // is tall enough. Noted before the browser lays out the page change, which moves the window for the new page.
  const shownPath = current ? path : undefined;
  useLayoutEffect(() => {
    if (!shownPath) return;
    const saved = scrolls.get(shownPath);
    const stop = saved !== undefined && area.current ? scrollBack(saved, area.current) : undefined;
    const note = () => scrolls.set(shownPath, window.scrollY);
    window.addEventListener('scroll', note, { passive: true });
    return () => {
      stop?.();
      window.removeEventListener('scroll', note);
    };
  }, [shownPath, scrolls, area]);

  // Every page is rendered in the same list under the same key, kept or not, so a page entering the cache is not
  // mounted a second time; and the list stays rendered through redirects, so tabs keep their pages.
  const shown = [...kept].map(([p, k]) => ({ path: p, location: p === path ? location : k.location }));
  if (current && !kept.has(path)) shown.push({ path, location });

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
      {shown.map((page) => {
        const visible = current !== undefined && page.path === path;
        return (
          <Activity key={`${page.path}#${cache.generation(page.path)}`} mode={visible ? 'visible' : 'hidden'}>
            <KeptPage routes={routes} location={page.location} visible={visible} />
          </Activity>
        );
      })}
    </>
  );
}

/**
 * One tab's page: rendered again only when its own address or its visibility changes, and then only what reads
 * them. Showing or hiding it changes its visibility (read by the few parts that poll or measure), not its routed
 * page; its address changing routes it again. The shelter keeps the frame's navigations out of it.
 */
const KeptPage = memo(function KeptPage(props: { routes: RouteObject[]; location: Location; visible: boolean }) {
  return (
    <PageVisibleContext value={props.visible}>
      <ShelteredPage routes={props.routes} location={props.location} />
    </PageVisibleContext>
  );
});
