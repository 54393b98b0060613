import { describe, expect, it } from 'vitest';
import { DAY_MS } from '../../util/time.js';
import { Commissions } from './commissions.js';
import type { Customer } from './customers.js';

const person = (id: number, promoter: boolean, referrerId: number): Customer => ({
  id,
  name: `用户${id}`,
  phone: `1770000${String(id).padStart(4, '0')}`,
  gender: 'female',
  province: '浙江',
  terminal: 'h5',
  registeredAt: 0,
  memberSince: null,
  promoter,
  referrerId,
  commission: { balance: 0, frozen: 0, withdrawn: 0 },
});

/** 1 brought 2, 2 brought 3 (a buyer); 4 came on their own. */
function book() {
  const people = [person(1, true, 0), person(2, true, 1), person(3, false, 2), person(4, false, 0)];
  return { people, c: new Commissions(people) };
}
const T = 1_750_000_000_000;

describe('commission book', () => {
  it('earns level 1 for who brought the buyer and level 2 for who brought them, frozen for the rule’s days', () => {
    const { people, c } = book();
    c.earn({ id: 9, buyerId: 3, paid: 30_001, refunded: 0 }, T);
    c.earn({ id: 10, buyerId: 4, paid: 50_000, refunded: 0 }, T);
    expect(c.entries.map((e) => [e.promoterId, e.level, e.amount, e.status])).toEqual([
      [2, 1, 3_000, 'pending'],
      [1, 2, 1_500, 'pending'],
    ]);
    c.tick(T + 7 * DAY_MS - 1);
    expect(people[1]?.commission.balance).toBe(0);
    c.tick(T + 7 * DAY_MS);
    expect(c.entries.map((e) => e.status)).toEqual(['settled', 'settled']);
    expect([people[0]?.commission.balance, people[1]?.commission.balance]).toEqual([1_500, 3_000]);
    expect(c.figuresOf(2)).toEqual({ frozen: 0, settled: 3_000, orderIds: [9] });
  });

  it('shrinks frozen commission to what a refund leaves, cancels it at nothing, and keeps settled commission', () => {
    const { people, c } = book();
    const order = { id: 9, buyerId: 3, paid: 20_000, refunded: 5_000 };
    c.earn({ ...order, refunded: 0 }, T);
    c.refund(order);
    expect(c.entries.map((e) => e.amount)).toEqual([1_500, 750]);
    c.refund({ ...order, refunded: 20_000 });
    expect(c.entries.map((e) => e.status)).toEqual(['cancelled', 'cancelled']);
    expect(c.figuresOf(2)).toEqual({ frozen: 0, settled: 0, orderIds: [] });

    c.earn({ id: 11, buyerId: 3, paid: 10_000, refunded: 0 }, T);
    c.tick(T + 7 * DAY_MS);
    c.refund({ id: 11, buyerId: 3, paid: 10_000, refunded: 10_000 });
    expect(c.entries.slice(2).map((e) => [e.amount, e.status])).toEqual([
      [1_000, 'settled'],
      [500, 'settled'],
    ]);
    expect(people[1]?.commission.balance).toBe(1_000);
  });

  it('earns nothing while promotion is off, nor for a promoter who lost the qualification', () => {
    const { people, c } = book();
    c.rule = { ...c.rule, enabled: false };
    c.earn({ id: 9, buyerId: 3, paid: 10_000, refunded: 0 }, T);
    expect(c.entries).toHaveLength(0);
    c.rule = { ...c.rule, enabled: true, level1Rate: 2_000, freezeDays: 1 };
    (people[1] as Customer).promoter = false;
    c.earn({ id: 9, buyerId: 3, paid: 10_000, refunded: 0 }, T);
    expect(c.entries).toHaveLength(0);
    (people[1] as Customer).promoter = true;
    c.earn({ id: 9, buyerId: 3, paid: 10_000, refunded: 0 }, T);
    expect(c.entries[0]).toMatchObject({ amount: 2_000, unfreezeAt: T + DAY_MS });
  });
});

describe('commission book, frozen days changed', () => {
  it('unfreezes each entry at its own time when the rule’s days were shortened after it was earned', () => {
    const { people, c } = book();
    c.earn({ id: 9, buyerId: 3, paid: 10_000, refunded: 0 }, T);
    c.rule = { ...c.rule, freezeDays: 1 };
    c.earn({ id: 10, buyerId: 3, paid: 20_000, refunded: 0 }, T + 60_000);
    c.tick(T + DAY_MS + 60_000);
    expect(c.entries.filter((e) => e.level === 1).map((e) => e.status)).toEqual(['pending', 'settled']);
    expect(people[1]?.commission.balance).toBe(2_000);
    c.tick(T + 7 * DAY_MS);
    expect(people[1]?.commission.balance).toBe(3_000);
  });
});
