import { type SignAlgorithm, signingNonce, signingParams, signRequest } from '@console/contracts';

/** Adds `random`, `timestamp`, `clientId` and `sign` to a request's query (DESIGN.md section 3). */
export function signedQuery(input: {
  method: string;
  path: string;
  query: Record<string, string>;
  jsonBody?: unknown;
  clientId: string;
  secret: string;
  algorithm: SignAlgorithm;
}): URLSearchParams {
  const query: Record<string, string> = { ...input.query, ...stringify(signingNonce()), clientId: input.clientId };
  const sign = signRequest({
    method: input.method,
    path: input.path,
    params: signingParams(query, input.jsonBody),
    secret: input.secret,
    algorithm: input.algorithm,
  });
  return new URLSearchParams({ ...query, sign });
}

function stringify(o: Record<string, string | number>): Record<string, string> {
  return Object.fromEntries(Object.entries(o).map(([k, v]) => [k, String(v)]));
}
