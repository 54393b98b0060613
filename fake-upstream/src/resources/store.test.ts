import { defineResource, f } from '@console/contracts';
import { describe, expect, it } from 'vitest';
import { ResourceStore } from './store.js';

const thing = defineResource({
  name: 'storeTest',
  thing: 'store/test',
  title: '测试',
  fields: {
    title: f.text('标题', { required: true, keyword: true }),
    categoryId: f.category('分类', '9'),
    sort: f.number('排序'),
    isShow: f.switch('是否显示'),
  },
  actions: ['list', 'get', 'save', 'delete', 'recycle', 'restore', 'sort'],
  filters: ['categoryId', 'isShow'],
});

function store() {
  let now = 1_700_000_000_000;
  const s = new ResourceStore(thing, { categoryExists: (ct, id) => ct === '9' && id < 3 }, () => (now += 1000));
  const titles = ['春季招生', '秋季招生', '暑期集训', '新年音乐会', '春季写生'];
  titles.forEach((title, i) => {
    s.seed({ title, categoryId: (i % 2) + 1, sort: 5 - i, isShow: i === 2 ? '0' : '1' }, now - (10 - i) * 1000);
  });
  return s;
}

describe('ResourceStore', () => {
  it('pages in sort order, then newest first, with the total', () => {
    const s = store();
    const page1 = s.list({ page: 1, size: 2 });
    expect(page1.total).toBe(5);
    expect(page1.list.map((r) => r.title)).toEqual(['春季写生', '新年音乐会']);
    expect(s.list({ page: 3, size: 2 }).list.map((r) => r.title)).toEqual(['春季招生']);
  });

  it('filters by keyword and by field values together', () => {
    const s = store();
    expect(s.list({ page: 1, size: 20, keyword: '春季' }).list.map((r) => r.title)).toEqual(['春季写生', '春季招生']);
    expect(s.list({ page: 1, size: 20, categoryId: 2 }).total).toBe(2);
    expect(s.list({ page: 1, size: 20, isShow: '0' }).list.map((r) => r.title)).toEqual(['暑期集训']);
    expect(s.list({ page: 1, size: 20, keyword: '春季', categoryId: 1 }).list.map((r) => r.title)).toEqual([
      '春季写生',
      '春季招生',
    ]);
  });

  it('creates and updates, stamping the times, and refuses a missing category', () => {
    const s = store();
    const created = s.save({ title: '开放日', categoryId: 1, sort: 0, isShow: '1' });
    expect(created.id).toBe(6);
    expect(created.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const updated = s.save({ id: 6, title: '家长开放日' });
    expect(updated).toMatchObject({ id: 6, title: '家长开放日', categoryId: 1 });
    expect(String(updated.updateDate) >= String(created.updateDate)).toBe(true);
    expect(() => s.save({ title: 'x', categoryId: 7 })).toThrow('所选分类不存在');
    expect(() => s.save({ id: 99, title: 'x' })).toThrow();
  });

  it('moves items to the recycle bin and back, and deletes for good', () => {
    const s = store();
    s.recycle([1, 2]);
    expect(s.list({ page: 1, size: 20 }).total).toBe(3);
    expect(s.list({ page: 1, size: 20 }, true).list.map((r) => r.id)).toEqual([2, 1]);
    expect(() => s.get(1)).toThrow();
    s.restore([1]);
    expect(s.get(1).id).toBe(1);
    s.remove([1, 3]);
    expect(s.list({ page: 1, size: 20 }).total).toBe(2);
    expect(() => s.remove([4, 1])).toThrow();
    expect(s.get(4).id).toBe(4);
  });

  it('changes one item’s sort', () => {
    const s = store();
    s.setSort(1, 0);
    expect(s.list({ page: 1, size: 1 }).list[0]?.title).toBe('春季招生');
  });
});
