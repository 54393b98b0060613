import { createHash, timingSafeEqual } from 'node:crypto';

/** How long an admin impersonation link stays valid (both directions, for clock drift). */
export const IMPERSONATION_WINDOW_SECONDS = 600;

/** `ss` of an impersonation link: sha256 hex of `{id}&{tt}&{secret}`. */
export function impersonationSignature(id: string, tt: string, secret: string): string {
  return createHash('sha256').update(`${id}&${tt}&${secret}`).digest('hex');
}

/** The console path that signs the provider's admin in as account `accountId` (`/login?id&ss&tt`). */
export function impersonationLink(accountId: number, secret: string, nowMs: number = Date.now()): string {
  const id = String(accountId);
  const tt = String(Math.floor(nowMs / 1000));
  return `/login?id=${id}&ss=${impersonationSignature(id, tt, secret)}&tt=${tt}`;
}

export function verifyImpersonation(
  input: { id: string; ss: string; tt: string },
  secret: string,
  nowMs: number,
): boolean {
  const tt = Number(input.tt);
  if (!/^\d+$/.test(input.tt) || Math.abs(nowMs / 1000 - tt) > IMPERSONATION_WINDOW_SECONDS) return false;
  const expected = Buffer.from(impersonationSignature(input.id, input.tt, secret));
  const given = Buffer.from(input.ss.toLowerCase());
  return expected.length === given.length && timingSafeEqual(expected, given);
}
