import { describe, expect, it } from 'vitest';
import { type PromoterLink, parentProblem, reviewProblem } from './rules.js';

const links = (rows: PromoterLink[]) => new Map(rows.map((r) => [r.id, r]));
// 1 ← 2 ← 3 (3 was brought by 2, 2 by 1); 4 stands alone; 5 lost the qualification.
const tree = links([
  { id: 1, parentId: 0, qualified: '1' },
  { id: 2, parentId: 1, qualified: '1' },
  { id: 3, parentId: 2, qualified: '1' },
  { id: 4, parentId: 0, qualified: '1' },
  { id: 5, parentId: 0, qualified: '0' },
]);

describe('parentProblem', () => {
  it('lets a promoter go under another who promotes', () => {
    expect(parentProblem(tree, 4, 3)).toBeNull();
    expect(parentProblem(tree, 3, 1)).toBeNull();
  });
  it('refuses the promoter themself, a missing parent and one without the qualification', () => {
    expect(parentProblem(tree, 4, 4)).toBe('不能将自己设为上级推广人');
    expect(parentProblem(tree, 4, 99)).toBe('所选上级推广人不存在，请刷新后重试');
    expect(parentProblem(tree, 4, 5)).toBe('所选上级推广人已取消推广资格');
  });
  it('refuses anyone below the promoter, however deep', () => {
    expect(parentProblem(tree, 1, 2)).toBe('不能选择自己的下级作为上级推广人');
    expect(parentProblem(tree, 1, 3)).toBe('不能选择自己的下级作为上级推广人');
  });
});

describe('reviewProblem', () => {
  it('decides only pending applications', () => {
    expect(reviewProblem('pending')).toBeNull();
    expect(reviewProblem('approved')).toBe('该申请已审核，请刷新后重试');
    expect(reviewProblem('rejected')).toBe('该申请已审核，请刷新后重试');
  });
});
