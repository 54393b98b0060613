import { MSG_EXTRA, signingParams, signRequest } from '@console/contracts';
import { describe, expect, it } from 'vitest';
import { RANDOM_WINDOW_MS, SignatureVerifier } from './signature.js';

const SECRET = 'unit-test-secret';

function signed(query: Record<string, string>, body?: unknown, secret = SECRET) {
  const sign = signRequest({ method: 'POST', path: '/ajax/x', params: signingParams(query, body), secret });
  return { method: 'POST', path: '/ajax/x', query: { ...query, sign }, jsonBody: body };
}

describe('SignatureVerifier', () => {
  let clock = 1_800_000_000_000;
  const verifier = () => new SignatureVerifier(SECRET, 'sha256', () => clock);
  const ts = () => String(Math.floor(clock / 1000));

  it('accepts a good signature over query and JSON body', () => {
    expect(
      verifier().verify(signed({ random: 'a1', timestamp: ts(), clientId: 'c' }, { name: '张三', ids: [1, 2] })),
    ).toBeNull();
  });

  it('refuses a body changed after signing, a wrong secret and missing fields', () => {
    const v = verifier();
    const req = signed({ random: 'b1', timestamp: ts(), clientId: 'c' }, { name: '张三' });
    expect(v.verify({ ...req, jsonBody: { name: '李四' } })).toBe(MSG_EXTRA.badSignature);
    expect(v.verify(signed({ random: 'b2', timestamp: ts(), clientId: 'c' }, undefined, 'other'))).toBe(
      MSG_EXTRA.badSignature,
    );
    expect(v.verify({ method: 'GET', path: '/x', query: { random: 'b3', timestamp: ts() } })).toBe(
      MSG_EXTRA.badSignature,
    );
  });

  it('refuses timestamps more than 300 s off and accepts 300 s exactly', () => {
    const v = verifier();
    const t = Math.floor(clock / 1000);
    expect(v.verify(signed({ random: 'c1', timestamp: String(t - 300), clientId: 'c' }))).toBeNull();
    expect(v.verify(signed({ random: 'c2', timestamp: String(t - 301), clientId: 'c' }))).toBe(
      MSG_EXTRA.staleTimestamp,
    );
    expect(v.verify(signed({ random: 'c3', timestamp: String(t + 301), clientId: 'c' }))).toBe(
      MSG_EXTRA.staleTimestamp,
    );
    expect(v.verify(signed({ random: 'c4', timestamp: 'soon', clientId: 'c' }))).toBe(MSG_EXTRA.staleTimestamp);
  });

  it('refuses a reused random inside the window and forgets it after', () => {
    const v = verifier();
    expect(v.verify(signed({ random: 'd1', timestamp: ts(), clientId: 'c' }))).toBeNull();
    expect(v.verify(signed({ random: 'd1', timestamp: ts(), clientId: 'c' }))).toBe(MSG_EXTRA.reusedRandom);
    clock += RANDOM_WINDOW_MS + 1000;
    expect(v.verify(signed({ random: 'd2', timestamp: ts(), clientId: 'c' }))).toBeNull();
    expect(v.verify(signed({ random: 'd1', timestamp: ts(), clientId: 'c' }))).toBeNull();
  });

  it('still refuses a replay that passes the timestamp check when a generation ended in between', () => {
    const v = verifier();
    clock += RANDOM_WINDOW_MS / 2 - 1000;
    expect(v.verify(signed({ random: 'e1', timestamp: ts(), clientId: 'c' }))).toBeNull();
    clock += 300_000;
    expect(v.verify(signed({ random: 'e2', timestamp: ts(), clientId: 'c' }))).toBeNull();
    expect(v.verify(signed({ random: 'e1', timestamp: ts(), clientId: 'c' }))).toBe(MSG_EXTRA.reusedRandom);
  });

  it('forgets whole generations, so what it remembers stays bounded by the window', () => {
    const v = verifier();
    for (let i = 0; i < 50; i++)
      expect(v.verify(signed({ random: `f${i}`, timestamp: ts(), clientId: 'c' }))).toBeNull();
    expect(v.remembered).toBe(50);
    clock += RANDOM_WINDOW_MS / 2;
    expect(v.verify(signed({ random: 'g1', timestamp: ts(), clientId: 'c' }))).toBeNull();
    expect(v.remembered).toBe(51);
    clock += RANDOM_WINDOW_MS / 2;
    expect(v.verify(signed({ random: 'g2', timestamp: ts(), clientId: 'c' }))).toBeNull();
    expect(v.remembered).toBe(2);
  });
});
