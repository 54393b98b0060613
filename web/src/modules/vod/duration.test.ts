import { describe, expect, it } from 'vitest';
import { formatDuration, formatSize } from './duration';

describe('durations and sizes', () => {
  it('reads minutes and seconds, and hours when there are some', () => {
    expect(formatDuration(187)).toBe('3:07');
    expect(formatDuration(59.6)).toBe('1:00');
    expect(formatDuration(3725)).toBe('1:02:05');
    expect(formatDuration(0)).toBe('—');
    expect(formatDuration(null)).toBe('—');
    expect(formatDuration(Number.NaN)).toBe('—');
  });

  it('reads KB, MB and GB', () => {
    expect(formatSize(300)).toBe('1 KB');
    expect(formatSize(820 * 1024)).toBe('820 KB');
    expect(formatSize(48.64 * 1024 * 1024)).toBe('48.6 MB');
    expect(formatSize(1.5 * 1024 ** 3)).toBe('1.50 GB');
    expect(formatSize(undefined)).toBe('—');
  });
});
