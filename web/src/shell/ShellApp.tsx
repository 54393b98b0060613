import { App } from 'antd';
import { useEffect, useMemo, useRef } from 'react';
// dayjs in Chinese and on China's clock for every page of the frame.
import '../app/china-time';
import { useLocation } from 'react-router-dom';
import type { RouteNode } from '../routes/build';
import { buildMenus } from '../routes/menu';
import { pageTitle } from '../routes/paths';
import { resolvePath } from '../routes/resolve';
import { otherTables, tableFor } from '../routes/tables';
import { canSeeRoute, gateFor } from '../session/access';
import type { Session } from '../session/rules';
import { readText, writeText } from '../session/storage';
import { useSession } from '../session/store';
import { ShellContext, type ShellState } from './context';
import { Frame } from './Frame';
import { addView, closeAll, getViews, setViews, viewOf } from './tags';
import { useDevice } from './useDevice';

/** The signed-in console: the lazy chunk behind the sign-in guard. */
export default function ShellApp() {
  const session = useSession();
  // The guard renders this only with a session; signing out unmounts it on the same update.
  if (!session) return null;
  return <Shell session={session} />;
}

/** What this person's routes depend on: when it changes, the routes are regenerated (role switching). */
function accessKeyOf(s: Session): string {
  return JSON.stringify([s.productId, s.roles, s.resources, s.permissions, s.products, s.isH5, s.impersonating]);
}

function Shell({ session }: { session: Session }) {
  const location = useLocation();
  const device = useDevice();
  const table = tableFor(session.productId);
  const accessKey = accessKeyOf(session);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the access key stands for the fields access reads
  const allowed = useMemo(() => (node: RouteNode) => canSeeRoute(node, session), [accessKey]);
  const menus = useMemo(() => buildMenus(table, allowed), [table, allowed]);
  const resolution = useMemo(
    () =>
      resolvePath(
        table,
        { pathname: location.pathname, search: location.search, hash: location.hash },
        allowed,
        otherTables(session.productId),
      ),
    [table, location.pathname, location.search, location.hash, allowed, session.productId],
  );
  const page = resolution.kind === 'page' ? resolution.node : undefined;
  const pageShown = page !== undefined && gateFor(page, session).kind === 'open';
  // Frame pages (/redirect) keep the first-level menu that was active (spec §2: remembered index).
  const index = page?.moduleIndex ?? Number(readText('menuIndex') ?? Number.NaN);
  const activeMenu = menus.find((m) => m.index === index);

  useEffect(() => {
    if (!page) return;
    writeText('menuIndex', String(page.moduleIndex));
    writeText('activeMenu', page.meta.activeMenu ?? page.fullPath);
    document.title = pageTitle(page.title);
  }, [page]);

  // Role switching (spec §4): new routes, and every open tab closes; the page in front keeps its own
  // tab when the new roles still allow it.
  const lastKey = useRef(accessKey);
  const front = useRef({ page: pageShown ? page : undefined, location });
  front.current = { page: pageShown ? page : undefined, location };
  useEffect(() => {
    if (lastKey.current === accessKey) return;
    lastKey.current = accessKey;
    const { page: shown, location: at } = front.current;
    const closed = closeAll(getViews());
    setViews(shown && allowed(shown) ? addView(closed, viewOf(shown, at)) : closed);
  }, [accessKey, allowed]);

  const state = useMemo<ShellState>(
    () => ({ session, table, allowed, menus, resolution, page, pageShown, activeMenu, device }),
    [session, table, allowed, menus, resolution, page, pageShown, activeMenu, device],
  );
  return (
    <ShellContext.Provider value={state}>
      {/* antd's App gives the frame its context-aware modal, message and notification (App.useApp). */}
      <App>
        <Frame epoch={accessKey} />
      </App>
    </ShellContext.Provider>
  );
}
