import type { CallContext } from '../../kit/handlers.js';
import { Rng } from '../../util/random.js';
import { formatDateTime } from '../../util/time.js';
import { clueOr404 } from './clue-view.js';

const ACTIONS: Array<[string, string[]]> = [
  ['浏览了', ['官网首页', '课程介绍：少儿编程', '课程介绍：美术绘画', '学员作品展', '校区地址']],
  ['报名了', ['暑期体验课', '周末试听课']],
  ['参与了', ['助力活动：免费体验课', '拼团：钢琴 4 节课', '抽奖：开学季大礼包']],
  ['领取了', ['50 元新人优惠券', '试听课兑换券']],
  ['分享了', ['学员作品展', '暑期招生海报']],
];

/**
 * A lead's WeChat interactions (pages viewed, activities joined). The business API collects these from its
 * mini-program; here they are derived from the lead id, so the same lead always shows the same history.
 */
export function interactionsOf(
  ctx: CallContext,
  q: { clewId: number; page: number; size: number; type?: number | undefined },
) {
  const row = clueOr404(ctx, q.clewId);
  const rng = new Rng(row.id * 7919);
  const count = rng.int(0, 18);
  const all = Array.from({ length: count }, (_, i) => {
    const kind = rng.int(0, ACTIONS.length - 1);
    const [action, targets] = ACTIONS[kind] as [string, string[]];
    const at = row.createdAt + ((ctx.now - row.createdAt) * (i + 1)) / (count + 1);
    return { id: row.id * 100 + i + 1, type: kind + 1, action, target: rng.pick(targets), at };
  })
    .filter((x) => q.type === undefined || x.type === q.type)
    .reverse();
  return {
    list: all.slice((q.page - 1) * q.size, q.page * q.size).map((x) => ({
      id: x.id,
      type: x.type,
      action: x.action,
      target: x.target,
      createTime: formatDateTime(x.at),
    })),
    total: all.length,
  };
}
