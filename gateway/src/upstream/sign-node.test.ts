import { type SignAlgorithm, type SignParams, signRequest } from '@console/contracts';
import { describe, expect, it } from 'vitest';
import { nodeNonce, signRequestNode } from './sign-node.js';

/** A small deterministic generator, so a failure names the same case every run. */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const ALPHABET = [
  'a',
  'Z',
  '0',
  ' ',
  '&',
  '=',
  '%',
  '+',
  '/',
  '?',
  '中',
  '文',
  '😀',
  '\n',
  '"',
  '{',
  '}',
  'é',
  '\u0000',
];

function text(next: () => number, max = 24): string {
  let out = '';
  const n = Math.floor(next() * max);
  for (let i = 0; i < n; i++) out += ALPHABET[Math.floor(next() * ALPHABET.length)];
  return out;
}

function params(next: () => number): SignParams {
  const p: SignParams = {};
  const n = Math.floor(next() * 8);
  for (let i = 0; i < n; i++) {
    const r = next();
    p[text(next, 8) || `k${i}`] =
      r < 0.5 ? text(next) : r < 0.7 ? Math.floor(next() * 1e6) : r < 0.8 ? next() < 0.5 : r < 0.9 ? null : undefined;
  }
  return p;
}

describe('node:crypto signing', () => {
  it.each(['sha256', 'md5'] as SignAlgorithm[])('gives the same %s sign as contracts (crypto-js)', (algorithm) => {
    const next = rng(algorithm === 'md5' ? 7 : 11);
    for (let i = 0; i < 2000; i++) {
      const input = {
        method: next() < 0.5 ? 'get' : 'POST',
        path: `/ajax/${text(next, 10)}`,
        params: params(next),
        secret: text(next, 40) || 'secret',
        algorithm,
      };
      expect(signRequestNode(input), JSON.stringify(input)).toBe(signRequest(input));
    }
  });

  it('defaults to sha256 like contracts', () => {
    const input = { method: 'GET', path: '/index/data', params: { clientType: 1, page: '1' }, secret: 's3cret' };
    expect(signRequestNode(input)).toBe(signRequest(input));
    expect(signRequestNode(input)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('makes nonces in the contracts format that do not repeat', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 5000; i++) {
      const n = nodeNonce(1_700_000_000_123);
      expect(n.random).toMatch(/^[0-9a-f]{16}[0-9a-z]+$/);
      expect(n.timestamp).toBe(1_700_000_000);
      seen.add(n.random);
    }
    expect(seen.size).toBe(5000);
  });
});
