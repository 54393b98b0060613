import { MSG, role } from '@console/contracts';
import { describe, expect, it } from 'vitest';
import { deleteQuestion, rowName } from './delete-question';

describe('deleteQuestion', () => {
  it('names the one item and what it is', () => {
    expect(deleteQuestion({ what: '角色', names: ['前台接待'], count: 1 })).toBe(
      '确定删除角色「前台接待」吗？删除后不能恢复。',
    );
  });

  it('counts several', () => {
    expect(deleteQuestion({ what: '秒杀活动', names: ['a', 'b'], count: 2 })).toBe(
      '确定删除所选的 2 个秒杀活动吗？删除后不能恢复。',
    );
  });

  it('keeps the spec’s file messages for files and photos only', () => {
    expect(deleteQuestion({ what: '照片', names: ['x'], count: 1, files: true })).toBe(MSG.deleteOneConfirm);
    expect(deleteQuestion({ what: '照片', names: [], count: 3, files: true })).toBe(MSG.deleteManyConfirm);
    expect(deleteQuestion({ what: '角色', names: ['前台'], count: 1 })).not.toContain('文件');
  });

  it("reads a row's name from its resource's first text field", () => {
    expect(rowName(role.fields, { name: ' 前台接待 ', description: '' })).toBe('前台接待');
    expect(rowName(role.fields, { name: '' })).toBeUndefined();
  });
});
