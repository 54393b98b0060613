import { checkHandlers } from './check.js';
import { clueHandlers } from './clue.js';
import { homeHandlers } from './home.js';
import { mediaHandlers } from './media.js';
import { categoryHandlers, officialHandlers } from './official.js';
import { sessionHandlers } from './session.js';
import type { Handlers } from './types.js';
import { profileHandlers, userHandlers } from './user.js';

/** Every call's handler, nested as the registry is; a missing one is a type error. */
export const handlers: Handlers = {
  session: sessionHandlers,
  user: userHandlers,
  profile: profileHandlers,
  home: homeHandlers,
  media: mediaHandlers,
  check: checkHandlers,
  clue: clueHandlers,
  category: categoryHandlers,
  ...officialHandlers,
};

/** The same handlers keyed by procedure name (`clue.list`), as the dispatcher looks them up. */
export function handlersByName(h: Handlers = handlers): Record<string, (input: unknown, ctx: never) => unknown> {
  const out: Record<string, (input: unknown, ctx: never) => unknown> = {};
  for (const [domain, group] of Object.entries(h)) {
    for (const [key, fn] of Object.entries(group as Record<string, (input: unknown, ctx: never) => unknown>)) {
      out[`${domain}.${key}`] = fn;
    }
  }
  return out;
}
