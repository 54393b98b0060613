import 'fake-indexeddb/auto';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { drafts } from '../../../app/drafts/useFormDraft';
import { clearSession } from '../../../session/store';
import { conflictAnswer } from '../../../test/conflict';
import { withProviders } from '../../../test/harness';
import { DRAFT_ACCOUNT, signInForDrafts } from '../../../test/signed-in';
import { ClueTagsPage } from './ClueTagsPage';

const PATH = '/enrollment/clue/tags';
const scope = { ...DRAFT_ACCOUNT, route: `${PATH}#name`, record: 'group:5' };
const groups = (version: number, name: string) => [
  { id: 5, name, parentId: 0, version, children: [{ id: 6, name: '高意向', parentId: 5, version: 1 }] },
];

describe('<ClueTagsPage> rename', { timeout: 90_000 }, () => {
  afterEach(async () => {
    await drafts.remove(scope);
    clearSession();
  });

  it('saves on the version the name was loaded at; renamed meanwhile elsewhere, the conflict dialog opens', async () => {
    signInForDrafts();
    let stored = groups(2, '意向程度');
    const view = withProviders(
      <ClueTagsPage />,
      {
        'clue.tags': () => stored,
        'check.sensitive': () => null,
        'clue.tagUpdate': (i: unknown) => {
          if ((i as { version?: number }).version !== stored[0]?.version) throw conflictAnswer('clue.tagUpdate');
          return { id: 5, name: (i as { name: string }).name, parentId: 0, version: 9 };
        },
      },
      PATH,
    );
    render(view.ui);
    fireEvent.click(await screen.findByRole('button', { name: '重命名分组意向程度' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('分组名称'), { target: { value: '意向等级' } });
    // What was typed is kept as a draft of this group's name, with the version it was loaded at.
    await waitFor(async () =>
      expect(await drafts.read(scope)).toMatchObject({ values: { name: '意向等级' }, version: 2 }),
    );

    stored = groups(3, '意向强度');
    fireEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText('内容已在别处更新')).toBeTruthy();
    expect(view.calls.find((c) => c.path === 'clue.tagUpdate')?.input).toEqual({
      id: 5,
      name: '意向等级',
      parentId: 0,
      version: 2,
    });
    expect(within(dialog).getByDisplayValue('意向等级')).toBeTruthy();
  });
});
