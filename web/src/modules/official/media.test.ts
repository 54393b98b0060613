import { describe, expect, it } from 'vitest';
import { formatDuration } from './media';

describe('durations', () => {
  it('reads as minutes and seconds, or hours when long', () => {
    expect(formatDuration(185)).toBe('3:05');
    expect(formatDuration(3723)).toBe('1:02:03');
    expect(formatDuration(0)).toBe('—');
    expect(formatDuration(null)).toBe('—');
  });
});
