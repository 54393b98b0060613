import CryptoJS from 'crypto-js';

/**
 * Request signing (spec §9, docs/ARCHITECTURE.md ("A request, end to end")). Every request carries `random`, `timestamp`
 * (seconds) and `clientId`; the parameters are sorted by name, joined as `k=v` with `&`, then joined with
 * the method, the path and the secret, and hashed into `sign`.
 * Works the same in Node and in the browser (crypto-js), so the fake upstream verifies with this very code.
 */
export type SignAlgorithm = 'sha256' | 'md5';
export const SIGN_ALGORITHMS: readonly SignAlgorithm[] = ['sha256', 'md5'];

export type SignParams = Record<string, string | number | boolean | null | undefined>;

export function canonicalParams(params: SignParams): string {
  // One pass over the sorted names: every upstream call of the gateway is signed through here.
  let out = '';
  for (const k of Object.keys(params).sort()) {
    const v = params[k];
    if (k === 'sign' || v === undefined || v === null) continue;
    out += out ? `&${k}=${String(v)}` : `${k}=${String(v)}`;
  }
  return out;
}

export function signRequest(input: {
  method: string;
  path: string;
  params: SignParams;
  secret: string;
  algorithm?: SignAlgorithm;
}): string {
  const text = [input.method.toUpperCase(), input.path, canonicalParams(input.params), input.secret].join('&');
  const hash = input.algorithm === 'md5' ? CryptoJS.MD5(text) : CryptoJS.SHA256(text);
  return hash.toString(CryptoJS.enc.Hex);
}

/**
 * The values a signed request adds. `random` must never repeat within the upstream's window, so it holds
 * 16 random hex digits plus a counter.
 */
let counter = 0;
export function signingNonce(now: number = Date.now()): { random: string; timestamp: number } {
  counter = (counter + 1) % 1_000_000;
  const rand = CryptoJS.lib.WordArray.random(8).toString(CryptoJS.enc.Hex);
  return { random: `${rand}${counter.toString(36)}`, timestamp: Math.floor(now / 1000) };
}

/**
 * The product-list signature of spec §6: a hash of the concatenated product ids with a fixed salt.
 * The salt is not a secret (the browser must check it); it only makes a hand-edited list detectable.
 */
export const PRODUCT_SIGN_SALT = 'zhixiao-console-products-v1';

export function productSignature(productIds: ReadonlyArray<number | string>): string {
  return CryptoJS.SHA256(productIds.map(String).join('') + PRODUCT_SIGN_SALT).toString(CryptoJS.enc.Hex);
}

export function verifyProductSignature(
  productIds: ReadonlyArray<number | string>,
  sign: string | null | undefined,
): boolean {
  return typeof sign === 'string' && sign.length > 0 && productSignature(productIds) === sign;
}

/**
 * The parameters a request is signed over: its query parameters plus, for a JSON body, the body's top-level
 * fields (objects and arrays as JSON text). Multipart bodies are not signed field by field.
 */
export function signingParams(query: Record<string, string | undefined>, jsonBody?: unknown): SignParams {
  const params: SignParams = { ...query };
  if (jsonBody && typeof jsonBody === 'object' && !Array.isArray(jsonBody)) {
    for (const [k, v] of Object.entries(jsonBody as Record<string, unknown>)) {
      if (v === undefined || v === null) continue;
      params[k] = typeof v === 'object' ? JSON.stringify(v) : (v as string | number | boolean);
    }
  }
  return params;
}
