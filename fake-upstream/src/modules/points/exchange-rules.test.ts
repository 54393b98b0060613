import { pointsExchange } from '@console/contracts';
import { describe, expect, it } from 'vitest';
import { UpstreamError } from '../../errors.js';
import { ResourceStore } from '../../kit/store.js';
import { exchangeRules } from './exchange-rules.js';

const NOW = Date.UTC(2026, 10, 24, 4);
const linked = new Map([['coupon:7', '满 100 减 20 券']]);
const store = () =>
  new ResourceStore(
    pointsExchange,
    { computedDefaults: { exchanged: 0 }, ...exchangeRules((type, id) => linked.get(`${type}:${id}`)) },
    () => NOW,
  );
const item = {
  type: 'goods',
  image: 'https://a.cn/x.png',
  title: '帆布袋',
  points: 800,
  stock: 5,
  limit: 1,
  isShow: '1',
};
const refusal = (fn: () => unknown) => {
  try {
    fn();
  } catch (e) {
    return e instanceof UpstreamError ? e.message : String(e);
  }
  return null;
};

describe('exchange items upstream rules', () => {
  it('shows the linked item name, none for own goods, 已删除 for one gone', () => {
    const s = store();
    expect(s.save({ ...item, type: 'coupon', refId: 7 }).refName).toBe('满 100 减 20 券');
    expect(s.save({ ...item, refId: 0 }).refName).toBe('');
    const saved = s.save({ ...item, type: 'coupon', refId: 7 });
    linked.delete('coupon:7');
    expect(s.view(s.get(saved.id as number)).refName).toBe('已删除');
    linked.set('coupon:7', '满 100 减 20 券');
  });

  it('refuses a link to nothing, naming what is missing', () => {
    expect(refusal(() => store().save({ ...item, type: 'course', refId: 99 }))).toBe('所选课程不存在或已删除');
    expect(refusal(() => store().save({ ...item, refId: 99 }))).toBe('所选商城商品不存在或已删除');
  });

  it('keeps an item without stock off the shelf, saved or switched', () => {
    const s = store();
    expect(refusal(() => s.save({ ...item, stock: 0 }))).toBe('库存为 0 的兑换商品不能上架');
    const off = s.save({ ...item, stock: 0, isShow: '0' });
    expect(refusal(() => s.setFlag([off.id as number], 'isShow', '1'))).toBe('「帆布袋」库存为 0，不能上架');
    s.save({ id: off.id, stock: 3 });
    expect(refusal(() => s.setFlag([off.id as number], 'isShow', '1'))).toBeNull();
  });
});
