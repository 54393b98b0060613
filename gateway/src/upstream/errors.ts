import { CODE, type Envelope, type ErrorKind, MSG, MSG_EXTRA } from '@console/contracts';
import { GatewayError } from '@console/contracts/router';
import { GATEWAY_MSG } from '../http/messages.js';

/** Turns a non-success envelope into the typed error of docs/ARCHITECTURE.md ("Errors, end to end"). */
export function envelopeError(env: Envelope, call: string): GatewayError {
  const msg = env.msg ?? '';
  switch (env.code) {
    case CODE.business:
      return new GatewayError('UNPROCESSABLE_CONTENT', msg || MSG_EXTRA.badInput, {
        kind: 'business',
        upstream: { code: env.code, msg },
        call,
      });
    case CODE.unauthorized:
      return new GatewayError('UNAUTHORIZED', msg || MSG_EXTRA.sessionExpired, {
        kind: 'unauthorized',
        upstream: { code: env.code, msg },
        call,
      });
    case CODE.forbidden:
      return forbiddenError(call, msg);
    case CODE.notFound:
      return new GatewayError('NOT_FOUND', msg || MSG_EXTRA.notFound, {
        kind: 'notFound',
        upstream: { code: env.code, msg },
        call,
      });
    case CODE.conflict:
      return new GatewayError('CONFLICT', msg || MSG_EXTRA.conflict, {
        kind: 'conflict',
        upstream: { code: env.code, msg },
        call,
      });
    default:
      return new GatewayError('BAD_GATEWAY', MSG.unknownCode, {
        kind: 'unknownCode',
        upstream: { code: env.code, msg },
        call,
      });
  }
}

/** A call the session's roles do not grant: refused by the gateway before forwarding, or by the upstream. */
export function forbiddenError(call: string, upstreamMsg?: string): GatewayError {
  return new GatewayError('FORBIDDEN', MSG_EXTRA.forbidden, {
    kind: 'forbidden',
    ...(upstreamMsg === undefined ? {} : { upstream: { code: CODE.forbidden, msg: upstreamMsg } }),
    call,
  });
}

const TIMEOUT_CODES = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT', 'UND_ERR_CONNECT_TIMEOUT']);

/** Connection-level failures: refused, reset, closed, timed out. */
export function transportError(err: unknown, call: string): GatewayError {
  const code = typeof err === 'object' && err && 'code' in err ? String(err.code) : '';
  const kind: ErrorKind = TIMEOUT_CODES.has(code) ? 'timeout' : 'network';
  return new GatewayError(
    kind === 'timeout' ? 'GATEWAY_TIMEOUT' : 'SERVICE_UNAVAILABLE',
    kind === 'timeout' ? MSG_EXTRA.timeout : MSG.network,
    {
      kind,
      call,
    },
  );
}

/** The upstream answered something that is not an envelope at all. */
export function malformedError(call: string, status: number): GatewayError {
  return new GatewayError('BAD_GATEWAY', MSG.unknownCode, {
    kind: 'unknownCode',
    upstream: { code: status, msg: GATEWAY_MSG.malformedUpstream },
    call,
  });
}
