import type { DecorTabBar, ShopStore } from '@console/contracts';
import { App, Drawer, Flex, Grid } from 'antd';
import { useState } from 'react';
import { DRAFT_KEPT, useStateDraft } from '../../../app/drafts';
import { useMessage } from '../../../app/message';
import { confirmLeave, setUnsavedChanges, useUnsavedChanges } from '../../../shell/unsaved';
import { Button } from '../../../widgets/busy';
import { ConflictDialog } from '../../../widgets/conflict/ConflictDialog';
import { useValidate } from '../../../widgets/form/useValidate';
import { TabBarEditor, tabBarIssues } from '../store/TabBarEditor';
import { ThemePicker } from '../store/ThemePicker';
import { useMobileSave } from '../store/useMobileSave';

export type MobilePart = 'theme' | 'tabBar';

const TITLES: Record<MobilePart, string> = { theme: '主题配色', tabBar: '底部导航' };

/**
 * 主题配色 or 底部导航 in a drawer, saved together (shopStore.saveMobile) on the version loaded: a change made
 * elsewhere since is never overwritten without the person choosing to.
 */
export function MobileSettingsDrawer(p: {
  part: MobilePart;
  store: ShopStore;
  onReload: () => Promise<ShopStore | undefined>;
  onClose: () => void;
}) {
  const { modal } = App.useApp();
  const message = useMessage();
  const screens = Grid.useBreakpoint();
  const { hits } = useValidate();
  const [loaded, setLoaded] = useState(p.store);
  const [themeId, setThemeId] = useState(p.store.themeId);
  const [tabBar, setTabBar] = useState<DecorTabBar>(p.store.tabBar);
  const [showErrors, setShowErrors] = useState(false);
  const dirty = themeId !== loaded.themeId || JSON.stringify(tabBar) !== JSON.stringify(loaded.tabBar);
  useUnsavedChanges(dirty);
  // What was chosen and typed is kept as a draft (issue 30) on the version it started from.
  const kept = useStateDraft(
    { themeId, tabBar },
    (d) => {
      setThemeId(d.themeId);
      setTabBar(d.tabBar);
    },
    {
      name: `mobile-${p.part}`,
      version: () => loaded.mobileVersion,
      // Restored on the version it was typed at: settings saved since meet the conflict dialog at 保存.
      onRestore: (d) => {
        const values = d.values as Pick<ShopStore, 'themeId' | 'tabBar'>;
        setThemeId(values.themeId);
        setTabBar(values.tabBar);
        if (d.version !== undefined) setLoaded((l) => ({ ...l, mobileVersion: d.version as number }));
      },
    },
  );
  const saver = useMobileSave(async () => {
    setUnsavedChanges(false);
    await kept.saved();
    p.onClose();
  });

  const reset = (store: ShopStore) => {
    setLoaded(store);
    setThemeId(store.themeId);
    setTabBar(store.tabBar);
    setShowErrors(false);
    kept.rebase({ themeId: store.themeId, tabBar: store.tabBar });
  };
  const save = async (force = false) => {
    const issues = tabBarIssues(tabBar);
    if (issues.size > 0) {
      setShowErrors(true);
      void message.error([...issues.values()][0]);
      return;
    }
    const words = await hits(tabBar.items.map((t, i) => ({ name: `第 ${i + 1} 项导航文字`, text: t.text })));
    const hit = words[0];
    if (hit) {
      void message.error(`${hit.name}：${hit.message}`);
      return;
    }
    await saver.run({ version: loaded.mobileVersion, themeId, tabBar }, force);
  };
  const close = async () => {
    if (dirty && !(await confirmLeave(modal))) return;
    if (dirty && kept.keep()) void message.info(DRAFT_KEPT);
    p.onClose();
  };
  const reload = async () => {
    saver.dismiss();
    const fresh = await p.onReload();
    if (fresh) reset(fresh);
  };

  return (
    <Drawer
      open
      title={TITLES[p.part]}
      width={screens.md ? 720 : '100%'}
      onClose={() => void close()}
      extra={
        <Flex gap={8}>
          <Button onClick={() => void close()}>取消</Button>
          <Button type="primary" loading={saver.busy} onClick={() => void save()}>
            保存
          </Button>
        </Flex>
      }
    >
      {kept.notice}
      {p.part === 'theme' ? (
        <ThemePicker value={themeId} onChange={setThemeId} />
      ) : (
        <TabBarEditor value={tabBar} onChange={setTabBar} showErrors={showErrors} />
      )}
      <ConflictDialog
        conflict={saver.conflict}
        what="主题和底部导航"
        busy={saver.busy}
        onCancel={saver.dismiss}
        onReload={() => void reload()}
        onOverwrite={() => void save(true)}
      />
    </Drawer>
  );
}
