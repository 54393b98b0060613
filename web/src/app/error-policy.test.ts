import { type ErrorKind, MSG, MSG_EXTRA } from '@console/contracts';
import { CancelledError } from '@tanstack/react-query';
import { TRPCClientError } from '@trpc/client';
import { describe, expect, it, vi } from 'vitest';
import {
  classify,
  describeError,
  FAILURE_STANDS_MS,
  fieldErrorsOf,
  fieldNamedIn,
  handleError,
  isConflict,
  type PolicyEffects,
  retryOnMount,
  retryQuery,
} from './error-policy';

/** A TRPCClientError as the gateway's error formatter shapes it. */
function gatewayError(
  kind: ErrorKind,
  extra: { upstream?: { code: number; msg: string }; fieldErrors?: Record<string, string[]> } = {},
) {
  return new TRPCClientError('failed', {
    result: {
      error: { message: 'failed', code: -32600, data: { code: 'X', httpStatus: 400, path: 'a.b', kind, ...extra } },
    },
  });
}

describe('classify', () => {
  it('business (code 0): the upstream message as a 5 s toast', () => {
    expect(classify(gatewayError('business', { upstream: { code: 0, msg: '账号或密码错误' } }))).toEqual({
      type: 'toast',
      text: '账号或密码错误',
      seconds: 5,
    });
  });

  it('rateLimited (the gateway throttle): its message as a 5 s toast', () => {
    const error = new TRPCClientError(MSG_EXTRA.loginTooFrequent, {
      result: {
        error: {
          message: MSG_EXTRA.loginTooFrequent,
          code: -32029,
          data: { code: 'TOO_MANY_REQUESTS', httpStatus: 429, path: 'session.login', kind: 'rateLimited' },
        },
      },
    });
    expect(classify(error)).toEqual({ type: 'toast', text: MSG_EXTRA.loginTooFrequent, seconds: 5 });
  });

  it('conflict (a stale version): its message as a 5 s toast, or nothing where the page shows the dialog', () => {
    const error = gatewayError('conflict', { upstream: { code: 409, msg: MSG_EXTRA.conflict } });
    expect(classify(error)).toEqual({ type: 'toast', text: '该内容已被他人修改，请刷新后再编辑', seconds: 5 });
    expect(classify(error, { conflictShown: true })).toEqual({ type: 'ignore', reason: 'conflictShown' });
    expect(isConflict(error)).toBe(true);
    expect(isConflict(gatewayError('business'))).toBe(false);
    // Only the conflict is the page's to show: another refusal of the same call is still told.
    expect(
      classify(gatewayError('business', { upstream: { code: 0, msg: '名称重复' } }), { conflictShown: true }),
    ).toEqual({ type: 'toast', text: '名称重复', seconds: 5 });
  });

  it('unauthorized (401): sign out', () => {
    expect(classify(gatewayError('unauthorized', { upstream: { code: 401, msg: '' } }))).toEqual({ type: 'signOut' });
  });

  it('notFound (404): no toast, the caller decides', () => {
    expect(classify(gatewayError('notFound'))).toEqual({ type: 'ignore', reason: 'notFound' });
  });

  it('unknownCode and badOutput: 网络错误 for 5 s', () => {
    for (const kind of ['unknownCode', 'badOutput'] as const) {
      expect(classify(gatewayError(kind, { upstream: { code: 500, msg: 'x' } }))).toEqual({
        type: 'toast',
        text: MSG.unknownCode,
        seconds: 5,
      });
    }
  });

  it('network and timeout from the gateway: the network message for 3 s', () => {
    for (const kind of ['network', 'timeout'] as const) {
      expect(classify(gatewayError(kind))).toEqual({ type: 'toast', text: MSG.network, seconds: 3 });
    }
  });

  it('an unreachable gateway (no error data) counts as network', () => {
    const error = TRPCClientError.from(new TypeError('Failed to fetch'));
    expect(describeError(error).kind).toBe('network');
    expect(classify(error)).toEqual({ type: 'toast', text: MSG.network, seconds: 3 });
  });

  it('a deliberate abort is silent, however it surfaces', () => {
    const aborts = [
      new CancelledError(),
      TRPCClientError.from(new DOMException('The operation was aborted.', 'AbortError')),
      TRPCClientError.from(new Error('Aborted')),
    ];
    for (const error of aborts) expect(classify(error)).toEqual({ type: 'ignore', reason: 'aborted' });
  });

  it('badInput: silent when the form marks every field, a toast otherwise', () => {
    const error = gatewayError('badInput', { fieldErrors: { username: ['请输入账号'], password: ['请输入密码'] } });
    expect(classify(error, { formFields: ['username', 'password'] })).toEqual({
      type: 'ignore',
      reason: 'fieldsMarked',
    });
    // A field the form does not show: its own message is the toast.
    expect(classify(error, { formFields: ['username'] })).toEqual({ type: 'toast', text: '请输入密码', seconds: 5 });
    // No form at all: the first message.
    expect(classify(error)).toEqual({ type: 'toast', text: '请输入账号', seconds: 5 });
    // Nothing per field: the general bad-input message.
    expect(classify(gatewayError('badInput'), { formFields: ['username'] })).toEqual({
      type: 'toast',
      text: MSG_EXTRA.badInput,
      seconds: 5,
    });
    expect(fieldErrorsOf(error)).toEqual({ username: ['请输入账号'], password: ['请输入密码'] });
  });

  it('silentError opts a call out of everything, 401 included', () => {
    expect(classify(gatewayError('business', { upstream: { code: 0, msg: 'x' } }), { silentError: true })).toEqual({
      type: 'ignore',
      reason: 'silent',
    });
    expect(classify(gatewayError('unauthorized'), { silentError: true })).toEqual({ type: 'ignore', reason: 'silent' });
  });

  it('an error that is not from the gateway at all reads as an unknown code', () => {
    expect(classify(new Error('boom'))).toEqual({ type: 'toast', text: MSG.unknownCode, seconds: 5 });
  });

  it('reads foreign error data defensively', () => {
    const odd = new TRPCClientError('odd', {
      result: { error: { message: 'odd', code: -32600, data: { kind: 'martian', fieldErrors: { a: [1, 'b'] } } } },
    });
    expect(describeError(odd)).toMatchObject({ kind: 'unknownCode', fieldErrors: { a: ['b'] } });
  });
});

describe('handleError', () => {
  function effects(signedIn: { value: boolean }): PolicyEffects & Record<string, ReturnType<typeof vi.fn>> {
    return {
      toast: vi.fn(),
      clearSession: vi.fn(() => {
        const had = signedIn.value;
        signedIn.value = false;
        return had;
      }),
      redirectToLogin: vi.fn(),
      refreshGrants: vi.fn(),
    };
  }

  it('forbidden: 没有权限执行此操作 for 5 s, the page left as it was, the grants read again', () => {
    const fx = effects({ value: true });
    const action = handleError(gatewayError('forbidden'), undefined, fx);
    expect(action).toEqual({ type: 'forbidden', text: '没有权限执行此操作', seconds: 5 });
    expect(fx.toast).toHaveBeenCalledWith('没有权限执行此操作', 5);
    expect(fx.refreshGrants).toHaveBeenCalledTimes(1);
    expect(fx.clearSession).not.toHaveBeenCalled();
    expect(fx.redirectToLogin).not.toHaveBeenCalled();
  });

  it('shows the toast the classification asks for', () => {
    const fx = effects({ value: true });
    handleError(gatewayError('business', { upstream: { code: 0, msg: '库存不足' } }), undefined, fx);
    expect(fx.toast).toHaveBeenCalledWith('库存不足', 5);
    expect(fx.redirectToLogin).not.toHaveBeenCalled();
  });

  it('a burst of 401s clears the session and redirects once only', () => {
    const fx = effects({ value: true });
    for (let i = 0; i < 5; i++) handleError(gatewayError('unauthorized'), undefined, fx);
    expect(fx.clearSession).toHaveBeenCalledTimes(5);
    expect(fx.redirectToLogin).toHaveBeenCalledTimes(1);
    expect(fx.toast).not.toHaveBeenCalled();
  });

  it('does nothing for an opted-out call', () => {
    const fx = effects({ value: true });
    handleError(gatewayError('unauthorized'), { silentError: true }, fx);
    expect(fx.clearSession).not.toHaveBeenCalled();
    expect(fx.redirectToLogin).not.toHaveBeenCalled();
  });
});

describe('a business refusal that names a field', () => {
  const labels = { name: '角色名称', description: '角色描述', oldPassword: '原密码', newPassword: '新密码' };
  const refusal = (msg: string) => gatewayError('business', { upstream: { code: 0, msg } });

  it('is the form’s to show at that field: no toast when the form gave its labels', () => {
    expect(classify(refusal('角色名称「前台」已存在'), { formFields: ['name'], fieldLabels: labels })).toEqual({
      type: 'ignore',
      reason: 'fieldsMarked',
    });
    expect(fieldErrorsOf(refusal('角色名称「前台」已存在'), labels)).toEqual({ name: ['角色名称「前台」已存在'] });
    expect(fieldErrorsOf(refusal('原密码不正确'), labels)).toEqual({ oldPassword: ['原密码不正确'] });
  });

  it('goes to the field it names first; a message naming none is a toast as before', () => {
    expect(fieldNamedIn('新密码不能与原密码相同', labels)).toBe('newPassword');
    expect(fieldNamedIn('保存失败，请稍后再试', labels)).toBeUndefined();
    expect(classify(refusal('保存失败，请稍后再试'), { formFields: ['name'], fieldLabels: labels })).toMatchObject({
      type: 'toast',
    });
    // Without labels nothing changes: the upstream's message is a toast.
    expect(classify(refusal('角色名称「前台」已存在'))).toMatchObject({
      type: 'toast',
      text: '角色名称「前台」已存在',
    });
    expect(fieldErrorsOf(refusal('角色名称「前台」已存在'))).toEqual({});
  });
});

describe('retry policy', () => {
  const failed = (error: unknown, errorUpdatedAt: number) => ({ state: { error, errorUpdatedAt } });

  it('a query never asks again by itself, whatever failed', () => {
    for (const kind of ['notFound', 'network', 'timeout', 'business', 'unknownCode'] as const)
      for (const n of [0, 1, 2]) expect(retryQuery(n, gatewayError(kind))).toBe(false);
  });

  it('a not-found is final: a mount never asks again, however old the answer', () => {
    const gone = gatewayError('notFound', { upstream: { code: 404, msg: 'not found' } });
    expect(retryOnMount(failed(gone, 1_000), 1_000)).toBe(false);
    expect(retryOnMount(failed(gone, 1_000), 1_000 + 24 * 3600_000)).toBe(false);
  });

  it('another failure stands for a mount while it is fresh, and is asked again when the page opens anew', () => {
    const down = gatewayError('network');
    expect(retryOnMount(failed(down, 10_000), 10_000)).toBe(false);
    expect(retryOnMount(failed(down, 10_000), 10_000 + FAILURE_STANDS_MS - 1)).toBe(false);
    expect(retryOnMount(failed(down, 10_000), 10_000 + FAILURE_STANDS_MS)).toBe(true);
  });
});
