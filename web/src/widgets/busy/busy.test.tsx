import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ConfigProvider, Form, Input } from 'antd';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Button, Modal, Popconfirm, Switch } from '.';

/** A call that answers when the test says so. */
function deferredCall() {
  const pending: Array<() => void> = [];
  const fn = vi.fn(
    () =>
      new Promise<string>((resolve) => {
        pending.push(() => resolve('ok'));
      }),
  );
  return { fn, answer: () => act(async () => pending.shift()?.()) };
}

function withClient(node: ReactNode) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  // The console's buttons read 保存 as written, not antd's spaced 保 存.
  return render(
    <ConfigProvider button={{ autoInsertSpace: false }}>
      <QueryClientProvider client={client}>{node}</QueryClientProvider>
    </ConfigProvider>,
  );
}

/** A button by its text (a busy one's spinner adds its own name before it in tests: the app drops it). */
const button = (name: string) => screen.getByRole('button', { name: new RegExp(`${name}$`) });
const loading = (name: string) => button(name).className.includes('ant-btn-loading');

function SaveButton(p: { call: () => Promise<string> }) {
  const save = useMutation({ mutationFn: p.call });
  // The page fires the call and forgets it: the button still knows the call is its own.
  return <Button onClick={() => save.mutate()}>保存</Button>;
}

type Call = { call: () => Promise<string> };

function RemoveButton(p: Call & { ask: () => Promise<boolean> }) {
  const remove = useMutation({ mutationFn: p.call });
  return (
    <Button
      onClick={async () => {
        if (await p.ask()) remove.mutate();
      }}
    >
      删除
    </Button>
  );
}

function NewsForm(p: Call) {
  const save = useMutation({ mutationFn: p.call });
  return (
    <Form onFinish={() => save.mutate()} initialValues={{ title: '开学通知' }}>
      <Form.Item name="title" label="标题" rules={[{ required: true }]}>
        <Input />
      </Form.Item>
      <Button htmlType="submit">提交</Button>
    </Form>
  );
}

function ApproveDialog(p: Call) {
  const approve = useMutation({ mutationFn: p.call });
  return (
    <Modal open title="审核" okText="通过" onOk={() => approve.mutate()}>
      确定通过该申请？
    </Modal>
  );
}

function ConfirmedRemove(p: Call) {
  const remove = useMutation({ mutationFn: p.call });
  return (
    <Popconfirm title="确定删除吗？" okText="确定" onConfirm={() => remove.mutate()}>
      <Button>删除</Button>
    </Popconfirm>
  );
}

function ShowSwitch(p: Call) {
  const set = useMutation({ mutationFn: p.call });
  return <Switch aria-label="显示" onChange={() => set.mutate()} />;
}

describe('Button', () => {
  it('is busy from the click until the call it started settles, and a second click meanwhile does nothing', async () => {
    const call = deferredCall();
    withClient(<SaveButton call={call.fn} />);
    fireEvent.click(button('保存'));
    fireEvent.click(button('保存'));
    await waitFor(() => expect(loading('保存')).toBe(true));
    fireEvent.click(button('保存'));
    expect(call.fn).toHaveBeenCalledTimes(1);
    await call.answer();
    await waitFor(() => expect(loading('保存')).toBe(false));
    // The action is over: the next click is a new one.
    fireEvent.click(button('保存'));
    await waitFor(() => expect(call.fn).toHaveBeenCalledTimes(2));
  });

  it('is busy through a confirmation that comes first, and clicks meanwhile ask nothing more', async () => {
    let confirmOk: (ok: boolean) => void = () => {};
    const ask = vi.fn(() => new Promise<boolean>((resolve) => (confirmOk = resolve)));
    const call = deferredCall();
    withClient(<RemoveButton ask={ask} call={call.fn} />);
    fireEvent.click(button('删除'));
    fireEvent.click(button('删除'));
    await waitFor(() => expect(loading('删除')).toBe(true));
    expect(ask).toHaveBeenCalledTimes(1);
    await act(async () => confirmOk(true));
    await waitFor(() => expect(call.fn).toHaveBeenCalledTimes(1));
    expect(loading('删除')).toBe(true);
    await call.answer();
    await waitFor(() => expect(loading('删除')).toBe(false));
  });

  it('a plain click (no promise, no call) never shows a spinner', async () => {
    const clicked = vi.fn();
    withClient(<Button onClick={clicked}>取消</Button>);
    fireEvent.click(button('取消'));
    expect(clicked).toHaveBeenCalledTimes(1);
    expect(loading('取消')).toBe(false);
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(loading('取消')).toBe(false);
  });

  it("a form's submit button is busy through validation and the save, and a double click submits once", async () => {
    const call = deferredCall();
    withClient(<NewsForm call={call.fn} />);
    fireEvent.click(button('提交'));
    fireEvent.click(button('提交'));
    await waitFor(() => expect(call.fn).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(loading('提交')).toBe(true));
    fireEvent.click(button('提交'));
    await call.answer();
    await waitFor(() => expect(loading('提交')).toBe(false));
    expect(call.fn).toHaveBeenCalledTimes(1);
  });
});

describe('Modal, Popconfirm, Switch', () => {
  it("a dialog's OK is busy while its call runs and ignores a second click", async () => {
    const call = deferredCall();
    withClient(<ApproveDialog call={call.fn} />);
    fireEvent.click(await screen.findByRole('button', { name: '通过' }));
    fireEvent.click(button('通过'));
    await waitFor(() => expect(loading('通过')).toBe(true));
    expect(call.fn).toHaveBeenCalledTimes(1);
    await call.answer();
    await waitFor(() => expect(loading('通过')).toBe(false));
  });

  it("a pop-up confirmation's OK stays busy until the confirmed call settles", async () => {
    const call = deferredCall();
    withClient(<ConfirmedRemove call={call.fn} />);
    fireEvent.click(button('删除'));
    fireEvent.click(await screen.findByRole('button', { name: '确定' }));
    await waitFor(() => expect(call.fn).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(loading('确定')).toBe(true));
    fireEvent.click(button('确定'));
    expect(call.fn).toHaveBeenCalledTimes(1);
    await call.answer();
    await waitFor(() => expect(screen.queryByRole('button', { name: '确定' })).toBeNull());
  });

  it('a switch is busy while the change it started runs, and ignores flips meanwhile', async () => {
    const call = deferredCall();
    withClient(<ShowSwitch call={call.fn} />);
    fireEvent.click(screen.getByRole('switch', { name: '显示' }));
    await waitFor(() => expect(screen.getByRole('switch', { name: '显示' }).className).toContain('loading'));
    fireEvent.click(screen.getByRole('switch', { name: '显示' }));
    expect(call.fn).toHaveBeenCalledTimes(1);
    await call.answer();
    await waitFor(() => expect(screen.getByRole('switch', { name: '显示' }).className).not.toContain('loading'));
  });
});
