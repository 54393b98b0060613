import { callByName, type SessionContent } from '@console/contracts';
import type { LocalResolver } from '../trpc/router.js';
import type { UpstreamClient } from '../upstream/client.js';
import type { WhoCallsResolver } from './who-calls.js';

/**
 * `session.resources` as the page asks it: forwarded as it is, and its answer kept as who calls, so a role
 * changed in settings counts at the gateway the moment the person's page has read it (on focus, every few
 * minutes, after a refusal), and the menus and the gateway never disagree for the rest of the 30 seconds.
 */
export function grantsReadBy(upstream: UpstreamClient, who: WhoCallsResolver): LocalResolver {
  const entry = callByName.get('session.resources');
  if (!entry) throw new Error('session.resources is not in the registry');
  return async (input, caller, signal) => {
    const content = (await upstream.call(entry, input, caller, signal)) as SessionContent;
    if (caller.token) await who.learn(caller.token, content);
    return content;
  };
}
