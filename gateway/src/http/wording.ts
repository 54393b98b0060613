import type { ErrorKind } from '@console/contracts';
import { GatewayError } from '@console/contracts/router';
import type { TRPCError } from '@trpc/server/unstable-core-do-not-import';
import type { FastifyError } from 'fastify';
import { GATEWAY_MSG } from './messages.js';

type Code = TRPCError['code'];
interface Wording {
  message: string;
  kind: ErrorKind;
}

/** What a refusal of the gateway's own says, by tRPC code (the classification every error carries). */
const BY_CODE: Partial<Record<Code, Wording>> = {
  PARSE_ERROR: { message: GATEWAY_MSG.notJson, kind: 'badInput' },
  BAD_REQUEST: { message: GATEWAY_MSG.badRequest, kind: 'badInput' },
  NOT_FOUND: { message: GATEWAY_MSG.procedureNotFound, kind: 'notFound' },
  METHOD_NOT_SUPPORTED: { message: GATEWAY_MSG.methodNotAllowed, kind: 'badInput' },
  UNSUPPORTED_MEDIA_TYPE: { message: GATEWAY_MSG.unsupportedType, kind: 'badInput' },
  PAYLOAD_TOO_LARGE: { message: GATEWAY_MSG.tooLarge, kind: 'badInput' },
  TIMEOUT: { message: GATEWAY_MSG.requestTimeout, kind: 'timeout' },
  TOO_MANY_REQUESTS: { message: GATEWAY_MSG.tooManyRequests, kind: 'rateLimited' },
  UNAUTHORIZED: { message: GATEWAY_MSG.unauthorized, kind: 'unauthorized' },
  FORBIDDEN: { message: GATEWAY_MSG.forbidden, kind: 'forbidden' },
  CLIENT_CLOSED_REQUEST: { message: GATEWAY_MSG.cancelled, kind: 'network' },
  SERVICE_UNAVAILABLE: { message: GATEWAY_MSG.unavailable, kind: 'network' },
  GATEWAY_TIMEOUT: { message: GATEWAY_MSG.requestTimeout, kind: 'timeout' },
};
const INTERNAL: Wording = { message: GATEWAY_MSG.internal, kind: 'unknownCode' };

export function gatewayErrorOf(code: Code, message?: string): GatewayError {
  const w = BY_CODE[code] ?? INTERNAL;
  return new GatewayError(code, message ?? w.message, { kind: w.kind });
}

const hasIssues = (cause: unknown) =>
  !!cause && typeof cause === 'object' && 'issues' in cause && Array.isArray(cause.issues);

/**
 * tRPC's own errors (a body that is not JSON, an unknown procedure, a wrong method or content type) and any
 * unexpected failure carry English text or an internal message; they are answered in the gateway's words.
 * Classified errors and failed input parses (their per-field zh-CN messages) are kept as they are.
 */
export function localised(error: TRPCError): TRPCError {
  if (error instanceof GatewayError || hasIssues(error.cause)) return error;
  // tRPC answers a body or an input that does not parse as BAD_REQUEST with the SyntaxError's text.
  if (error.cause instanceof SyntaxError) return gatewayErrorOf(error.code, GATEWAY_MSG.notJson);
  return gatewayErrorOf(error.code);
}

const STATUS_CODES: Record<number, Code> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_SUPPORTED',
  408: 'TIMEOUT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
  499: 'CLIENT_CLOSED_REQUEST',
  503: 'SERVICE_UNAVAILABLE',
  504: 'GATEWAY_TIMEOUT',
};

/** A Fastify error (body parsing, limits, bad URLs) in the gateway's classification and words. */
export function fastifyError(err: FastifyError): GatewayError {
  switch (err.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return gatewayErrorOf('PARSE_ERROR');
    case 'FST_ERR_BAD_URL':
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return gatewayErrorOf('BAD_REQUEST', GATEWAY_MSG.badUrl);
  }
  const status = err.statusCode ?? 500;
  if (status === 404) return gatewayErrorOf('NOT_FOUND', GATEWAY_MSG.pathNotFound);
  return gatewayErrorOf(STATUS_CODES[status] ?? (status < 500 ? 'BAD_REQUEST' : 'INTERNAL_SERVER_ERROR'));
}
