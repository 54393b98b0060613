import { describe, expect, it } from 'vitest';
import { cardSection, cellText, money, visitorShareSection } from './sections';

describe('analysis sections', () => {
  it('writes the cards as figures now, before and the change, formatted as shown', () => {
    const s = cardSection(
      [
        { key: 'orders', title: '订单数', metric: { value: 120, previous: 100 }, kind: 'count' },
        { key: 'pay', title: '支付金额', metric: { value: 1_234_550, previous: 0 }, kind: 'money' },
        { key: 'bounce', title: '跳出率', metric: { value: 425, previous: 500 }, kind: 'permille' },
      ],
      { startDate: '2025-06-09', endDate: '2025-06-15' },
    );
    expect(s.header).toEqual(['指标', '本期（2025-06-09 至 2025-06-15）', '上期', '环比']);
    expect(s.rows).toEqual([
      ['订单数', '120', '100', '+20.0%'],
      ['支付金额', money(1_234_550), money(0), '—'],
      ['跳出率', '42.5%', '50.0%', '-15.0%'],
    ]);
    expect(s.rows[1]?.map(cellText)).toEqual(['支付金额', '¥12,345.50', '¥0.00', '—']);
  });

  it("splits the visitors by a trait with each part's share of them", () => {
    const s = visitorShareSection('访问设备', '设备', [
      { name: '手机', value: 3 },
      { name: '电脑', value: 1 },
    ]);
    expect(s).toEqual({
      title: '访问设备',
      header: ['设备', '访客数', '占比'],
      rows: [
        ['手机', 3, '75.0%'],
        ['电脑', 1, '25.0%'],
      ],
    });
  });
});
