import { signingParams, signRequest } from '@console/contracts';
import { describe, expect, it } from 'vitest';
import { signedQuery } from './signer.js';

describe('signedQuery', () => {
  const base = {
    method: 'POST',
    path: '/ajax/user/login',
    query: { clientType: '4' },
    clientId: 'browser-1234',
    secret: 's3cret-value',
    algorithm: 'sha256' as const,
  };

  it('adds random, timestamp, clientId and a sign the upstream can recompute', () => {
    const body = { username: 'a', password: 'b', list: [1, 2] };
    const q = Object.fromEntries(signedQuery({ ...base, jsonBody: body }));
    expect(q.clientId).toBe('browser-1234');
    expect(q.random).toMatch(/^[0-9a-f]{16}[0-9a-z]+$/);
    expect(Math.abs(Number(q.timestamp) - Date.now() / 1000)).toBeLessThan(5);
    const { sign, ...rest } = q;
    expect(sign).toBe(
      signRequest({ method: 'POST', path: base.path, params: signingParams(rest, body), secret: base.secret }),
    );
  });

  it('changes the sign when a body field changes, and never repeats random', () => {
    const a = signedQuery({ ...base, jsonBody: { username: 'a' } });
    const b = signedQuery({ ...base, jsonBody: { username: 'b' } });
    expect(a.get('random')).not.toBe(b.get('random'));
    const recomputed = signRequest({
      method: 'POST',
      path: base.path,
      params: signingParams(Object.fromEntries([...a].filter(([k]) => k !== 'sign')), { username: 'b' }),
      secret: base.secret,
    });
    expect(recomputed).not.toBe(a.get('sign'));
  });

  it('uses md5 when configured', () => {
    expect(signedQuery({ ...base, algorithm: 'md5' }).get('sign')).toMatch(/^[0-9a-f]{32}$/);
  });
});
