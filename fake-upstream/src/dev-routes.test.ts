import { describe, expect, it } from 'vitest';
import { demoAccountList } from './dev-routes.js';
import { verifyImpersonation } from './impersonation.js';
import { testState } from './kit/testing.js';

const NOW = Date.UTC(2026, 11, 7, 2, 0, 0);

describe('demo impersonation links', () => {
  it('differ each time they are asked for, even within one second, and each one is valid', () => {
    const state = testState(NOW);
    const links = [0, 1, 2].map(() => demoAccountList(state, 'secret')[0]?.impersonation ?? '');
    expect(new Set(links).size).toBe(3);
    for (const link of links) {
      const q = new URL(link, 'http://console').searchParams;
      const input = { id: q.get('id') ?? '', ss: q.get('ss') ?? '', tt: q.get('tt') ?? '' };
      expect(verifyImpersonation(input, 'secret', NOW)).toBe(true);
    }
  });
});
