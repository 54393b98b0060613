import { DownOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Dropdown, Flex, type MenuProps, Tabs, theme } from 'antd';
import { type ReactElement, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { HOME_PATH } from '../routes/paths';
import { REFRESH_PREFIX } from '../routes/resolve';
import { Button } from '../widgets/busy';
import { usePageCache, useShell } from './context';
import {
  addView,
  closeAll,
  closeOthers,
  closeView,
  getViews,
  nextView,
  setViews,
  useViews,
  type VisitedView,
  viewOf,
  withAffixed,
} from './tags';

type Action = 'refresh' | 'close' | 'closeOthers' | 'closeAll';

/** What antd's tab strip would otherwise say in English (its close buttons and the overflow menu). */
const STRIP_LOCALE = { removeAriaLabel: '关闭', dropdownAriaLabel: '更多标签' };

const ACTIONS: ReadonlyArray<{ key: Action; label: string }> = [
  { key: 'refresh', label: '刷新' },
  { key: 'close', label: '关闭' },
  { key: 'closeOthers', label: '关闭其他' },
  { key: 'closeAll', label: '关闭所有' },
];

/**
 * The tab strip of visited pages (spec §4): a visit adds a tab; close, close others and close all,
 * from the tab's context menu too; affixed tabs cannot be closed; refresh reloads the page through
 * /redirect/{path}, keeping its tab, and fetches its data again.
 */
export function TagsView() {
  const { page, pageShown, table } = useShell();
  const location = useLocation();
  const navigate = useNavigate();
  const cache = usePageCache();
  const views = useViews();
  const queryClient = useQueryClient();
  const { token } = theme.useToken();

  const affixed = useMemo(
    () =>
      table.pages
        .filter((n) => n.meta.affix && !n.fullPath.includes(':'))
        .map(
          (n): VisitedView => ({
            path: n.fullPath,
            fullPath: n.fullPath,
            title: n.title,
            query: {},
            meta: { affix: true, noCache: n.meta.noCache },
          }),
        ),
    [table],
  );

  // The affixed tabs are always there, first.
  useEffect(() => {
    const current = getViews();
    const next = withAffixed(current, affixed);
    if (next.length !== current.length || next.some((v, i) => v !== current[i])) setViews(next);
  }, [affixed]);

  // Each visit of a page adds (or updates) its tab.
  useEffect(() => {
    if (!page || !pageShown) return;
    setViews(addView(getViews(), viewOf(page, location)));
  }, [page, pageShown, location]);

  const act = (action: Action, view: VisitedView) => {
    const before = getViews();
    const active = view.path === location.pathname;
    if (action === 'refresh') {
      // Everything cached becomes stale without being fetched now: the page mounting afresh fetches what it
      // shows, the frame's own data stays until something next asks for it.
      void queryClient.invalidateQueries({ refetchType: 'none' });
      cache.drop(view.path);
      if (active) void navigate(`${REFRESH_PREFIX}${view.fullPath}`, { replace: true });
      else void navigate(view.fullPath);
      return;
    }
    const after =
      action === 'close'
        ? closeView(before, view.path)
        : action === 'closeOthers'
          ? closeOthers(before, view.path)
          : closeAll(before);
    setViews(after);
    for (const closed of before.filter((v) => !after.includes(v))) cache.drop(closed.path);
    if (action === 'closeOthers' && !active) void navigate(view.fullPath);
    else if (!after.some((v) => v.path === location.pathname)) {
      const next = action === 'close' ? nextView(before, after, view.path) : after.at(-1);
      void navigate(next?.fullPath ?? HOME_PATH);
    }
  };

  // Each tab's label (with its context menu) is made once per tab as it is, not on every navigation: a switch of
  // tabs renders the strip's tabs but none of their menus, and a visit that changes one tab's address makes that
  // label again, no other. The menus act with what is current when chosen.
  const latestAct = useRef(act);
  useLayoutEffect(() => {
    latestAct.current = act;
  });
  const menuFor = (view: VisitedView): MenuProps => ({
    items: ACTIONS.map((a) => ({
      key: a.key,
      label: a.label,
      disabled: a.key === 'close' && view.meta.affix === true,
    })),
    onClick: ({ key, domEvent }) => {
      domEvent.stopPropagation();
      latestAct.current(key as Action, view);
    },
  });
  const [labels] = useState(() => new WeakMap<VisitedView, ReactElement>());
  const labelOf = (view: VisitedView): ReactElement => {
    let label = labels.get(view);
    if (!label) {
      label = (
        <Dropdown menu={menuFor(view)} trigger={['contextMenu']}>
          <span data-tab={view.path}>{view.title}</span>
        </Dropdown>
      );
      labels.set(view, label);
    }
    return label;
  };

  const current = views.find((v) => v.path === location.pathname);
  return (
    <Flex
      component="section"
      aria-label="已打开的页面"
      align="end"
      gap={4}
      style={{
        background: token.colorBgContainer,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
        padding: '4px 12px 0',
      }}
    >
      <Tabs
        type="editable-card"
        size="small"
        hideAdd
        locale={STRIP_LOCALE}
        activeKey={current?.path ?? ''}
        onChange={(key) => {
          const view = views.find((v) => v.path === key);
          if (view) void navigate(view.fullPath);
        }}
        onEdit={(key, action) => {
          const view = views.find((v) => v.path === key);
          if (action === 'remove' && view) act('close', view);
        }}
        tabBarStyle={{ margin: 0 }}
        style={{ flex: 1, minWidth: 0 }}
        items={views.map((view) => ({
          key: view.path,
          closable: !view.meta.affix,
          label: labelOf(view),
        }))}
      />
      {/* Beside the tab list, not in it: a tab list may hold only tabs (WAI-ARIA). */}
      {current ? (
        <Dropdown menu={menuFor(current)} trigger={['click']}>
          <Button size="small" type="text" icon={<DownOutlined />} aria-label="标签操作" style={{ marginBottom: 4 }} />
        </Dropdown>
      ) : null}
    </Flex>
  );
}
