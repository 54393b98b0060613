import { describe, expect, it } from 'vitest';
import { type FormField, fieldProblems, formFieldsSchema } from './fields.js';
import { FORM_STATE, formStatus } from './form.js';

const text = (key: string, label: string): FormField => ({ key, label, type: 'text', required: false, options: [] });

describe('fieldProblems', () => {
  it('passes a form of distinct named fields', () => {
    expect(fieldProblems([text('fa', '姓名'), text('fb', '学校')])).toEqual([]);
  });
  it('names the field by its place', () => {
    expect(fieldProblems([text('fa', '姓名'), text('fb', ' ')])).toEqual([
      { index: 1, message: '第 2 个字段：请输入字段名称' },
    ]);
    expect(fieldProblems([text('fa', '姓名'), text('fb', '姓名')])[0]?.message).toBe(
      '第 2 个字段：字段名称「姓名」与第 1 个字段重复',
    );
    expect(fieldProblems([text('fa', '一'.repeat(21))])[0]?.message).toBe('第 1 个字段：字段名称不能超过 20 个字');
    expect(fieldProblems([text('fa', '甲'), text('fa', '乙')])[0]?.message).toBe('第 2 个字段：字段标识重复');
  });
  it('wants two to twenty distinct, filled options of a choice field', () => {
    const choice = (options: string[]): FormField => ({ ...text('fa', '科目'), type: 'checkbox', options });
    expect(fieldProblems([choice(['美术'])])[0]?.message).toBe('第 1 个字段：单选、多选字段至少需要两个选项');
    expect(fieldProblems([choice(['美术', '美术'])])[0]?.message).toBe('第 1 个字段：选项不能重复');
    expect(fieldProblems([choice(['美术', ''])])[0]?.message).toBe('第 1 个字段：请输入选项内容');
    expect(fieldProblems([choice(Array.from({ length: 21 }, (_, i) => `选项${i}`))])[0]?.message).toBe(
      '第 1 个字段：选项最多 20 个',
    );
    expect(fieldProblems([choice(['美术', '书法'])])).toEqual([]);
  });
});

describe('formFieldsSchema', () => {
  it('wants one to twenty fields', () => {
    expect(formFieldsSchema.safeParse([]).error?.issues[0]?.message).toBe('请至少添加一个字段');
    const many = Array.from({ length: 21 }, (_, i) => text(`f${i}`, `字段${i}`));
    expect(formFieldsSchema.safeParse(many).error?.issues[0]?.message).toBe('最多 20 个字段');
  });
  it('reports the problems of the fields', () => {
    expect(formFieldsSchema.safeParse([text('fa', '')]).error?.issues[0]?.message).toBe('第 1 个字段：请输入字段名称');
  });
});

describe('formStatus', () => {
  it('is 已停用 when off, 已截止 past its deadline, else 收集中', () => {
    expect(formStatus({ isShow: '0' }, '2026-11-24 10:00:00')).toBe(FORM_STATE.off);
    expect(formStatus({ isShow: '1', endTime: '2026-11-24 09:00:00' }, '2026-11-24 10:00:00')).toBe(FORM_STATE.closed);
    expect(formStatus({ isShow: '1', endTime: '2026-11-25 09:00:00' }, '2026-11-24 10:00:00')).toBe(FORM_STATE.open);
    expect(formStatus({ isShow: '1', endTime: '' }, '2026-11-24 10:00:00')).toBe(FORM_STATE.open);
  });
});
