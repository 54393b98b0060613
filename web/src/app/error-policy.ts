import { ERROR_KINDS, type ErrorKind, MSG, MSG_EXTRA } from '@console/contracts';
import { isCancelledError } from '@tanstack/react-query';
import { TRPCClientError } from '@trpc/client';

/**
 * The one error policy of docs/ARCHITECTURE.md ("Errors, end to end"). `classify` decides, purely, what a failed call means for the
 * person at the screen; `handleError` carries the decision out. react-query's caches route every failed
 * query and mutation here, so no page handles codes on its own.
 */

/**
 * Per-call options, passed as react-query `meta`. A type alias, not an interface: react-query only takes a
 * registered meta type that is assignable to `Record<string, unknown>`, which an interface is not.
 */
export type PolicyMeta = {
  /** The caller handles every outcome itself: no toast and no sign-out. */
  silentError?: boolean;
  /** Form fields the caller marks from `fieldErrors`; a bad input on any other field still gets a toast. */
  formFields?: readonly string[];
  /**
   * The labels of those fields, by name: a business refusal that names one of them (角色名称「前台」已存在,
   * 原密码不正确) is the caller's to show at that field, not a toast.
   */
  fieldLabels?: Readonly<Record<string, string>>;
  /** The caller shows a version conflict itself (the conflict dialog); every other error as usual. */
  conflictShown?: boolean;
};

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: PolicyMeta;
    mutationMeta: PolicyMeta;
  }
}

export type PolicyAction =
  | { type: 'ignore'; reason: 'aborted' | 'silent' | 'notFound' | 'fieldsMarked' | 'conflictShown' }
  | { type: 'toast'; text: string; seconds: number }
  /** The session's roles do not grant the call: told, the page left as it was, and the grants read again. */
  | { type: 'forbidden'; text: string; seconds: number }
  | { type: 'signOut' };

/** Toast durations of spec §8. */
export const TOAST_SECONDS = {
  business: 5,
  unknownCode: 5,
  network: 3,
  badInput: 5,
  rateLimited: 5,
  conflict: 5,
  forbidden: 5,
} as const;

/** What the gateway attaches to an error (`error.data`), read defensively: a foreign server may send anything. */
export interface ErrorInfo {
  kind: ErrorKind | 'aborted';
  upstreamMsg?: string;
  fieldErrors: Record<string, string[]>;
  message: string;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const isKind = (v: unknown): v is ErrorKind => typeof v === 'string' && (ERROR_KINDS as readonly string[]).includes(v);

/** A deliberate interrupt: a react-query cancel, or an aborted fetch (tRPC's batch link rejects with 'Aborted'). */
function isAbort(error: unknown): boolean {
  if (isCancelledError(error)) return true;
  const cause = error instanceof TRPCClientError ? error.cause : error;
  if (!isRecord(cause)) return false;
  return cause.name === 'AbortError' || (cause instanceof Error && cause.message === 'Aborted');
}

function fieldErrorsFrom(v: unknown): Record<string, string[]> {
  if (!isRecord(v)) return {};
  const out: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(v)) {
    if (Array.isArray(messages)) out[field] = messages.filter((m): m is string => typeof m === 'string');
  }
  return out;
}

export function describeError(error: unknown): ErrorInfo {
  const message = error instanceof Error ? error.message : String(error);
  if (isAbort(error)) return { kind: 'aborted', fieldErrors: {}, message };
  if (!(error instanceof TRPCClientError)) return { kind: 'unknownCode', fieldErrors: {}, message };
  const data: unknown = error.data;
  // No data means no answer from the gateway at all: it is unreachable, or a proxy answered instead.
  if (!isRecord(data)) return { kind: 'network', fieldErrors: {}, message };
  const upstream = isRecord(data.upstream) && typeof data.upstream.msg === 'string' ? data.upstream.msg : undefined;
  return {
    kind: isKind(data.kind) ? data.kind : 'unknownCode',
    upstreamMsg: upstream,
    fieldErrors: fieldErrorsFrom(data.fieldErrors),
    message,
  };
}

/**
 * The field a business message is about, by the label it names (the earliest in the message; the longer label
 * when two start there, 新密码 inside 确认新密码): undefined when it names none.
 */
export function fieldNamedIn(message: string, labels: Readonly<Record<string, string>> = {}): string | undefined {
  let best: { name: string; at: number; length: number } | undefined;
  for (const [name, label] of Object.entries(labels)) {
    // A one-character label (名) would be found in too many messages that are not about it.
    if (label.length < 2) continue;
    const at = message.indexOf(label);
    if (at < 0) continue;
    if (!best || at < best.at || (at === best.at && label.length > best.length))
      best = { name, at, length: label.length };
  }
  return best?.name;
}

export function classify(error: unknown, meta: PolicyMeta = {}): PolicyAction {
  const info = describeError(error);
  if (info.kind === 'aborted') return { type: 'ignore', reason: 'aborted' };
  if (meta.silentError) return { type: 'ignore', reason: 'silent' };
  switch (info.kind) {
    case 'business':
      if (info.upstreamMsg && fieldNamedIn(info.upstreamMsg, meta.fieldLabels))
        return { type: 'ignore', reason: 'fieldsMarked' };
      return {
        type: 'toast',
        text: info.upstreamMsg || info.message || MSG.unknownCode,
        seconds: TOAST_SECONDS.business,
      };
    case 'conflict':
      // Someone changed the record since this screen showed it: nothing was written, and the message says so.
      if (meta.conflictShown) return { type: 'ignore', reason: 'conflictShown' };
      return {
        type: 'toast',
        text: info.upstreamMsg || info.message || MSG_EXTRA.conflict,
        seconds: TOAST_SECONDS.conflict,
      };
    case 'unauthorized':
      return { type: 'signOut' };
    case 'forbidden':
      return { type: 'forbidden', text: MSG_EXTRA.forbidden, seconds: TOAST_SECONDS.forbidden };
    case 'notFound':
      return { type: 'ignore', reason: 'notFound' };
    case 'rateLimited':
      // The gateway's throttle on sign-in and SMS sends: its message says to wait.
      return { type: 'toast', text: info.message || MSG.unknownCode, seconds: TOAST_SECONDS.rateLimited };
    case 'network':
    case 'timeout':
      return { type: 'toast', text: MSG.network, seconds: TOAST_SECONDS.network };
    case 'badInput': {
      const marked = new Set(meta.formFields ?? []);
      const unmarked = Object.entries(info.fieldErrors).filter(
        ([field, msgs]) => msgs.length > 0 && !marked.has(field),
      );
      if (marked.size > 0 && unmarked.length === 0 && Object.keys(info.fieldErrors).length > 0) {
        return { type: 'ignore', reason: 'fieldsMarked' };
      }
      return { type: 'toast', text: unmarked[0]?.[1][0] ?? MSG_EXTRA.badInput, seconds: TOAST_SECONDS.badInput };
    }
    default:
      // unknownCode, badOutput (the upstream answered a shape nobody agreed on), and anything unexpected.
      return { type: 'toast', text: MSG.unknownCode, seconds: TOAST_SECONDS.unknownCode };
  }
}

/** How long a failed load stands as the answer for a piece of the page that mounts and reads it. */
export const FAILURE_STANDS_MS = 5_000;

/**
 * Whether a query asks again by itself after failing: never (the upstream's refusals are deliberate, repeats
 * would repeat their toasts, and a page offers its own 重试).
 */
export function retryQuery(_failures: number, _error: unknown): boolean {
  return false;
}

/**
 * Whether a failed query asks again when a piece of the page mounts and reads it. Never for a not-found: the
 * item is gone and asking cannot bring it back. Not for a failure of the last few seconds either: a page that
 * shows a skeleton while its query loads and mounts another reader of it once it failed would otherwise ask,
 * load, unmount the reader, fail and ask again without end (/setting/roles/edit/{id} of a deleted role called
 * role.get 16–18 times a second). An older failure is asked again when its page is opened anew; 重试 always asks.
 */
export function retryOnMount(
  query: { state: { error: unknown; errorUpdatedAt: number } },
  now: number = Date.now(),
): boolean {
  if (describeError(query.state.error).kind === 'notFound') return false;
  return now - query.state.errorUpdatedAt >= FAILURE_STANDS_MS;
}

/** Whether a call was refused because the record changed since it was loaded (its version is stale). */
export function isConflict(error: unknown): boolean {
  return describeError(error).kind === 'conflict';
}

/**
 * Field messages of an error, for `form.setFields`: a bad input's per-field messages, or a business refusal that
 * names one of `labels` on that field; empty for every other error.
 */
export function fieldErrorsOf(error: unknown, labels?: Readonly<Record<string, string>>): Record<string, string[]> {
  const info = describeError(error);
  if (info.kind === 'badInput') return info.fieldErrors;
  if (info.kind !== 'business' || !info.upstreamMsg) return {};
  const field = fieldNamedIn(info.upstreamMsg, labels);
  return field ? { [field]: [info.upstreamMsg] } : {};
}

/** The text the policy would show for an error, for callers that opted out but still tell the person. */
export function errorText(error: unknown, fallback: string): string {
  const action = classify(error);
  return action.type === 'toast' || action.type === 'forbidden' ? action.text : fallback;
}

export interface PolicyEffects {
  toast(text: string, seconds: number): void;
  /** Clears the session; true when there was one to clear. */
  clearSession(): boolean;
  /** Sends the person to `/login?redirect={current full path}`. */
  redirectToLogin(): void;
  /** Reads the session's grants again (after a refusal, the role may have changed): menus and pages follow. */
  refreshGrants?(): void;
}

/**
 * Carries out `classify`. A burst of 401s (one batch can hold many) redirects once: only the error that finds
 * a session to clear redirects; the rest find it gone.
 */
export function handleError(error: unknown, meta: PolicyMeta | undefined, effects: PolicyEffects): PolicyAction {
  const action = classify(error, meta);
  if (action.type === 'toast') effects.toast(action.text, action.seconds);
  else if (action.type === 'forbidden') {
    effects.toast(action.text, action.seconds);
    effects.refreshGrants?.();
  } else if (action.type === 'signOut' && effects.clearSession()) effects.redirectToLogin();
  return action;
}
