import { UI } from '@console/contracts';
import { Drawer, FloatButton, theme } from 'antd';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { leafCount, showsSecondMenu } from '../routes/menu';
import { ApplyDialogHost } from '../widgets/apply/ApplyDialogHost';
import { FRAME_BAR_ATTRIBUTE } from '../widgets/form/scroll-to-field';
import { AppMain } from './AppMain';
import { PageCacheContext, usePageCacheState, useShell } from './context';
import { HelpPanel } from './HelpPanel';
import { useHelp } from './help';
import { ImpersonationBar } from './ImpersonationBar';
import { SECOND_MENU_WIDTH, Sidebar } from './Sidebar';
import { setSetting, useSettings } from './settings';
import { TagsView } from './TagsView';
import { TopBar } from './TopBar';
import { UnsavedGuard } from './UnsavedGuard';

// The colour picker is heavy and rarely opened.
const SettingsDrawer = lazy(() => import('./SettingsDrawer'));
// Only expired accounts see the renewal banner.
const ExceedBanner = lazy(() => import('./ExceedBanner'));

/**
 * The signed-in frame (spec §2): sidebar, top bar, tabs, the page, the help panel. Under 992 px it is in
 * mobile mode: the sidebar is closed and opens over the page. The desktop sidebar's open state is kept.
 */
export function Frame({ epoch }: { epoch: string }) {
  const { activeMenu, device, session } = useShell();
  const { pathname } = useLocation();
  const settings = useSettings();
  const { token } = theme.useToken();
  const cache = usePageCacheState();
  const help = useHelp();
  const area = useRef<HTMLElement>(null);
  const [mobileOpen, setMobileOpen] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [settingsLoaded, setSettingsLoaded] = useState(false);
  const mobile = device === 'mobile';

  // Entering mobile mode closes the sidebar (spec §4); so does every navigation while in it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the device and path are the triggers
  useEffect(() => setMobileOpen(false), [mobile, pathname]);

  const sidebarOpen = mobile ? mobileOpen : settings.sidebarOpen;
  const pinned = !mobile && showsSecondMenu(activeMenu, pathname);
  // On a phone the drawer carries the current module's own menu beside the icons when it has one.
  const drawerSecond = mobile && activeMenu !== undefined && leafCount(activeMenu.items) >= 2;
  const left = mobile || !settings.sidebarOpen ? 0 : pinned ? UI.mainLeftWithSecondMenu : UI.mainLeftWithoutSecondMenu;
  const right = help.open && !mobile ? UI.helpPanelRightMargin : 0;
  const openSettings = () => {
    setSettingsLoaded(true);
    setSettingsOpen(true);
  };

  return (
    <PageCacheContext.Provider value={cache}>
      <div data-device={device} style={{ minHeight: '100vh', background: token.colorBgLayout }}>
        {mobile ? (
          <Drawer
            placement="left"
            open={mobileOpen}
            onClose={() => setMobileOpen(false)}
            closable={false}
            size={UI.sidebarWidth + (drawerSecond ? SECOND_MENU_WIDTH : 0)}
            styles={{ body: { padding: 0 } }}
          >
            <Sidebar pinned={drawerSecond} onChosen={() => setMobileOpen(false)} />
          </Drawer>
        ) : settings.sidebarOpen ? (
          <aside style={{ position: 'fixed', top: 0, bottom: 0, left: 0, zIndex: 30 }}>
            <Sidebar pinned={pinned} />
          </aside>
        ) : null}
        <div style={{ marginLeft: left, marginRight: right, minWidth: 0, transition: 'margin 0.2s' }}>
          <header
            {...{ [FRAME_BAR_ATTRIBUTE]: '' }}
            style={settings.fixedHeader ? { position: 'sticky', top: 0, zIndex: 20 } : undefined}
          >
            {session.impersonating ? <ImpersonationBar session={session} /> : null}
            <TopBar
              sidebarOpen={sidebarOpen}
              onToggleSidebar={() =>
                mobile ? setMobileOpen(!mobileOpen) : setSetting('sidebarOpen', !settings.sidebarOpen)
              }
              help={help}
              onSettings={openSettings}
            />
            {settings.tagsView ? <TagsView /> : null}
          </header>
          {Object.values(session.exceed).some(Boolean) ? (
            <Suspense fallback={null}>
              <ExceedBanner session={session} />
            </Suspense>
          ) : null}
          <main ref={area} style={{ padding: mobile ? 12 : 16 }}>
            <AppMain epoch={epoch} area={area} />
          </main>
        </div>
        <HelpPanel help={help} mobile={mobile} />
        <ApplyDialogHost />
        <UnsavedGuard />
        <FloatButton.BackTop duration={UI.scrollTopMs} style={{ insetInlineEnd: right + 24 }} />
        {settingsLoaded ? (
          <Suspense fallback={null}>
            <SettingsDrawer open={settingsOpen} onClose={() => setSettingsOpen(false)} />
          </Suspense>
        ) : null}
      </div>
    </PageCacheContext.Provider>
  );
}
