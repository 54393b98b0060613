import { describe, expect, it } from 'vitest';
import { DAY_MS, formatDate } from '../../util/time.js';
import { type ClueQuery, type ClueRow, ClueStore } from './clue-store.js';

const NOW = Date.UTC(2026, 10, 20, 4);

/** A store of `n` leads with a spread of every filtered field, and the rows as inserted. */
function fill(n: number): { store: ClueStore; rows: ClueRow[] } {
  const store = new ClueStore(8); // small on purpose: the columns must grow
  const rows: ClueRow[] = [];
  for (let i = 0; i < n; i++) {
    rows.push(
      store.insert({
        name: `${'王李张'[i % 3]}同学${i}`,
        phone: `139${String(i).padStart(8, '0')}`,
        sex: 0,
        source: (i % 5) + 1,
        status: (i % 6) + 1,
        tagIds: i % 4 === 0 ? [] : [(i % 7) + 10, (i % 3) + 20],
        followUserId: i % 5 === 0 ? null : (i % 3) + 1,
        ownedSince: null,
        intention: null,
        remark: null,
        isPro: 0,
        createdAt: NOW - (n - i) * 3600_000,
        lastFollowAt: null,
        nextFollowAt: i % 9 === 0 ? NOW + (i % 2) * DAY_MS : null,
        recycled: i % 11 === 0,
        clientType: 1,
      }),
    );
  }
  return { store, rows };
}

/** The same filter written plainly over the row objects: what the columns must agree with. */
function brute(rows: ClueRow[], q: ClueQuery): number[] {
  return rows
    .filter(
      (r) =>
        r.recycled === q.recycled &&
        (q.scope !== 'my' || r.followUserId === q.userId) &&
        (q.scope !== 'pool' || r.followUserId === null) &&
        (q.scope !== 'today' || (r.nextFollowAt !== null && formatDate(r.nextFollowAt) === q.today)) &&
        (q.scope !== 'appointment' || r.status === 3) &&
        (q.status === undefined || r.status === q.status) &&
        (q.source === undefined || r.source === q.source) &&
        (q.followUserId === undefined || r.followUserId === q.followUserId) &&
        (q.from === undefined || r.createdAt >= q.from) &&
        (q.to === undefined || r.createdAt <= q.to) &&
        (q.tagIds === undefined || r.tagIds.some((t) => q.tagIds?.has(t))) &&
        (!q.keyword || r.name.includes(q.keyword) || r.phone.includes(q.keyword)),
    )
    .map((r) => r.id)
    .sort((a, b) => b - a);
}

describe('ClueStore', () => {
  const base = { recycled: false, userId: 2, today: formatDate(NOW) } as const;
  const queries: ClueQuery[] = [
    { ...base, scope: 'total' },
    { ...base, scope: 'total', recycled: true },
    { ...base, scope: 'my' },
    { ...base, scope: 'pool', status: 2 },
    { ...base, scope: 'today' },
    { ...base, scope: 'appointment', source: 3 },
    { ...base, scope: 'total', followUserId: 3, keyword: '王' },
    { ...base, scope: 'total', keyword: '0000012' },
    { ...base, scope: 'total', tagIds: new Set([11, 12]) },
    { ...base, scope: 'total', from: NOW - 300 * 3600_000, to: NOW - 100 * 3600_000, status: 4 },
    { ...base, scope: 'total', from: NOW + DAY_MS },
  ];

  it('pages every filter exactly as a plain scan does, newest first', () => {
    const { store, rows } = fill(700);
    for (const q of queries) {
      const expected = brute(rows, q);
      const first = store.page(q, 1, 20);
      expect(first.total, JSON.stringify({ ...q, tagIds: q.tagIds && [...q.tagIds] })).toBe(expected.length);
      expect(first.list.map((r) => r.id)).toEqual(expected.slice(0, 20));
      expect(store.page(q, 3, 10).list.map((r) => r.id)).toEqual(expected.slice(20, 30));
      expect([...store.scan(q)].map((r) => r.id)).toEqual(expected);
    }
  });

  it('keeps the columns in step with patches and deletions', () => {
    const { store, rows } = fill(300);
    const oldPhone = store.get(10)!.phone;
    store.patch(5, { status: 3, followUserId: 2, recycled: false, tagIds: [99] });
    store.patch(10, { phone: '13800000000', name: '赵新' });
    store.delete(7);
    const live = rows.filter((r) => r.id !== 7);
    for (const q of [...queries, { ...base, scope: 'total' as const, tagIds: new Set([99]) }])
      expect(store.page(q, 1, 50).list.map((r) => r.id)).toEqual(brute(live, q).slice(0, 50));
    expect(store.idByPhone('13800000000')).toBe(10);
    expect(store.idByPhone(oldPhone)).toBeUndefined();
    expect(store.get(7)).toBeUndefined();
    expect(store.size).toBe(299);
    expect(store.idsFollowedBy(null)).toEqual(
      brute(live, { ...base, scope: 'pool' })
        .concat(live.filter((r) => r.recycled && r.followUserId === null).map((r) => r.id))
        .sort((a, b) => b - a),
    );
  });
});
