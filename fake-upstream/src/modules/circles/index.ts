import { circle, circleKnowledge, circleMember, circlePost, circlesContracts } from '@console/contracts';
import { refuseAny } from '../../errors.js';
import type { CallContext } from '../../kit/handlers.js';
import { defineFakeModule } from '../../kit/module.js';
import { resourceHandlers } from '../../kit/resource-handlers.js';
import { checkMute, checkPins, circleDeleteProblem } from './rules.js';
import { circlesState } from './state.js';
import { knowledgeSeries, lastDays, totalsOf } from './stats.js';

export { circlesState };

const storesOf = (ctx: CallContext) => circlesState.of(ctx);
const circles = resourceHandlers(circle, (ctx) => storesOf(ctx).circles, {});
const members = resourceHandlers(circleMember, (ctx) => storesOf(ctx).members, {});
const posts = resourceHandlers(circlePost, (ctx) => storesOf(ctx).posts, {});

/** A circle goes with its members, posts and knowledge items, unless it is a paid one with members. */
function removeCircles(ids: readonly number[], ctx: CallContext): null {
  const s = storesOf(ctx);
  refuseAny(ids.map((id) => circleDeleteProblem(s.circles.get(id), s.members.all())));
  s.circles.remove(ids);
  const gone = new Set(ids);
  for (const store of [s.members, s.posts, s.knowledge])
    store.remove(
      store
        .all()
        .filter((r) => gone.has(Number(r.values.circleId)))
        .map((r) => r.id),
    );
  return null;
}

/**
 * Knowledge circles (/circles): the generic store, with the upstream's rules on top — a paid circle with
 * members cannot be deleted, only members who joined can be muted, at most three posts are pinned, and a
 * knowledge item's data page reads its daily figures.
 */
export const circlesFake = defineFakeModule(circlesContracts, {
  state: circlesState,
  handlers: {
    circle: {
      ...circles,
      remove: ({ id }, ctx) => removeCircles([id], ctx),
      removeMany: ({ ids }, ctx) => removeCircles(ids, ctx),
    },
    circleMember: {
      ...members,
      setMuted: (input, ctx) => {
        checkMute(
          input.ids.map((id) => storesOf(ctx).members.get(id)),
          input.value,
        );
        return members.setMuted(input, ctx);
      },
    },
    circlePost: {
      ...posts,
      setTop: (input, ctx) => {
        const store = storesOf(ctx).posts;
        checkPins(
          store.all(),
          input.ids.map((id) => store.get(id)),
          input.value,
        );
        return posts.setTop(input, ctx);
      },
    },
    circleKnowledge: resourceHandlers(circleKnowledge, (ctx) => storesOf(ctx).knowledge, {
      stats: ({ id, days }, ctx) => {
        const row = storesOf(ctx).knowledge.get(id);
        const series = knowledgeSeries(row.id, row.createdAt, ctx.now);
        return {
          id: row.id,
          title: String(row.values.title),
          type: Number(row.values.type),
          circleId: Number(row.values.circleId),
          ...totalsOf(series),
          daily: lastDays(series, days, ctx.now),
        };
      },
    }),
  },
});
