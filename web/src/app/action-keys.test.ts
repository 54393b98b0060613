import type { AppRouter } from '@console/contracts/router';
import { type Operation, TRPCClientError } from '@trpc/client';
import { observable } from '@trpc/server/observable';
import { describe, expect, it } from 'vitest';
import { ActionKeyBook, actionKeyLink } from './action-keys';

const numbered = () => {
  let n = 0;
  return () => `key-${++n}`;
};

describe('ActionKeyBook', () => {
  it('keeps one key for the same call and input until it is answered', () => {
    const book = new ActionKeyBook(numbered());
    expect(book.keyFor('teacher.save', { name: '王老师' })).toBe('key-1');
    expect(book.keyFor('teacher.save', { name: '王老师' })).toBe('key-1');
    expect(book.keyFor('teacher.save', { name: '李老师' })).toBe('key-2');
    expect(book.keyFor('teacher.remove', { name: '王老师' })).toBe('key-3');
    book.settle('teacher.save', { name: '王老师' }, true);
    expect(book.keyFor('teacher.save', { name: '王老师' })).toBe('key-4');
  });

  it('keeps the key after a failure without an answer, for a while', () => {
    let now = 0;
    const book = new ActionKeyBook(numbered(), () => now);
    expect(book.keyFor('circle.save', { id: 1 })).toBe('key-1');
    book.settle('circle.save', { id: 1 }, false);
    now += 29 * 60_000;
    expect(book.keyFor('circle.save', { id: 1 })).toBe('key-1');
    now += 31 * 60_000;
    expect(book.keyFor('circle.save', { id: 1 })).toBe('key-2');
  });

  it('makes keys the gateway accepts by default', () => {
    expect(new ActionKeyBook().keyFor('x.y', {})).toMatch(/^[\w-]{8,128}$/);
  });
});

type Outcome = { kind: 'ok' } | { kind: 'fail'; error: unknown };

/**
 * Runs `op` through the link over a terminating link that records the key of every request and ends each as
 * the next of `outcomes` says (the last one repeats).
 */
function run(book: ActionKeyBook, op: Partial<Operation>, ...outcomes: Outcome[]) {
  return runFull(book, op, outcomes).then((r) => r.sent);
}

function runFull(book: ActionKeyBook, op: Partial<Operation>, outcomes: Outcome[]) {
  const sent: Array<string | undefined> = [];
  const link = actionKeyLink(book)({} as never);
  const full = { id: 1, type: 'mutation', path: 'teacher.save', input: { a: 1 }, context: {}, signal: null, ...op };
  return new Promise<{ sent: Array<string | undefined>; answered: boolean }>((resolve) => {
    link({
      op: full as Operation,
      next: (o) =>
        observable((observer) => {
          sent.push(o.context.idempotencyKey as string | undefined);
          const outcome = outcomes[Math.min(sent.length, outcomes.length) - 1] as Outcome;
          if (outcome.kind === 'ok') {
            observer.next({ result: { type: 'data', data: null } } as never);
            observer.complete();
          } else observer.error(outcome.error as TRPCClientError<AppRouter>);
        }),
    }).subscribe({
      complete: () => resolve({ sent, answered: true }),
      error: () => resolve({ sent, answered: false }),
    });
  });
}

const network = new TRPCClientError<AppRouter>('fetch failed');
const refused = TRPCClientError.from<AppRouter>({
  error: { message: '手机号已存在', code: -32600, data: { code: 'BAD_REQUEST', httpStatus: 400, kind: 'business' } },
} as never);

describe('actionKeyLink', () => {
  it('gives a mutation a key, the same one for a retry after a lost answer, and a new one after an answer', async () => {
    const book = new ActionKeyBook(numbered());
    // Lost twice (the call and the link's own second ask): the page is told, and its retry keeps the key.
    expect(await run(book, {}, { kind: 'fail', error: network })).toEqual(['key-1', 'key-1']);
    expect(await run(book, {}, { kind: 'ok' })).toEqual(['key-1']);
    expect(await run(book, {}, { kind: 'fail', error: refused })).toEqual(['key-2']);
    expect(await run(book, {}, { kind: 'ok' })).toEqual(['key-3']);
  });

  it('resolves a lost answer by asking once more with the same key: the page gets what happened', async () => {
    const book = new ActionKeyBook(numbered());
    expect(await runFull(book, {}, [{ kind: 'fail', error: network }, { kind: 'ok' }])).toEqual({
      sent: ['key-1', 'key-1'],
      answered: true,
    });
    // A refusal is an answer: it is not asked again, and the next try is a new action.
    expect(await runFull(book, {}, [{ kind: 'fail', error: refused }])).toEqual({ sent: ['key-2'], answered: false });
    expect(await run(book, {}, { kind: 'ok' })).toEqual(['key-3']);
  });

  it('leaves reads alone, and a key the caller chose', async () => {
    const book = new ActionKeyBook(numbered());
    expect(await run(book, { type: 'query' }, { kind: 'ok' })).toEqual([undefined]);
    expect(await run(book, { context: { idempotencyKey: 'refund-dialog-1' } }, { kind: 'ok' })).toEqual([
      'refund-dialog-1',
    ]);
  });
});
