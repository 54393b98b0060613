import type { AppRouter } from '@console/contracts/router';
import type { TRPCLink } from '@trpc/client';
import { observable, type Unsubscribable } from '@trpc/server/observable';
import { describeError } from './error-policy';

/** How long a key outlives an answer that never came: a retry within it is answered once. */
const KEEP_MS = 30 * 60_000;
/** The most actions kept waiting for a retry; the oldest go first. */
const MAX_OPEN = 500;

/**
 * One `Idempotency-Key` per person's action, for every call that changes state: the same call with the same
 * input while it runs (a double click) or after it failed without a clear answer (the connection dropped, the
 * gateway timed out) keeps its key, so the upstream acts once and answers the retry with its first answer. An
 * answer (a success or a refusal) ends the action: the next identical click is a new action with a new key.
 */
export class ActionKeyBook {
  private readonly open = new Map<string, { key: string; at: number }>();

  constructor(
    private readonly make: () => string = () => crypto.randomUUID(),
    private readonly now: () => number = Date.now,
  ) {}

  keyFor(path: string, input: unknown): string {
    const action = `${path}\n${JSON.stringify(input) ?? ''}`;
    const seen = this.open.get(action);
    if (seen && this.now() - seen.at < KEEP_MS) return seen.key;
    const key = this.make();
    this.open.delete(action);
    this.open.set(action, { key, at: this.now() });
    if (this.open.size > MAX_OPEN) this.open.delete(this.open.keys().next().value as string);
    return key;
  }

  /** The call got an answer (`answered`), or its fate is unknown and a retry must reuse the key. */
  settle(path: string, input: unknown, answered: boolean): void {
    if (answered) this.open.delete(`${path}\n${JSON.stringify(input) ?? ''}`);
  }

  /** Every action is over (the person closed the dialog they were acting in). */
  clear(): void {
    this.open.clear();
  }
}

/** Whether a failed call may still have acted: no answer came (network) or it came too late (timeout). */
export function outcomeUnknown(error: unknown): boolean {
  const { kind } = describeError(error);
  return kind === 'network' || kind === 'timeout' || kind === 'aborted';
}

export const actionKeys = new ActionKeyBook();

/** Whether a failed call's answer was lost on the way (the connection, the gateway's wait): it may have acted. */
function answerLost(error: unknown): boolean {
  const { kind } = describeError(error);
  return kind === 'network' || kind === 'timeout';
}

/**
 * Gives every mutation (every call that changes state: the router makes those mutations) its action's key,
 * unless the caller gave one (`useIdempotentMutation`'s per-dialog actions). A page cannot forget it.
 *
 * An answer lost on the way is resolved, not guessed: the call is asked once more with the same key. The
 * upstream answers a key it has acted on with its first answer and acts once on a key it has not, so what
 * comes back is what happened (the page says 保存成功 once, and one record exists); only if that answer is lost
 * too does the page show the network error, and its button, pressed again, keeps the key. A re-read of the
 * record could not do this for a create (which record would it read?) nor tell mine from a colleague's twin.
 */
export function actionKeyLink(book: ActionKeyBook = actionKeys): TRPCLink<AppRouter> {
  return () =>
    ({ op, next }) =>
      observable((observer) => {
        if (op.type !== 'mutation') return next(op).subscribe(observer);
        // A key the caller chose (a money dialog's action) is its own to end; the book's are ended here.
        const own = typeof op.context.idempotencyKey === 'string';
        const idempotencyKey = own ? op.context.idempotencyKey : book.keyFor(op.path, op.input);
        const keyed = { ...op, context: { ...op.context, idempotencyKey } };
        const sent: Unsubscribable[] = [];
        const send = (lastTry: boolean) => {
          const subscription = next(keyed).subscribe({
            next: (value) => observer.next(value),
            error: (err) => {
              if (!lastTry && answerLost(err)) return send(true);
              if (!own) book.settle(op.path, op.input, !outcomeUnknown(err));
              observer.error(err);
            },
            complete: () => {
              if (!own) book.settle(op.path, op.input, true);
              observer.complete();
            },
          });
          sent.push(subscription);
        };
        send(false);
        return () => {
          for (const subscription of sent) subscription.unsubscribe();
        };
      });
}
