import { H5_ONLY_COMBO_ID, UI } from '@console/contracts';
import { act, renderHook } from '@testing-library/react';
import { theme } from 'antd';
import { describe, expect, it } from 'vitest';
import { buildEditionTable } from '../routes/build';
import type { AppRoute } from '../routes/types';
import { tabBlocked } from '../session/gate/ProtectedTabs';
import { crumbsOf, hidesBreadcrumb } from './crumbs';
import { clearErrorLog, collectErrors, logError } from './error-log';
import { helpAllowed } from './help';
import { readRememberedTab, useRememberedTab, writeRememberedTab } from './remembered-tab';
import { h5Url, showsH5Entry, showsMiniProgramEntry } from './ShopEntries';
import { createSearch, SEARCH_OPTIONS } from './search';
import { DEFAULT_SETTINGS, getSettings, reloadSettings, SETTINGS_PREFIX, setSetting, useSettings } from './settings';
import { antdTheme, componentSize, THEME_PRESETS } from './theme';
import { hasUnsavedChanges, setUnsavedChanges } from './unsaved';

describe('header search', () => {
  it('is fuzzy with threshold 0.4 over title (0.7) and path (0.3)', () => {
    expect(SEARCH_OPTIONS.threshold).toBe(0.4);
    expect(SEARCH_OPTIONS.keys).toEqual([
      { name: 'title', weight: 0.7 },
      { name: 'path', weight: 0.3 },
    ]);
  });

  it('finds pages by title and by path, best first', () => {
    const search = createSearch([
      { title: ['服务中心', '公告'], path: '/center/notice' },
      { title: ['招生', '全部线索'], path: '/enrollment/clue/total/list' },
      { title: ['概况'], path: '/overview' },
    ]);
    expect(search('公告')[0]?.path).toBe('/center/notice');
    expect(search('线索')[0]?.path).toBe('/enrollment/clue/total/list');
    expect(search('overview')[0]?.path).toBe('/overview');
    expect(search('   ')).toEqual([]);
  });
});

describe('theme and size', () => {
  it('has the shell default #2975ee, the picker default #409EFF and 8 presets', () => {
    expect(THEME_PRESETS).toHaveLength(8);
    expect(THEME_PRESETS[0]).toBe(UI.pickerDefaultColor);
    expect(antdTheme({ theme: null, dark: false, size: 'medium' }).token?.colorPrimary).toBe('#2975ee');
    // antd's dark and compact algorithms, then the console's legibility step (theme.ts).
    const algorithm = antdTheme({ theme: '#11a983', dark: true, size: 'mini' }).algorithm;
    expect(Array.isArray(algorithm) && algorithm.slice(0, 2)).toEqual([theme.darkAlgorithm, theme.compactAlgorithm]);
    expect(Array.isArray(algorithm) && algorithm.length).toBe(3);
  });

  it('maps the four sizes onto antd sizes, medium by default', () => {
    expect(DEFAULT_SETTINGS.size).toBe('medium');
    expect(UI.sizes.map(componentSize)).toEqual(['large', 'middle', 'small', 'small']);
  });

  it('persists each choice and reads back only valid values', () => {
    reloadSettings();
    setSetting('theme', '#f5222d');
    setSetting('sidebarOpen', false);
    reloadSettings();
    expect(getSettings()).toMatchObject({ theme: '#f5222d', sidebarOpen: false });
    localStorage.setItem(`${SETTINGS_PREFIX}size`, '"huge"');
    localStorage.setItem(`${SETTINGS_PREFIX}theme`, '"red"');
    reloadSettings();
    expect(getSettings()).toMatchObject({ size: 'medium', theme: null });
  });

  it('follows a setting changed in another tab', () => {
    localStorage.removeItem(`${SETTINGS_PREFIX}dark`);
    reloadSettings();
    const { result, unmount } = renderHook(() => useSettings());
    expect(result.current.dark).toBe(false);
    act(() => {
      localStorage.setItem(`${SETTINGS_PREFIX}dark`, 'true');
      // What the browser fires in this tab when another tab of the console writes the storage.
      window.dispatchEvent(new StorageEvent('storage', { key: `${SETTINGS_PREFIX}dark`, newValue: 'true' }));
    });
    expect(result.current.dark).toBe(true);
    act(() => {
      localStorage.setItem('zx_other', '1');
      window.dispatchEvent(new StorageEvent('storage', { key: 'zx_other', newValue: '1' }));
    });
    expect(result.current.dark).toBe(true);
    unmount();
    localStorage.removeItem(`${SETTINGS_PREFIX}dark`);
    reloadSettings();
  });
});

describe('breadcrumb', () => {
  const page = async () => ({ default: () => null });
  const TABLE: AppRoute[] = [
    {
      path: '/',
      meta: { title: '概况' },
      children: [{ path: 'overview', meta: { title: '概况' }, component: page }],
    },
    {
      path: '/official',
      meta: { title: '官网' },
      children: [
        {
          path: 'content',
          meta: { title: '官网内容', breadcrumb: false },
          children: [
            {
              path: 'intro',
              meta: { title: '关于我们' },
              children: [
                { path: 'list', meta: { title: '关于我们' }, component: page },
                { path: 'edit/:id', meta: { title: '编辑介绍' }, component: page },
              ],
            },
          ],
        },
      ],
    },
  ];
  const table = buildEditionTable(1, TABLE);
  const node = (p: string) => table.all.find((n) => n.fullPath === p)!;

  it('lists the levels with links, skipping opted-out and repeated levels', () => {
    expect(crumbsOf(node('/official/content/intro/edit/:id'), table, () => true)).toEqual([
      { title: '官网', to: '/official/content/intro/list' },
      { title: '关于我们', to: '/official/content/intro/list' },
      { title: '编辑介绍', to: undefined },
    ]);
    expect(crumbsOf(node('/official/content/intro/list'), table, () => true).map((c) => c.title)).toEqual([
      '官网',
      '关于我们',
    ]);
  });

  it('is hidden on the overview', () => {
    expect(hidesBreadcrumb(node('/overview'))).toBe(true);
    expect(hidesBreadcrumb(node('/official/content/intro/list'))).toBe(false);
  });
});

describe('shop entries, protected tabs and help', () => {
  const info = (is_H5: '0' | '1') => ({ userInfo: { is_H5 }, h5Link: 'moxiang.h5.zhixiao.cn' });

  it('shows the official-website shop to H5 accounts only', () => {
    expect(showsH5Entry(info('1'))).toBe(true);
    expect(showsH5Entry(info('0'))).toBe(false);
    expect(showsH5Entry({ userInfo: { is_H5: '1' }, h5Link: null })).toBe(false);
    expect(h5Url('moxiang.h5.zhixiao.cn')).toBe('https://moxiang.h5.zhixiao.cn');
    expect(h5Url('http://a.b')).toBe('http://a.b');
  });

  it('shows the mini-program shop only with combo ids (the H5-only marker is none)', () => {
    expect(showsMiniProgramEntry({ comboId: '8' })).toBe(true);
    expect(showsMiniProgramEntry({ comboId: null })).toBe(false);
    expect(showsMiniProgramEntry({ comboId: String(H5_ONLY_COMBO_ID) })).toBe(false);
  });

  it('blocks protected tabs for combo 25 only', () => {
    expect(tabBlocked({ protected: true }, '25')).toBe(true);
    expect(tabBlocked({ protected: true }, '8')).toBe(false);
    expect(tabBlocked({}, '25')).toBe(false);
  });

  it('never shows help on /shop pages', () => {
    expect(helpAllowed('/shop/mobile')).toBe(false);
    expect(helpAllowed('/shop')).toBe(false);
    expect(helpAllowed('/shopping')).toBe(true);
    expect(helpAllowed('/overview')).toBe(true);
  });
});

describe('remembered tabs and the unsaved-changes flag', () => {
  it('remembers the five tab selections by page', () => {
    writeRememberedTab('studySign', 'records');
    writeRememberedTab('creditRules', 'rules');
    expect(readRememberedTab('studySign')).toBe('records');
    expect(readRememberedTab('creditRules')).toBe('rules');
    expect(readRememberedTab('promoter')).toBeUndefined();
  });

  it('a page showing a remembered tab follows a reset made elsewhere (the menu), even while kept alive', () => {
    writeRememberedTab('wechatBind', 'remind');
    const { result } = renderHook(() => useRememberedTab('wechatBind', 'profile'));
    expect(result.current[0]).toBe('remind');
    act(() => writeRememberedTab('wechatBind', 'profile'));
    expect(result.current[0]).toBe('profile');
    act(() => result.current[1]('wechat'));
    expect(readRememberedTab('wechatBind')).toBe('wechat');
    expect(result.current[0]).toBe('wechat');
  });

  it('keeps the route-leave flag in local storage', () => {
    expect(hasUnsavedChanges()).toBe(false);
    setUnsavedChanges(true);
    expect(localStorage.getItem('zx_console_routeLeaveAlert')).toBe('1');
    expect(hasUnsavedChanges()).toBe(true);
    setUnsavedChanges(false);
    expect(hasUnsavedChanges()).toBe(false);
  });
});

describe('error log', () => {
  it('collects only in production builds', () => {
    expect(collectErrors(false)).toEqual({});
    const options = collectErrors(true);
    expect(options.onCaughtError).toBeTypeOf('function');
  });

  it('keeps message, component info, url and stack', async () => {
    const { useErrorLog } = await import('./error-log');
    clearErrorLog();
    logError(new Error('boom'), '\n    at Page\n    at Frame', 'http://x/overview');
    const { renderHook } = await import('@testing-library/react');
    const { result } = renderHook(() => useErrorLog());
    expect(result.current[0]).toMatchObject({
      message: 'boom',
      info: '\n    at Page\n    at Frame',
      url: 'http://x/overview',
    });
    expect(result.current[0]?.stack).toContain('boom');
  });
});
