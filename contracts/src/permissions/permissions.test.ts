import { describe, expect, it } from 'vitest';
import { callList } from '../registry.js';
import { CODES, codeOfPath, codesUnder, PERMISSIONS, permissionByCode, permissionList } from './codes.js';
import { allows, grantSet, type Need } from './needs.js';

const needed = (n: Need | null): number[] => (n?.kind === 'code' ? [...n.anyOf] : []);

describe('the permission table', () => {
  it('declares each code once, under a parent that exists, the spec’s codes as documented', () => {
    expect(permissionByCode.size).toBe(permissionList.length);
    for (const p of permissionList) {
      if (p.kind === 'module') expect(p.parent, p.key).toBeUndefined();
      else expect(PERMISSIONS[p.parent as keyof typeof PERMISSIONS], p.key).toBeDefined();
      if (p.kind === 'page') expect(PERMISSIONS[p.parent as keyof typeof PERMISSIONS].kind, p.key).toBe('module');
      if (p.kind !== 'button') expect(p.paths?.length, p.key).toBeGreaterThan(0);
    }
    expect(permissionList.filter((p) => p.documented).map((p) => p.code)).toEqual([400, 5002, 600, 900, 300109, 800]);
    expect(codeOfPath.size).toBe(permissionList.flatMap((p) => p.paths ?? []).length);
  });

  it('gives every money or personal-data action its own button code', () => {
    for (const key of [
      'orderRefund',
      'orderVerify',
      'orderExport',
      'assetsWithdraw',
      'assetsUserWithdraw',
      'promoteApprove',
      'promoteRules',
      'promoteParent',
      'roleCreate',
      'roleEdit',
      'roleDelete',
      'userCreate',
      'userDelete',
      'assetsPaySetting',
      'clueExport',
      'studyStudentExport',
    ] as const)
      expect(PERMISSIONS[key].kind, key).toBe('button');
  });

  it('lists what is under a module', () => {
    expect(codesUnder('setting', ['page'])).toEqual([8001, 8002, 8003, 8004]);
    expect(codesUnder('assets', ['button'])).toEqual([500201, 500202, 500203, 500204]);
  });
});

describe('what every call needs', () => {
  it('is declared for every call of the registry, with codes of the table', () => {
    expect(callList.filter((c) => c.need === null).map((c) => c.name)).toEqual([]);
    for (const c of callList) for (const code of needed(c.need)) expect(permissionByCode.has(code), c.name).toBe(true);
  });

  it('leaves only the ways in public', () => {
    expect(callList.filter((c) => c.need?.kind === 'public').map((c) => c.name)).toEqual([
      'session.login',
      'session.sendSms',
      'session.smsLogin',
      'session.qrcode',
      'session.qrLogin',
      'session.adminLogin',
    ]);
  });

  it('guards an action with each button code: a button and its call cannot disagree', () => {
    const guarding = new Set(callList.flatMap((c) => needed(c.need)));
    const idle = permissionList.filter((p) => p.kind === 'button' && !guarding.has(p.code)).map((p) => p.key);
    expect(idle).toEqual([]);
  });

  it('needs the button for the actions that move money, reveal phone numbers or grant rights', () => {
    const need = (name: string) => callList.find((c) => c.name === name)?.need;
    expect(need('order.refund')).toEqual({ kind: 'code', anyOf: [CODES.orderRefund] });
    expect(need('order.verify')).toEqual({ kind: 'code', anyOf: [CODES.orderVerify] });
    expect(need('order.export')).toEqual({ kind: 'code', anyOf: [CODES.orderExport] });
    expect(need('role.save')).toEqual({ kind: 'code', anyOf: [CODES.roleCreate, CODES.roleEdit] });
    expect(need('promoterRule.save')).toEqual({ kind: 'code', anyOf: [CODES.promoteRules] });
    expect(need('profile.changePassword')).toEqual({ kind: 'signedIn' });
  });
});

describe('allows', () => {
  const editor = grantSet({ roles: ['editor'], resources: ['400', '-900', '600'], permissions: ['400'] });
  it('counts resource codes by absolute value and lets the super role do anything', () => {
    expect(allows(editor, { kind: 'code', anyOf: [900] })).toBe(true);
    expect(allows(editor, { kind: 'code', anyOf: [CODES.orderRefund] })).toBe(false);
    expect(allows(grantSet({ roles: ['100'], resources: [], permissions: [] }), { kind: 'code', anyOf: [1] })).toBe(
      true,
    );
  });
  it('needs a session for all but public calls', () => {
    expect(allows(null, { kind: 'public' })).toBe(true);
    expect(allows(null, { kind: 'signedIn' })).toBe(false);
    expect(allows(editor, { kind: 'signedIn' })).toBe(true);
  });
});
