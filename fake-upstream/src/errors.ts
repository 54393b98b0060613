import { CODE, MSG_EXTRA } from '@console/contracts';

/** A non-success answer: becomes the envelope `{ code, msg, content: null }`. */
export class UpstreamError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
    this.name = 'UpstreamError';
  }
}

/** Code 0: a business rule failed; `msg` is shown to the user as is. */
export const fail = (msg: string) => new UpstreamError(CODE.business, msg);
export const notFound = () => new UpstreamError(CODE.notFound, MSG_EXTRA.notFound);
export const unauthorized = () => new UpstreamError(CODE.unauthorized, MSG_EXTRA.sessionExpired);
/** A change made on a version of a record older than the upstream's own: refused, nothing written. */
export const conflict = () => new UpstreamError(CODE.conflict, MSG_EXTRA.conflict);

/** Refuses a whole batch when any item has a problem (no half-done change), with the first problem's message. */
export function refuseAny(problems: ReadonlyArray<string | null>): void {
  const first = problems.find((p) => p !== null);
  if (first) throw fail(first);
}
