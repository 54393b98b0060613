import { CIRCLE_LIMITS, JOIN_MODE, MEMBER_STATUS } from '@console/contracts';
import { fail } from '../../errors.js';
import type { StoredRow } from '../../kit/store.js';

/** Members of a circle in one state. */
export function membersIn(members: readonly StoredRow[], circleId: number, status: number): number {
  return members.filter((m) => m.values.circleId === circleId && m.values.status === status).length;
}

/** Why a circle cannot be deleted: a paid circle still has members who paid to be in it. */
export function circleDeleteProblem(circle: StoredRow, members: readonly StoredRow[]): string | null {
  if (circle.values.joinMode !== JOIN_MODE.paid) return null;
  const n = membersIn(members, circle.id, MEMBER_STATUS.joined);
  return n > 0 ? `付费圈子「${String(circle.values.name)}」还有 ${n} 名成员，不能删除` : null;
}

/** Only members who are in the circle can be muted (a request or a refused one has nothing to say there). */
export function checkMute(rows: readonly StoredRow[], value: '0' | '1'): void {
  if (value === '1' && rows.some((r) => r.values.status !== MEMBER_STATUS.joined))
    throw fail('只有已加入的成员可以禁言');
}

/** A circle shows at most three pinned posts: pinning more is refused, naming the limit. */
export function checkPins(posts: readonly StoredRow[], pinning: readonly StoredRow[], value: '0' | '1'): void {
  if (value !== '1') return;
  const ids = new Set(pinning.map((p) => p.id));
  const circles = new Set(pinning.map((p) => Number(p.values.circleId)));
  for (const circleId of circles) {
    const pinned = posts.filter(
      (p) => p.values.circleId === circleId && (p.values.isTop === '1' || ids.has(p.id)),
    ).length;
    if (pinned > CIRCLE_LIMITS.pinnedPosts) throw fail(`每个圈子最多置顶 ${CIRCLE_LIMITS.pinnedPosts} 条帖子`);
  }
}
