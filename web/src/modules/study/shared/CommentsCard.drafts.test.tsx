import 'fake-indexeddb/auto';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { drafts } from '../../../app/drafts/useFormDraft';
import { clearSession } from '../../../session/store';
import { withProviders } from '../../../test/harness';
import { DRAFT_ACCOUNT, signInForDrafts } from '../../../test/signed-in';
import { CommentsCard, type CommentsCardProps } from './CommentsCard';

const PATH = '/study/diary/info/7';
const scope = { ...DRAFT_ACCOUNT, route: `${PATH}#comment`, record: 'new' };
const props: CommentsCardProps = {
  noun: '点评',
  comments: [],
  rule: { required: true, message: '请输入内容' },
  placeholder: '表扬进步，提出建议',
  rows: 3,
  posting: false,
  onPost: async () => true,
  onRemove: async () => undefined,
};
const card = () => withProviders(<CommentsCard {...props} />, { 'check.sensitive': () => null }, PATH).ui;

describe('<CommentsCard> draft', { timeout: 60_000 }, () => {
  afterEach(() => clearSession());

  it('keeps a comment typed under the record, offers it on coming back, and drops it once published', async () => {
    signInForDrafts();
    const first = render(card());
    fireEvent.change(await screen.findByPlaceholderText('表扬进步，提出建议'), { target: { value: '朗读很有感情' } });
    await waitFor(async () => expect((await drafts.read(scope))?.values.content).toBe('朗读很有感情'));
    first.unmount();

    render(card());
    expect(await screen.findByText(/未保存的内容/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /恢\s*复/ }));
    await waitFor(() =>
      expect((screen.getByPlaceholderText('表扬进步，提出建议') as HTMLTextAreaElement).value).toBe('朗读很有感情'),
    );
    fireEvent.click(screen.getByRole('button', { name: '发表点评' }));
    expect(await screen.findByText('点评已发布')).toBeTruthy();
    await waitFor(async () => expect(await drafts.read(scope)).toBeUndefined());
  });
});
