import { circle, circleMember, circlePost, JOIN_MODE, MEMBER_STATUS } from '@console/contracts';
import { describe, expect, it } from 'vitest';
import { ResourceStore } from '../../kit/store.js';
import { checkMute, checkPins, circleDeleteProblem, membersIn } from './rules.js';

function members(list: Array<[circleId: number, status: number]>) {
  const store = new ResourceStore(circleMember, {}, () => 0);
  for (const [circleId, status] of list) store.seed({ circleId, status, nickname: '成员', muted: '0' }, 0);
  return store.all();
}

describe('circle rules', () => {
  it('keeps a paid circle while it has members, not a free one', () => {
    const store = new ResourceStore(circle, {}, () => 0);
    const paid = store.seed({ name: '钢琴进阶交流圈', joinMode: JOIN_MODE.paid }, 0);
    const free = store.seed({ name: '书法每日一练', joinMode: JOIN_MODE.free }, 0);
    const rows = members([
      [paid.id, MEMBER_STATUS.joined],
      [paid.id, MEMBER_STATUS.joined],
      [paid.id, MEMBER_STATUS.pending],
      [free.id, MEMBER_STATUS.joined],
    ]);
    expect(membersIn(rows, paid.id, MEMBER_STATUS.joined)).toBe(2);
    expect(circleDeleteProblem(paid, rows)).toBe('付费圈子「钢琴进阶交流圈」还有 2 名成员，不能删除');
    expect(circleDeleteProblem(free, rows)).toBeNull();
    expect(circleDeleteProblem(paid, [])).toBeNull();
  });

  it('mutes only members who joined; unmuting is always allowed', () => {
    const [joined, pending] = members([
      [1, MEMBER_STATUS.joined],
      [1, MEMBER_STATUS.pending],
    ]) as [never, never];
    expect(() => checkMute([joined], '1')).not.toThrow();
    expect(() => checkMute([joined, pending], '1')).toThrow('只有已加入的成员可以禁言');
    expect(() => checkMute([pending], '0')).not.toThrow();
  });

  it('pins at most three posts a circle', () => {
    const store = new ResourceStore(circlePost, {}, () => 0);
    const post = (circleId: number, isTop: '0' | '1') => store.seed({ circleId, isTop, content: '帖子' }, 0);
    const a = [post(1, '1'), post(1, '1'), post(1, '0'), post(1, '0')];
    const b = post(2, '0');
    expect(() => checkPins(store.all(), [a[2] as never, b], '1')).not.toThrow();
    expect(() => checkPins(store.all(), [a[2] as never, a[3] as never], '1')).toThrow('每个圈子最多置顶 3 条帖子');
    expect(() =>
      checkPins(store.all(), [a[0] as never, a[1] as never, a[2] as never, a[3] as never], '0'),
    ).not.toThrow();
  });
});
