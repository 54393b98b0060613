import { memo, type ReactNode, useContext, useMemo, useState } from 'react';
import {
  UNSAFE_DataRouterStateContext as DataRouterStateContext,
  type Location,
  UNSAFE_LocationContext as LocationContext,
  UNSAFE_RouteContext as RouteContext,
  type RouteObject,
} from 'react-router-dom';
import { ShellContext } from './context';
import { PageView } from './PageHost';

/**
 * A kept tab's routed page at its own address, sheltered. Memoised, and it must stay so: React looks for the
 * readers of a changed context below the nearest component that skipped rendering, and a nearer provider of the
 * same context does not hide them; a skipped component above the shelter is what ends that search at the shelter.
 */
export const ShelteredPage = memo(function ShelteredPage(props: { routes: RouteObject[]; location: Location }) {
  return (
    <PageShelter>
      <PageView routes={props.routes} location={props.location} />
    </PageShelter>
  );
});

/**
 * Shelters a kept tab's page from what changes with every navigation of the frame. The router's state, its
 * location and the frame's route match, and the shell's resolution of the address, are new objects on each
 * navigation; without the shelter the page's routing ran again in every kept page on each tab switch and each
 * part reading them (links, navigate hooks, params) drew again, hidden pages included. Under it, a page reads
 * its own address (PageView routes it), the router state and frame match as they were when it mounted (pages
 * read neither: nothing under it blocks or waits for navigations, useBlocker is the frame's), and the shell's
 * session, edition table, access and device as they are now (a page never reads the resolution). React still
 * calls the readers of those contexts below (it does not see that a nearer provider hides the change), but
 * they find nothing changed and draw nothing again.
 */
function PageShelter({ children }: { children: ReactNode }) {
  const routerState = useContext(DataRouterStateContext);
  const location = useContext(LocationContext);
  const route = useContext(RouteContext);
  const [mounted] = useState(() => ({ routerState, location, route }));
  const shell = useContext(ShellContext);
  // biome-ignore lint/correctness/useExhaustiveDependencies: what a page reads of the shell decides a new value
  const pageShell = useMemo(() => shell, [shell?.session, shell?.table, shell?.allowed, shell?.menus, shell?.device]);
  return (
    <DataRouterStateContext value={mounted.routerState}>
      <LocationContext value={mounted.location}>
        <RouteContext value={mounted.route}>
          <ShellContext value={pageShell}>{children}</ShellContext>
        </RouteContext>
      </LocationContext>
    </DataRouterStateContext>
  );
}
