import 'fake-indexeddb/auto';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { drafts } from '../../../app/drafts/useFormDraft';
import { clearSession } from '../../../session/store';
import { withProviders } from '../../../test/harness';
import { DRAFT_ACCOUNT, signInForDrafts } from '../../../test/signed-in';
import { AdjustModal } from './AdjustModal';

const PATH = '/study/lessons';
const scope = { ...DRAFT_ACCOUNT, route: `${PATH}#adjust`, record: '5-6' };
const answers = {
  'studyStudent.list': () => ({ list: [], total: 0 }),
  'studyCourse.list': () => ({ list: [], total: 0 }),
};
const modal = (open: boolean) =>
  withProviders(
    <AdjustModal open={open} studentId={5} courseId={6} onClose={() => {}} onDone={() => {}} />,
    answers,
    PATH,
  ).ui;

describe('<AdjustModal> draft', { timeout: 90_000 }, () => {
  afterEach(() => clearSession());

  it('keeps what was typed for the student and course while closed, and offers it when it opens again', async () => {
    signInForDrafts();
    const view = render(modal(true));
    const reason = await screen.findByPlaceholderText('如 续费 24 课时、老带新赠送');
    fireEvent.change(reason, { target: { value: '续费 24 课时，含暑期班' } });
    await waitFor(async () => expect((await drafts.read(scope))?.values.reason).toBe('续费 24 课时，含暑期班'));
    // Closed (not unmounted), then opened again: the notice offers it, 恢复 fills it.
    view.rerender(modal(false));
    view.rerender(modal(true));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(await within(dialog).findByRole('button', { name: /恢\s*复/ }));
    await waitFor(() =>
      expect((within(dialog).getByPlaceholderText('如 续费 24 课时、老带新赠送') as HTMLTextAreaElement).value).toBe(
        '续费 24 课时，含暑期班',
      ),
    );
  });
});
