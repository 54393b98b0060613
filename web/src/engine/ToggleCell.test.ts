import { describe, expect, it } from 'vitest';
import { toggleMessage } from './ToggleCell';

describe('toggle cell', () => {
  it('tells by the field’s label, or in the page’s own words', () => {
    expect(toggleMessage('前台展示', true)).toBe('已开启前台展示');
    expect(toggleMessage('前台展示', false)).toBe('已关闭前台展示');
    const shelf = { on: '已上架', off: '已下架' };
    expect(toggleMessage('上架', true, shelf)).toBe('已上架');
    expect(toggleMessage('上架', false, shelf)).toBe('已下架');
  });
});
