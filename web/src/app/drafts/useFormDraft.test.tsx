import 'fake-indexeddb/auto';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Form, Input } from 'antd';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearSession, saveSession } from '../../session/store';
import { withProviders } from '../../test/harness';
import { drafts, useFormDraft } from './useFormDraft';

const PATH = '/enrollment/clue/edit/9';
const scope = { account: '13800000001', shop: '1:启明星', route: `${PATH}#note`, record: 9 };

/** A hand-made form of one record, as a page or a dialog has it; `ready` as a page that reloads its record. */
function NoteForm(p: { label: string; ready?: boolean; open?: boolean }) {
  const [form] = Form.useForm<{ note: string }>();
  const open = p.open ?? true;
  // A dialog empties its form when it opens again, as the console's dialogs do.
  useEffect(() => {
    if (open) form.resetFields();
  }, [open, form]);
  const draft = useFormDraft(form, { name: 'note', record: 9, ready: p.ready ?? true, enabled: open });
  return (
    <section aria-label={p.label}>
      {draft.notice}
      <Form form={form} name={p.label} initialValues={{ note: '' }} onValuesChange={draft.onValuesChange}>
        <Form.Item name="note" label="备注">
          <Input />
        </Form.Item>
      </Form>
    </section>
  );
}

const tab = (label: string, ready?: boolean) =>
  render(withProviders(<NoteForm label={label} ready={ready} />, {}, PATH).ui);
const box = (label: string) => within(screen.getByRole('region', { name: label })).getByLabelText('备注');
const typeIn = (label: string, text: string) => fireEvent.change(box(label), { target: { value: text } });
/** Every read the forms started has answered (fake-indexeddb answers on later macrotasks). */
const settle = () => act(() => drafts.read(scope).then(() => new Promise((r) => setTimeout(r, 20))));

describe('useFormDraft across tabs', { timeout: 60_000 }, () => {
  beforeEach(() => {
    saveSession(
      {
        token: 't',
        roles: ['admin'],
        name: '张校长',
        resources: [],
        permissions: [],
        products: [{ id: 1 }],
        productSign: '',
        userInfo: { phone: '13800000001', is_app: '1', wxAppName: '启明星' },
      },
      { impersonating: true },
    );
  });
  afterEach(async () => {
    await drafts.remove(scope);
    clearSession();
  });

  it('never offers a form the draft another open tab is writing, nor its own; once both are gone it is offered', async () => {
    const a = tab('甲');
    typeIn('甲', '甲正在输入');
    await waitFor(async () => expect((await drafts.read(scope))?.values.note).toBe('甲正在输入'));

    // The same record opened in a second tab while the first is still typing: nothing is offered there.
    const b = tab('乙');
    await settle();
    expect(screen.queryByText(/未保存的内容/)).toBeNull();
    typeIn('乙', '乙也在输入');
    await waitFor(async () => expect((await drafts.read(scope))?.values.note).toBe('乙也在输入'));
    typeIn('甲', '甲接着输入');
    await waitFor(async () => expect((await drafts.read(scope))?.values.note).toBe('甲接着输入'));
    await settle();
    expect(screen.queryByText(/未保存的内容/)).toBeNull();

    // Both tabs closed without saving: the page opened later offers the last typing, and 恢复 fills it.
    a.unmount();
    b.unmount();
    tab('丙');
    const c = screen.getByRole('region', { name: '丙' });
    expect(await within(c).findByText(/未保存的内容/)).toBeTruthy();
    fireEvent.click(within(c).getByRole('button', { name: /恢\s*复/ }));
    expect(await within(c).findByDisplayValue('甲接着输入')).toBeTruthy();
  });

  it('a form made ready again (its record reloaded) is not offered the typing it holds itself', async () => {
    const view = tab('甲');
    typeIn('甲', '自己的输入');
    await waitFor(async () => expect((await drafts.read(scope))?.values.note).toBe('自己的输入'));
    view.rerender(withProviders(<NoteForm label="甲" ready={false} />, {}, PATH).ui);
    view.rerender(withProviders(<NoteForm label="甲" ready />, {}, PATH).ui);
    await settle();
    expect(screen.queryByText(/未保存的内容/)).toBeNull();
    // Its draft is still kept for a later visit.
    expect((await drafts.read(scope))?.values.note).toBe('自己的输入');
  });

  it('a dialog closed and opened again (the same form) is offered what it typed before it was closed', async () => {
    const view = tab('甲');
    typeIn('甲', '关闭前的输入');
    await waitFor(async () => expect((await drafts.read(scope))?.values.note).toBe('关闭前的输入'));
    view.rerender(withProviders(<NoteForm label="甲" open={false} />, {}, PATH).ui);
    view.rerender(withProviders(<NoteForm label="甲" open />, {}, PATH).ui);
    const region = screen.getByRole('region', { name: '甲' });
    expect(await within(region).findByText(/未保存的内容/)).toBeTruthy();
    fireEvent.click(within(region).getByRole('button', { name: /恢\s*复/ }));
    expect(await within(region).findByDisplayValue('关闭前的输入')).toBeTruthy();
  });
});
