import { defineResource, f, isMobile, readOnly } from '@console/contracts';
import { describe, expect, it } from 'vitest';
import { Rng } from '../util/random.js';
import { FakeData } from './fake-data.js';
import { seedStore } from './seed.js';
import { ResourceStore } from './store.js';

const NOW = Date.UTC(2026, 10, 20, 4, 0, 0);

const shop = defineResource({
  name: 'seedTest',
  thing: 'seed/test',
  title: '学员',
  fields: {
    name: f.text('学员姓名', { required: true, max: 20 }),
    phone: f.phone('家长电话', { required: true }),
    address: f.text('家庭住址', { max: 100 }),
    price: f.price('学费', { required: true, max: 500_000 }),
    avatar: f.image('头像'),
    birthday: f.date('生日'),
    level: f.select('级别', [
      { value: 1, label: '初级' },
      { value: 2, label: '中级' },
    ]),
    sort: f.number('排序', { max: 9999 }),
    paid: readOnly(f.price('已付', { required: true })),
  },
  actions: ['list', 'get', 'save'],
});

function seed(salt: number) {
  const store = new ResourceStore(shop, {}, () => NOW);
  seedStore(store, new FakeData(new Rng(salt), NOW, '/console-media'), {
    count: 40,
    rows: [{ name: '王小明', phone: '13800000009' }],
    values: { level: (_g, i) => (i % 2) + 1 },
  });
  return store.all().map((r) => store.view(r));
}

describe('seeds from field kinds', () => {
  it('gives the same data for the same salt, and other data for another', () => {
    expect(seed(7)).toEqual(seed(7));
    expect(seed(7)).not.toEqual(seed(8));
  });

  it('makes values each kind and label call for, that the entity accepts', () => {
    const rows = seed(7);
    expect(rows).toHaveLength(40);
    expect(rows[0]).toMatchObject({ name: '王小明', phone: '13800000009', level: 1 });
    for (const row of rows) {
      expect(shop.entity.safeParse(row).error?.issues).toBeUndefined();
      expect(row.name).toMatch(/^[\u4e00-\u9fa5]{2,4}$/);
      expect(isMobile(row.phone)).toBe(true);
      expect(Number.isInteger(row.price) && (row.price as number) > 0 && (row.price as number) <= 500_000).toBe(true);
      if (row.address) expect(row.address).toMatch(/市.+区.+路\d+号/);
      if (row.avatar) expect(row.avatar).toMatch(/^\/console-media\/seed\/image\.svg\?/);
      if (row.birthday) expect(row.birthday).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    expect(rows.map((r) => r.sort)).toEqual(rows.map((_, i) => i + 1));
    expect(new Set(rows.map((r) => r.level))).toEqual(new Set([1, 2]));
    // Created oldest first, over the last year.
    const times = rows.map((r) => String(r.createTime));
    expect([...times].sort()).toEqual(times);
  });

  it('makes valid ID numbers and bank card numbers', () => {
    const g = new FakeData(new Rng(3), NOW, '/b');
    for (let i = 0; i < 50; i++) {
      const id = g.idCard();
      const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
      const sum = [...id.slice(0, 17)].reduce((s, ch, k) => s + Number(ch) * (weights[k] as number), 0);
      expect(id[17]).toBe('10X98765432'[sum % 11]);
      const card = g.bankCard();
      const luhn = [...card].reverse().reduce((s, ch, k) => {
        const d = Number(ch) * (k % 2 === 1 ? 2 : 1);
        return s + (d > 9 ? d - 9 : d);
      }, 0);
      expect(luhn % 10).toBe(0);
    }
  });
});
