import { type SignAlgorithm, signingParams } from '@console/contracts';
import { nodeNonce, signRequestNode } from './sign-node.js';

export interface SignInput {
  method: string;
  path: string;
  query: Record<string, string>;
  jsonBody?: unknown;
  clientId: string;
  secret: string;
  algorithm: SignAlgorithm;
}

/** A request's query with `random`, `timestamp`, `clientId` and `sign` added (docs/ARCHITECTURE.md ("A request, end to end")). */
export function signedParams(input: SignInput): Record<string, string> {
  const nonce = nodeNonce();
  const query: Record<string, string> = { ...input.query };
  query.random = nonce.random;
  query.timestamp = String(nonce.timestamp);
  query.clientId = input.clientId;
  query.sign = signRequestNode({
    method: input.method,
    path: input.path,
    params: signingParams(query, input.jsonBody),
    secret: input.secret,
    algorithm: input.algorithm,
  });
  return query;
}

export function signedQuery(input: SignInput): URLSearchParams {
  return new URLSearchParams(signedParams(input));
}

/** `k=v&…` with every key and value percent-encoded; what URLSearchParams writes, minus its object. */
export function queryString(params: Record<string, string>): string {
  let out = '';
  for (const k of Object.keys(params)) {
    if (out) out += '&';
    out += `${encodeURIComponent(k)}=${encodeURIComponent(params[k] as string)}`;
  }
  return out;
}
