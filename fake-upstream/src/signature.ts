import { timingSafeEqual } from 'node:crypto';
import { MSG_EXTRA, SIGN_MAX_SKEW_SECONDS, type SignAlgorithm, signingParams, signRequest } from '@console/contracts';

/** A `random` may not come back within this window (longer than the timestamp skew, so replays always fail). */
export const RANDOM_WINDOW_MS = 10 * 60_000;
/** Bound on remembered randoms; under extreme load the oldest are forgotten first. */
const MAX_RANDOMS = 500_000;

/** The query parameters the signing adds; they are not part of a call's input. */
export const SIGNING_KEYS = new Set(['random', 'timestamp', 'clientId', 'sign']);

export interface SignedRequest {
  method: string;
  /** The URL path exactly as received, without the query. */
  path: string;
  query: Record<string, string>;
  /** The parsed JSON body, when the request had one; multipart bodies are not signed. */
  jsonBody?: unknown;
}

/**
 * Verifies the gateway's request signature (DESIGN.md section 3) and refuses stale timestamps and reused
 * randoms. Returns the refusal message, or null when the request is good.
 */
export class SignatureVerifier {
  private readonly seen = new Map<string, number>();

  constructor(
    private readonly secret: string,
    private readonly algorithm: SignAlgorithm,
    private readonly now: () => number,
  ) {}

  verify(req: SignedRequest): string | null {
    const { sign, ...rest } = req.query;
    if (!sign || !rest.random || !rest.timestamp || !rest.clientId) return MSG_EXTRA.badSignature;
    const expected = signRequest({
      method: req.method,
      path: req.path,
      params: signingParams(rest, req.jsonBody),
      secret: this.secret,
      algorithm: this.algorithm,
    });
    if (!sameText(expected, sign.toLowerCase())) return MSG_EXTRA.badSignature;

    const now = this.now();
    const ts = Number(rest.timestamp);
    if (!Number.isFinite(ts) || Math.abs(ts - now / 1000) > SIGN_MAX_SKEW_SECONDS) return MSG_EXTRA.staleTimestamp;

    this.forgetOld(now);
    if (this.seen.has(rest.random)) return MSG_EXTRA.reusedRandom;
    this.seen.set(rest.random, now);
    return null;
  }

  /** Entries are in arrival order, so expired ones are at the front. */
  private forgetOld(now: number): void {
    for (const [random, at] of this.seen) {
      if (at > now - RANDOM_WINDOW_MS && this.seen.size < MAX_RANDOMS) break;
      this.seen.delete(random);
    }
  }
}

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
