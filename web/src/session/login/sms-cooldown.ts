import { STORAGE_PREFIX } from '../storage';

/** Seconds before another code may be requested. */
export const RESEND_SECONDS = 60;
const KEY = `${STORAGE_PREFIX}smsResendAt`;

/**
 * When the next SMS code may be requested (a timestamp; 0 when it may be now). Kept in this tab's session
 * storage, so switching sign-in tabs or reloading the page does not lift the wait.
 */
export function smsResendAt(now: number = Date.now()): number {
  const at = Number(sessionStorage.getItem(KEY));
  return Number.isFinite(at) && at > now ? at : 0;
}

/** Starts the wait after a code was sent; returns its end. */
export function startSmsCooldown(now: number = Date.now()): number {
  const at = now + RESEND_SECONDS * 1000;
  sessionStorage.setItem(KEY, String(at));
  return at;
}
