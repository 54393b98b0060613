import { describe, expect, it } from 'vitest';
import { validityOf } from './validity';

describe('trial course validity', () => {
  it('is upcoming before its first day, open through its last, ended after', () => {
    expect(validityOf('2026-03-01', '2026-03-31', '2026-02-28')).toBe('upcoming');
    expect(validityOf('2026-03-01', '2026-03-31', '2026-03-01')).toBe('open');
    expect(validityOf('2026-03-01', '2026-03-31', '2026-03-31')).toBe('open');
    expect(validityOf('2026-03-01', '2026-03-31', '2026-04-01')).toBe('ended');
  });
});
