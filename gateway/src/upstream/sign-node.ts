import { hash, randomFillSync } from 'node:crypto';
import { canonicalParams, type SignAlgorithm, type SignParams } from '@console/contracts';

/**
 * The gateway's signing, on node:crypto. contracts/src/sign.ts stays on crypto-js so that it runs in the
 * browser and in the fake upstream; in the gateway the same text hashed by OpenSSL is several times cheaper
 * per call, and `hash` (one call, no Hash object) is cheaper again than createHash for a text this short.
 * sign-node.test.ts proves both give the same `sign` for the same input.
 */
export function signRequestNode(input: {
  method: string;
  path: string;
  params: SignParams;
  secret: string;
  algorithm?: SignAlgorithm;
}): string {
  const text = `${input.method.toUpperCase()}&${input.path}&${canonicalParams(input.params)}&${input.secret}`;
  return hash(input.algorithm === 'md5' ? 'md5' : 'sha256', text, 'hex');
}

/**
 * `random` values in the format of contracts' `signingNonce` (16 random hex digits plus a base-36 counter),
 * cut from a pool of random bytes refilled 4 KiB at a time instead of one system call per request.
 */
const POOL_BYTES = 4096;
const pool = Buffer.alloc(POOL_BYTES);
let offset = POOL_BYTES;
let counter = 0;

export function nodeNonce(now: number = Date.now()): { random: string; timestamp: number } {
  if (offset + 8 > POOL_BYTES) {
    randomFillSync(pool);
    offset = 0;
  }
  const hex = pool.toString('hex', offset, offset + 8);
  offset += 8;
  counter = (counter + 1) % 1_000_000;
  return { random: `${hex}${counter.toString(36)}`, timestamp: Math.floor(now / 1000) };
}
