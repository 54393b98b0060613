import { describe, expect, it } from 'vitest';
import { pathParams } from './define.js';
import { callByName, callList } from './registry.js';

describe('call registry', () => {
  it('names every call once and never repeats a method and path', () => {
    expect(new Set(callList.map((c) => c.name)).size).toBe(callList.length);
    expect(new Set(callList.map((c) => `${c.def.method} ${c.def.path}`)).size).toBe(callList.length);
  });

  it('declares a route for every call that is not a tRPC procedure', () => {
    for (const c of callList) if (c.def.transport !== 'trpc') expect(c.def.route, c.name).toMatch(/^\/api\//);
  });

  it('has an input field for every path parameter', () => {
    for (const c of callList) {
      const shape = (c.def.input as unknown as { shape?: Record<string, unknown> }).shape ?? {};
      for (const p of pathParams(c.def.path)) expect(Object.keys(shape), c.name).toContain(p);
    }
  });

  it('takes clue paths under /ajax/clew/ literally and maps the hidden session paths', () => {
    expect(callByName.get('clue.remove')?.def.path).toBe('/ajax/clew/clew/del');
    expect(callByName.get('session.login')?.def.path).toBe('/ajax/user/login');
    expect(callByName.get('session.smsLogin')?.def.path).toBe('/ajax/user/sms/login');
    expect(callByName.get('session.qrLogin')?.def.path).toBe('/ajax/user/qrcode/login');
    expect(callByName.get('session.adminLogin')?.def.path).toBe('/ajax/user/index-admin');
    expect(callByName.get('session.logout')?.def.path).toBe('/user/logout');
  });

  it('injects the clientType and type rules of spec §7', () => {
    const inject = (name: string, productId: 1 | 2 | 3) => callByName.get(name)?.def.injectQuery?.({ productId });
    expect([1, 2, 3].map((p) => inject('home.indexData', p as 1 | 2 | 3))).toEqual([
      { clientType: 1 },
      { clientType: 1 },
      { clientType: 4 },
    ]);
    expect([1, 2, 3].map((p) => inject('clue.add', p as 1 | 2 | 3))).toEqual([
      { clientType: 1 },
      { clientType: 2 },
      { clientType: 4 },
    ]);
    expect([1, 2, 3].map((p) => inject('clue.importList', p as 1 | 2 | 3))).toEqual([
      { clientType: 1 },
      { clientType: 1 },
      { clientType: 4 },
    ]);
    expect([1, 2, 3].map((p) => inject('media.wechatQrCode', p as 1 | 2 | 3))).toEqual([{}, {}, { clientType: 4 }]);
    expect([1, 2, 3].map((p) => inject('clue.list', p as 1 | 2 | 3))).toEqual([{ type: 1 }, { type: 2 }, { type: 3 }]);
    expect(callByName.get('session.resources')?.def.input.parse(undefined)).toEqual({ type: 1 });
  });

  it('gives downloads the long timeout and calls the short one', () => {
    expect(callByName.get('clue.exportList')?.def.timeoutMs).toBe(5_000_000);
    expect(callByName.get('clue.list')?.def.timeoutMs).toBe(50_000);
  });

  it('knows which calls change state: every GET whose path acts says so, and no read does', () => {
    const acts =
      /\/(delete|del|deleteToRecycle|restore|updateSort|updateIsPro|sendSMS|send\w+|edit\w+|switch|save)(\/|$)/;
    const silent = callList.filter((c) => c.def.method === 'GET' && acts.test(c.def.path) && !c.def.changes);
    expect(silent.map((c) => c.name)).toEqual([]);
    expect(callList.filter((c) => c.def.method !== 'GET' && !c.def.changes).map((c) => c.name)).toEqual([]);
    expect(callByName.get('teacher.remove')?.def.changes).toBe(true);
    expect(callByName.get('teacher.list')?.def.changes).toBe(false);
  });
});
