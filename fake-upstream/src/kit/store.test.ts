import { CODE, defineResource, f, MSG_EXTRA, readOnly } from '@console/contracts';
import { describe, expect, it } from 'vitest';
import { UpstreamError } from '../errors.js';
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

  it('purges only items of the recycle bin, all or nothing, and peeks at either kind', () => {
    const s = store();
    s.recycle([1, 2]);
    expect(s.peek(1)?.recycled).toBe(true);
    expect(s.peek(3)?.recycled).toBe(false);
    expect(() => s.purge([1, 3])).toThrow();
    expect(s.peek(1)).toBeDefined();
    s.purge([1, 2]);
    expect(s.peek(1)).toBeUndefined();
    expect(s.list({ page: 1, size: 20 }, true).total).toBe(0);
    expect(s.list({ page: 1, size: 20 }).total).toBe(3);
  });

  it('changes one item’s sort', () => {
    const s = store();
    expect(s.list({ page: 1, size: 1 }).list[0]?.title).toBe('春季写生');
    s.setSort(1, 0);
    expect(s.list({ page: 1, size: 1 }).list[0]?.title).toBe('春季招生');
  });

  it('keeps its order between lists, and finds it again after any change or a touch', () => {
    const s = store();
    const titles = () => s.list({ page: 1, size: 20 }).list.map((r) => r.title);
    expect(titles()).toEqual(['春季写生', '新年音乐会', '暑期集训', '秋季招生', '春季招生']);
    s.save({ title: '冬令营', sort: 0, isShow: '1' });
    expect(titles()[0]).toBe('冬令营');
    (s.peek(2) as { values: Record<string, unknown> }).values.sort = -1;
    expect(titles()[0]).toBe('冬令营');
    s.touch();
    expect(titles()[0]).toBe('秋季招生');
    s.remove([2]);
    expect(titles()).not.toContain('秋季招生');
  });
});

describe('ResourceStore: the kit’s additions', () => {
  const course = defineResource({
    name: 'storeKitTest',
    thing: 'store/kit',
    title: '课程',
    fields: {
      name: f.text('课程名称', { required: true, keyword: true }),
      phone: f.phone('电话'),
      subjects: f.tags('科目', { options: ['美术', '书法'] }),
      state: f.select('状态', [
        { value: 1, label: '草稿' },
        { value: 2, label: '已上架' },
        { value: 3, label: '已下架' },
      ]),
      isShow: f.switch('显示'),
      startAt: f.datetime('开课时间'),
      count: readOnly(f.number('人数', { required: true })),
    },
    actions: ['list', 'get', 'save'],
    filters: ['subjects', 'state'],
    dateRange: { field: 'startAt', label: '开课时间' },
    parent: { key: 'schoolId', title: '校区' },
  });
  const make = () => {
    let now = 1_700_000_000_000;
    const s = new ResourceStore(course, { unique: ['phone'], computedDefaults: { count: 0 } }, () => (now += 1000));
    s.seed(
      {
        name: '水彩',
        phone: '13800000001',
        subjects: ['美术'],
        state: 1,
        schoolId: 1,
        startAt: '2026-03-01 09:00:00',
        count: 7,
      },
      now,
    );
    s.seed(
      {
        name: '楷书',
        phone: '13800000002',
        subjects: ['书法', '美术'],
        state: 2,
        schoolId: 2,
        startAt: '2026-04-10 14:00:00',
        count: 3,
      },
      now,
    );
    return s;
  };

  it('filters a list field by any of its items, a parent by its id, and a date range by day, both ends included', () => {
    const s = make();
    expect(s.list({ page: 1, size: 20, subjects: '美术' }).total).toBe(2);
    expect(s.list({ page: 1, size: 20, subjects: '书法' }).list.map((r) => r.name)).toEqual(['楷书']);
    expect(s.list({ page: 1, size: 20, schoolId: 1 }).list.map((r) => r.name)).toEqual(['水彩']);
    expect(s.list({ page: 1, size: 20, startDate: '2026-03-01', endDate: '2026-04-09' }).total).toBe(1);
    expect(s.list({ page: 1, size: 20, startDate: '2026-03-02', endDate: '2026-04-10' }).list[0]?.name).toBe('楷书');
  });

  it('keeps a parent’s rows together: a list by parent follows saves that move a row, copies and deletes', () => {
    const s = make();
    const names = (schoolId: number) => s.list({ page: 1, size: 20, schoolId }).list.map((r) => r.name);
    s.save({ id: 1, name: '水彩', schoolId: 2 });
    expect(names(1)).toEqual([]);
    expect(names(2)).toEqual(['楷书', '水彩']);
    s.copy(2);
    expect(names(2)).toEqual(['楷书（副本）', '楷书', '水彩']);
    s.remove([2]);
    expect(names(2)).toEqual(['楷书（副本）', '水彩']);
    s.recycle([1]);
    expect(names(2)).toEqual(['楷书（副本）']);
    expect(s.list({ page: 1, size: 20, schoolId: 2 }, true).list.map((r) => r.name)).toEqual(['水彩']);
    expect(names(9)).toEqual([]);
  });

  it('refuses a value another live item has, naming the field', () => {
    const s = make();
    expect(() => s.save({ name: '国画', phone: '13800000001' })).toThrow('电话「13800000001」已存在');
    expect(s.save({ id: 1, name: '水彩进阶', phone: '13800000001' }).name).toBe('水彩进阶');
  });

  it('copies an item as a new one: the name says so, unique and computed values start afresh', () => {
    const s = make();
    const copy = s.copy(1);
    expect(copy).toMatchObject({ id: 3, name: '水彩（副本）', subjects: ['美术'], count: 0 });
    expect(copy.phone).toBeUndefined();
    (copy.subjects as string[]).push('书法');
    expect(s.view(s.get(1)).subjects).toEqual(['美术']);
  });

  it('switches a flag and moves a status only along its transitions, all or nothing', () => {
    const s = make();
    s.setFlag([1, 2], 'isShow', '0');
    expect(s.list({ page: 1, size: 20 }).list.every((r) => r.isShow === '0')).toBe(true);
    const transitions = { 1: [2], 2: [3], 3: [2] };
    expect(() => s.changeStatus([1, 2], 'state', 3, transitions)).toThrow('「草稿」状态不能改为「已下架」');
    expect(s.view(s.get(2)).state).toBe(2);
    s.changeStatus([1], 'state', 2, transitions);
    s.changeStatus([1, 2], 'state', 3, transitions);
    expect(s.list({ page: 1, size: 20, state: 3 }).total).toBe(2);
  });
});

describe('ResourceStore flag checks', () => {
  it('refuses a switch the module forbids, for the whole batch', () => {
    const s = new ResourceStore(
      thing,
      {
        checkFlag: (row, field, value) => {
          if (field === 'isShow' && value === '1' && row.values.title === '暑期集训') throw new Error('不能显示');
        },
      },
      () => 1_700_000_000_000,
    );
    s.seed({ title: '春季招生', isShow: '0' }, 1);
    s.seed({ title: '暑期集训', isShow: '0' }, 2);
    expect(() => s.setFlag([1, 2], 'isShow', '1')).toThrow('不能显示');
    expect(s.live().map((r) => r.values.isShow)).toEqual(['0', '0']);
    s.setFlag([1], 'isShow', '1');
    expect(s.view(s.get(1)).isShow).toBe('1');
  });
});

describe('ResourceStore versions', () => {
  const conflictOf = (fn: () => unknown) => {
    try {
      fn();
    } catch (err) {
      return err instanceof UpstreamError ? [err.code, err.message] : err;
    }
    return null;
  };
  const CONFLICT = [CODE.conflict, MSG_EXTRA.conflict];

  it('starts every row at version 1 and advances it on every change, whoever makes it', () => {
    const s = store();
    const versionOf = (id: number) => s.view(s.get(id)).version;
    expect(s.all().map((r) => s.view(r).version)).toEqual([1, 1, 1, 1, 1]);
    expect(s.save({ title: '开放日' }).version).toBe(1);
    expect(s.save({ id: 1, title: '春季招生班' }).version).toBe(2);
    s.setFlag([1], 'isShow', '0');
    expect(versionOf(1)).toBe(3);
    s.setSort(1, 9);
    expect(versionOf(1)).toBe(4);
    s.recycle([1]);
    s.restore([1]);
    expect(versionOf(1)).toBe(6);
    s.edit(s.get(1), { title: '改过的' });
    expect(s.view(s.get(1))).toMatchObject({ title: '改过的', version: 7 });
    // A copy is a new row; the rows nobody touched keep theirs.
    expect(s.copy(1).version).toBe(1);
    expect(versionOf(2)).toBe(1);
  });

  it('refuses a save on a stale version with nothing written, and takes one on the current version or none', () => {
    const s = store();
    const loaded = s.view(s.get(2));
    expect(s.save({ id: 2, version: loaded.version, title: '我的修改' }).version).toBe(2);
    const before = s.view(s.get(2));
    expect(conflictOf(() => s.save({ id: 2, version: loaded.version, title: '旧页面上的修改' }))).toEqual(CONFLICT);
    expect(s.view(s.get(2))).toEqual(before);
    // A newer version than the row's is no version the upstream gave: refused too.
    expect(conflictOf(() => s.save({ id: 2, version: 9, title: 'x' }))).toEqual(CONFLICT);
    expect(s.save({ id: 2, title: '不带版本的保存' })).toMatchObject({ title: '不带版本的保存', version: 3 });
  });

  it('refuses a switch or a status change of a row changed since it was shown, and nothing moves', () => {
    const s = store();
    const shown = s.view(s.get(3)).version as number;
    s.save({ id: 3, title: '暑期集训营' });
    expect(conflictOf(() => s.setFlag([3], 'isShow', '1', shown))).toEqual(CONFLICT);
    expect(s.view(s.get(3))).toMatchObject({ isShow: '0', version: 2 });
    s.setFlag([3], 'isShow', '1', 2);
    expect(s.view(s.get(3))).toMatchObject({ isShow: '1', version: 3 });
  });
});
