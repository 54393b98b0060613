import { describe, expect, it } from 'vitest';
import { OssFaults, OssPartLog } from './oss-log.js';

describe('OSS emulator faults and part log', () => {
  it('drops the matching part requests as many times as asked', () => {
    const faults = new OssFaults();
    faults.add({ partNumber: 2, times: 1 });
    faults.add({ times: 1 });
    expect(faults.take(3)).toBe(true);
    expect(faults.take(3)).toBe(false);
    expect(faults.take(2)).toBe(true);
    expect(faults.take(2)).toBe(false);
  });

  it('keeps the parts it saw until cleared', () => {
    const log = new OssPartLog();
    log.add({ uploadId: 'u', key: 'k', partNumber: 1, bytes: 10, at: 1, outcome: 'stored' });
    expect(log.list()).toHaveLength(1);
    log.clear();
    expect(log.list()).toHaveLength(0);
  });
});
