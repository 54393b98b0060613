import type { Category, CategoryList } from '@console/contracts';
import 'fake-indexeddb/auto';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { drafts } from '../../app/drafts/useFormDraft';
import { clearSession } from '../../session/store';
import { conflictAnswer } from '../../test/conflict';
import { withProviders } from '../../test/harness';
import { DRAFT_ACCOUNT, signInForDrafts } from '../../test/signed-in';
import { CategoryEditor } from './CategoryEditor';

const item = (id: number, name: string): Category => ({ id, name, isShow: '1', sort: id, isIndex: '0', type: 1 });

/**
 * A content type's categories as the upstream keeps them: read with the list's version, saved whole on it (a save
 * on another version is refused as a conflict, nothing written); `change` saves them "in another tab".
 */
function categories(first: CategoryList) {
  let stored = first;
  return {
    answers: {
      'category.list': () => stored,
      'check.sensitive': () => null,
      'check.categorySave': (input: unknown) => {
        const i = input as { listStr: string; version?: number };
        if (i.version !== stored.version) throw conflictAnswer('check.categorySave');
        const list = (JSON.parse(i.listStr) as Category[]).map((c, n) => ({ ...c, id: n + 1, sort: n + 1 }));
        stored = { list, version: stored.version + 1, updateTime: '2026-12-07 11:00:00' };
        return list;
      },
    },
    change: (next: CategoryList) => {
      stored = next;
    },
  };
}

const names = () => screen.getAllByRole('textbox').map((e) => (e as HTMLInputElement).value);
const saves = (calls: Array<{ path: string; input: unknown }>) =>
  calls
    .filter((c) => c.path === 'check.categorySave')
    .map((c) => {
      const { listStr, version } = c.input as { listStr: string; version?: number };
      return { names: (JSON.parse(listStr) as Category[]).map((x) => x.name), version };
    });

const PATH = '/official/setting/category';

function renderEditor(store = categories({ list: [item(1, '校园风采'), item(2, '教学环境')], version: 2 })) {
  const { ui, calls } = withProviders(<CategoryEditor contentType="1" title="相册分类" />, store.answers, PATH);
  const view = render(ui);
  return { store, calls, view };
}

const rename = (at: number, name: string) =>
  fireEvent.change(screen.getByLabelText(`分类名称 ${at}`), { target: { value: name } });
const click = (name: RegExp) => fireEvent.click(screen.getByRole('button', { name }));
/** The conflict dialog, open (antd keeps a closed one in the page, hidden). */
const asked = () => screen.findByRole('dialog', { name: '内容已在别处更新' });
const otherTab = { list: [item(1, '校园风采'), item(3, '节日活动')], version: 3, updateTime: '2026-12-07 10:00:00' };

describe('<CategoryEditor>', { timeout: 90_000 }, () => {
  it('saves the list on the version read; a list saved elsewhere since opens the conflict dialog, keeps what was typed, and 加载最新 puts the latest in the editor', async () => {
    const { store, calls } = renderEditor();
    await waitFor(() => expect(names()).toEqual(['校园风采', '教学环境']));
    rename(2, '研学旅行');
    store.change(otherTab);
    click(/^保\s*存$/);

    await asked();
    expect(screen.getByText(/相册分类已于 2026-12-07 10:00:00 在别处保存（版本 3）/)).toBeTruthy();
    click(/继续编辑/);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '内容已在别处更新' })).toBeNull());
    expect(names()).toEqual(['校园风采', '研学旅行']);

    click(/^保\s*存$/);
    await asked();
    click(/加载最新/);
    await waitFor(() => expect(names()).toEqual(['校园风采', '节日活动']));
    // Both tries were on the version read and neither wrote: the other tab's list stands.
    expect(saves(calls)).toEqual([
      { names: ['校园风采', '研学旅行'], version: 2 },
      { names: ['校园风采', '研学旅行'], version: 2 },
    ]);

    // The latest loaded, a save goes on its version.
    rename(2, '研学旅行');
    click(/^保\s*存$/);
    expect(await screen.findByText('保存成功')).toBeTruthy();
    expect(saves(calls).at(-1)).toEqual({ names: ['校园风采', '研学旅行'], version: 3 });
  });

  it('覆盖保存 saves the list as edited here on the latest version, and the next save goes on the version it made', async () => {
    const { store, calls } = renderEditor();
    await waitFor(() => expect(names()).toEqual(['校园风采', '教学环境']));
    rename(2, '研学旅行');
    store.change(otherTab);
    click(/^保\s*存$/);
    await asked();
    click(/覆盖保存/);
    expect(await screen.findByText('保存成功')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '内容已在别处更新' })).toBeNull());
    expect(names()).toEqual(['校园风采', '研学旅行']);

    rename(1, '学员风采');
    click(/^保\s*存$/);
    await waitFor(() => expect(saves(calls)).toHaveLength(3));
    expect(saves(calls)).toEqual([
      { names: ['校园风采', '研学旅行'], version: 2 },
      { names: ['校园风采', '研学旅行'], version: 3 },
      // The save's answer carried no version: the list read after it gave the one this save is made on.
      { names: ['学员风采', '研学旅行'], version: 4 },
    ]);
    expect(screen.queryByRole('dialog', { name: '内容已在别处更新' })).toBeNull();
  });
});

describe('<CategoryEditor> draft', { timeout: 90_000 }, () => {
  afterEach(() => clearSession());
  const scope = { ...DRAFT_ACCOUNT, route: `${PATH}#category-1`, record: 'new' };
  const keptNames = async () => ((await drafts.read(scope))?.values.list as Category[] | undefined)?.map((c) => c.name);

  it('keeps the list as edited through a session that ends; 恢复 puts it back on the version it started from, and a save removes it', async () => {
    signInForDrafts();
    const first = renderEditor();
    await waitFor(() => expect(names()).toEqual(['校园风采', '教学环境']));
    rename(2, '研学旅行');
    await waitFor(async () => expect(await keptNames()).toEqual(['校园风采', '研学旅行']));
    // The page goes (an expired session sends to the sign-in); another tab saves the list meanwhile.
    first.view.unmount();
    first.store.change(otherTab);

    const { calls } = renderEditor(first.store);
    await waitFor(() => expect(names()).toEqual(['校园风采', '节日活动']));
    fireEvent.click(await screen.findByRole('button', { name: /恢\s*复/ }));
    await waitFor(() => expect(names()).toEqual(['校园风采', '研学旅行']));

    // Typed on version 2, the list has moved to 3: the conflict dialog, never a silent overwrite.
    click(/^保\s*存$/);
    await asked();
    click(/覆盖保存/);
    expect(await screen.findByText('保存成功')).toBeTruthy();
    expect(saves(calls)).toEqual([
      { names: ['校园风采', '研学旅行'], version: 2 },
      { names: ['校园风采', '研学旅行'], version: 3 },
    ]);
    await waitFor(async () => expect(await drafts.read(scope)).toBeUndefined());
  });

  it('keeps nothing while the list is as loaded, and 取消 gives up what was typed', async () => {
    signInForDrafts();
    renderEditor();
    await waitFor(() => expect(names()).toEqual(['校园风采', '教学环境']));
    rename(1, '学员风采');
    await waitFor(async () => expect(await keptNames()).toEqual(['学员风采', '教学环境']));
    click(/^取\s*消$/);
    await waitFor(() => expect(names()).toEqual(['校园风采', '教学环境']));
    await waitFor(async () => expect(await drafts.read(scope)).toBeUndefined());
  });
});
