import { describe, expect, it } from 'vitest';
import { choose, NO_CHOICE, parseChoice } from './column-choice';
import { headerWidth } from './column-fit';
import { type LayoutColumn, layoutList } from './list-layout';

/** A seckill list as its resource lays it out: the key figures kept, the name and the actions always there. */
const seckill: LayoutColumn[] = [
  { key: 'select', label: '', width: 48, priority: 9, always: true },
  { key: 'title', label: '活动名称', width: 150, priority: 5, always: true },
  { key: 'productName', label: '商品名称', width: 150, priority: 5 },
  { key: 'originalPrice', label: '原价', width: 96, priority: 5, keep: true },
  { key: 'seckillPrice', label: '秒杀价', width: 96, priority: 5 },
  { key: 'stock', label: '秒杀库存', width: 96, priority: 5, keep: true },
  { key: 'startTime', label: '活动时间', width: 180, priority: 7 },
  { key: 'status', label: '活动状态', width: 110, priority: 8, status: true },
  { key: 'participants', label: '下单人数', width: 96, priority: 6 },
  { key: 'isShow', label: '上架状态', width: 96, priority: 8, status: true },
  { key: 'sold', label: '已售', width: 96, priority: 1, keep: true },
  { key: 'actions', label: '操作', width: 330, priority: 9, always: true },
];

describe('a list’s layout', () => {
  it('keeps the figures the resource marks when the box is narrow, giving up the others', () => {
    const { shown, x } = layoutList(seckill, NO_CHOICE, 1000);
    for (const key of ['title', 'originalPrice', 'stock', 'sold', 'actions']) expect(shown).toContain(key);
    expect(shown).not.toContain('productName');
    expect(typeof x === 'number' && x <= 1000).toBe(true);
  });

  it('counts a header’s own width, so that it never breaks one character a line', () => {
    const narrow: LayoutColumn[] = [
      { key: 'name', label: '姓名', width: 120, priority: 9, always: true },
      { key: 'count', label: '已预约和已体验人数', width: 60, priority: 5 },
    ];
    expect(layoutList(narrow, NO_CHOICE, 1000).x).toBe(120 + headerWidth('已预约和已体验人数'));
    expect(headerWidth('报名人数')).toBeGreaterThan(4 * 14);
  });

  it('offers every column but the name and the actions in 列设置, with whether it shows', () => {
    const { choices } = layoutList(seckill, NO_CHOICE, 1000);
    expect(choices.map((c) => c.key)).toEqual([
      'productName',
      'originalPrice',
      'seckillPrice',
      'stock',
      'startTime',
      'status',
      'participants',
      'isShow',
      'sold',
    ]);
    expect(choices.find((c) => c.key === 'productName')?.shown).toBe(false);
    expect(choices.find((c) => c.key === 'sold')?.shown).toBe(true);
  });

  it('brings back a column the fit gave up once a person asks for it, and takes away one they untick', () => {
    const before = layoutList(seckill, NO_CHOICE, 1000);
    const displayed = new Set(before.choices.filter((c) => c.shown).map((c) => c.key));
    const wanted = [...displayed].filter((k) => k !== 'sold').concat('productName');
    const choice = choose(
      NO_CHOICE,
      displayed,
      wanted,
      before.choices.map((c) => c.key),
    );
    expect(choice).toEqual({ hidden: ['sold'], shown: ['productName'] });
    const after = layoutList(seckill, choice, 1000);
    expect(after.shown).toContain('productName');
    expect(after.shown).not.toContain('sold');
    // A choice survives a reload as it was stored.
    expect(parseChoice(JSON.stringify(choice))).toEqual(choice);
    expect(parseChoice('{')).toEqual(NO_CHOICE);
  });

  it('on a phone shows every column and pins the status beside the actions at the right edge', () => {
    const { shown, pinned, x } = layoutList(seckill, NO_CHOICE, null);
    expect(x).toBe('max-content');
    expect(shown.slice(-2)).toEqual(['status', 'actions']);
    expect([...pinned].sort()).toEqual(['actions', 'status']);
    expect(shown).toHaveLength(seckill.length - 1);
  });

  it('pins the actions on every screen, and nothing more on a wider one', () => {
    expect([...layoutList(seckill, NO_CHOICE, 2000).pinned]).toEqual(['actions']);
  });
});
