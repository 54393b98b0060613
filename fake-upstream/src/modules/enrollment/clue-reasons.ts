import { fail, notFound } from '../../errors.js';
import type { Handlers } from '../../kit/handlers.js';
import { advance, checkVersion } from '../../kit/versioned.js';
import { cluesOf } from './state.js';

type ReasonCalls = Pick<Handlers['clue'], 'reasons' | 'reasonSave' | 'reasonDelete'>;

/** Transfer reasons: the choices the shift dialog offers; names are unique. */
export const reasonHandlers: ReasonCalls = {
  reasons: (_input, ctx) =>
    cluesOf(ctx)
      .reasons.slice()
      .sort((a, b) => a.sort - b.sort || a.id - b.id)
      .map((r) => ({ ...r })),

  reasonSave({ id, name, version }, ctx) {
    const c = cluesOf(ctx);
    if (c.reasons.some((r) => r.name === name && r.id !== id)) throw fail(`「${name}」已存在`);
    if (id !== undefined) {
      const row = c.reasons.find((r) => r.id === id);
      if (!row) throw notFound();
      checkVersion(row, version);
      row.name = name;
      advance(row);
      return { ...row };
    }
    const row = { id: ++c.seq.reason, name, sort: (c.reasons.at(-1)?.sort ?? 0) + 1, version: 1 };
    c.reasons.push(row);
    return { ...row };
  },

  reasonDelete({ id }, ctx) {
    const c = cluesOf(ctx);
    const at = c.reasons.findIndex((r) => r.id === id);
    if (at < 0) throw notFound();
    c.reasons.splice(at, 1);
    return null;
  },
};
