import { describe, expect, it } from 'vitest';
import { TEMPLATE_COLUMNS, templateRows } from './template';
import type { ImportLookups } from './types';
import { checkSheet, ImportFileError, normalPhone, splitTags } from './validate';

const lookups: ImportLookups = {
  sources: [
    { id: 4, name: '转介绍' },
    { id: 7, name: '地推活动' },
  ],
  followUsers: [
    { id: 7, name: '周顾问' },
    { id: 8, name: '吴顾问' },
  ],
  tagGroups: [
    { id: 1, name: '意向程度', children: [{ id: 2, name: '高意向' }] },
    {
      id: 5,
      name: '年龄段',
      children: [
        { id: 6, name: '7-12岁' },
        { id: 9, name: '其他' },
      ],
    },
    { id: 10, name: '来源活动', children: [{ id: 11, name: '其他' }] },
  ],
};

const header = TEMPLATE_COLUMNS.map((c) => c.header);
const row = (o: Partial<Record<(typeof TEMPLATE_COLUMNS)[number]['key'], string>>) =>
  TEMPLATE_COLUMNS.map((c) => o[c.key] ?? '');

describe('checkSheet', () => {
  it('takes the template example row, mapping names to ids', () => {
    const [, example] = templateRows();
    const out = checkSheet([header, example!], lookups);
    expect(out.rejected).toEqual([]);
    expect(out.valid).toEqual([
      {
        row: 2,
        name: '王小明',
        phone: '13912345678',
        sex: 1,
        source: 7,
        intention: '少儿编程体验课',
        tagIds: [2, 6],
        remark: '家长希望周末上课',
      },
    ]);
  });

  it('refuses each bad row with its reason and row number, and skips blank rows', () => {
    const sheet = [
      header,
      row({ name: '甲', phone: '13912340001' }),
      row({ name: '', phone: '13912340002' }),
      row({}),
      row({ name: '丙', phone: '1391234' }),
      row({ name: '丁', phone: '12912340004' }),
      row({ name: '戊', phone: '13912340001' }),
      row({ name: '己', phone: '0755-1234567', sex: '男生' }),
      row({ name: '庚', phone: '13912340007', source: '抖音' }),
      row({ name: '辛', phone: '13912340008', followUser: '郑老师' }),
      row({ name: '壬', phone: '13912340009', tags: '高意向，其他' }),
      row({ name: '癸', phone: '13912340010', tags: '来源活动/其他', followUser: '吴顾问' }),
    ];
    const out = checkSheet(sheet, lookups);
    expect(out.total).toBe(10);
    expect(out.rejected.map((f) => [f.row, f.reason])).toEqual([
      [3, '姓名不能为空'],
      [5, '您输入的手机号有误'],
      [6, '您输入的手机号有误'],
      [7, '手机号与第 2 行重复'],
      [8, '性别只能填写“男”或“女”'],
      [9, '线索来源「抖音」不存在'],
      [10, '跟进人「郑老师」不存在'],
      [11, '标签「其他」在多个分组中重名，请写成「分组/标签」'],
    ]);
    expect(out.valid.map((v) => v.row)).toEqual([2, 12]);
    expect(out.valid[1]).toMatchObject({ followUserId: 8, tagIds: [11] });
  });

  it('accepts other headers for the same columns, in any order', () => {
    const out = checkSheet(
      [
        ['联系电话', ' 客户姓名 ', '来源'],
        ['139 1234 0001', '甲', '转介绍'],
      ],
      lookups,
    );
    expect(out.valid).toEqual([{ row: 2, name: '甲', phone: '13912340001', sex: 0, source: 4 }]);
  });

  it('refuses a file without the required columns, without data, or over 10 000 rows', () => {
    expect(() => checkSheet([['名字', '备注']], lookups)).toThrow('文件缺少「手机号」列，请使用导入模板');
    expect(() => checkSheet([header, row({})], lookups)).toThrow('文件中没有数据');
    expect(() => checkSheet([], lookups)).toThrow(ImportFileError);
    const big = [
      header,
      ...Array.from({ length: 10_001 }, (_, i) => row({ name: `人${i}`, phone: `139${String(i).padStart(8, '0')}` })),
    ];
    expect(() => checkSheet(big, lookups)).toThrow('单次最多导入 10000 条，当前文件有 10001 条，请拆分后再导入');
  });

  it('takes 10 000 rows and reports progress as it goes', () => {
    const sheet = [
      header,
      ...Array.from({ length: 10_000 }, (_, i) => row({ name: `人${i}`, phone: `139${String(i).padStart(8, '0')}` })),
    ];
    const seen: number[] = [];
    const out = checkSheet(sheet, lookups, (done) => seen.push(done), 2500);
    expect(out.valid).toHaveLength(10_000);
    expect(seen).toEqual([2500, 5000, 7500, 10_000, 10_000]);
  });
});

describe('helpers', () => {
  it('tidies phones and splits tag lists', () => {
    expect(normalPhone(' １３９ １２３４ ５６７８ ')).toBe('13912345678');
    expect(normalPhone('0755－1234567')).toBe('0755-1234567');
    expect(splitTags('高意向、7-12岁, 其他；舞蹈')).toEqual(['高意向', '7-12岁', '其他', '舞蹈']);
  });
});
