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

/** Runs `op` through the link over a terminating link that records the key and ends as `outcome` says. */
function run(book: ActionKeyBook, op: Partial<Operation>, outcome: Outcome) {
  const sent: Array<string | undefined> = [];
  const link = actionKeyLink(book)({} as never);
  const full = { id: 1, type: 'mutation', path: 'teacher.save', input: { a: 1 }, context: {}, signal: null, ...op };
  return new Promise<Array<string | undefined>>((resolve) => {
    link({
      op: full as Operation,
      next: (o) =>
        observable((observer) => {
          sent.push(o.context.idempotencyKey as string | undefined);
          if (outcome.kind === 'ok') {
            observer.next({ result: { type: 'data', data: null } } as never);
            observer.complete();
          } else observer.error(outcome.error as TRPCClientError<AppRouter>);
        }),
    }).subscribe({ complete: () => resolve(sent), error: () => resolve(sent) });
  });
}

const network = new TRPCClientError<AppRouter>('fetch failed');
const refused = TRPCClientError.from<AppRouter>({
  error: { message: '手机号已存在', code: -32600, data: { code: 'BAD_REQUEST', httpStatus: 400, kind: 'business' } },
} as never);

describe('actionKeyLink', () => {
  it('gives a mutation a key, the same one for a retry after a lost answer, and a new one after an answer', async () => {
    const book = new ActionKeyBook(numbered());
    expect(await run(book, {}, { kind: 'fail', error: network })).toEqual(['key-1']);
    expect(await run(book, {}, { kind: 'ok' })).toEqual(['key-1']);
    expect(await run(book, {}, { kind: 'fail', error: refused })).toEqual(['key-2']);
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
