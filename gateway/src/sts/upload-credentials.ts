import { CODE, MSG, type OssCredentials } from '@console/contracts';
import { GatewayError } from '@console/contracts/router';
import type { WhoCallsResolver } from '../access/who-calls.js';
import { GATEWAY_MSG } from '../http/messages.js';
import type { Caller } from '../trpc/router.js';
import type { CancelSignal } from '../upstream/cancel.js';
import { envelopeError } from '../upstream/errors.js';
import type { StsIssuer } from './issuer.js';

const CALL = 'media.ossSign';

/**
 * `media.ossSign` answered by the gateway: credentials for the caller's own shop folder. The shop comes from
 * who calls (the session's grants, cached per token), so a page's credentials cost no upstream call after its
 * first; a session whose upstream names no shop gets no credentials rather than a folder shared with others.
 */
export async function uploadCredentials(
  sts: StsIssuer,
  who: WhoCallsResolver,
  caller: Caller,
  signal: CancelSignal | undefined,
): Promise<OssCredentials> {
  const token = caller.token;
  if (!token) throw envelopeError({ code: CODE.unauthorized }, CALL);
  const { shopId } = await who.resolve({ ...caller, token }, signal);
  if (shopId === null)
    throw new GatewayError('BAD_GATEWAY', MSG.unknownCode, {
      kind: 'badOutput',
      upstream: { code: 0, msg: GATEWAY_MSG.noShop },
      call: CALL,
    });
  return sts.issue(shopId);
}
