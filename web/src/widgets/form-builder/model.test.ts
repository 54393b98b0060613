import type { FormField } from '@console/contracts';
import { describe, expect, it } from 'vitest';
import { canAdd, freeKey, moveField, newField, placeholderOf, retype } from './model';

const text = (key: string, label: string): FormField => ({ key, label, type: 'text', required: false, options: [] });

describe('newField', () => {
  it('gives a key and a name no field has', () => {
    const fields = [text('f2', '文本'), text('f3', '文本2')];
    const added = newField(fields, 'text');
    expect(added.key).toBe('f4');
    expect(added.label).toBe('文本3');
    expect(freeKey([text('f1', 'a')])).toBe('f2');
  });
  it('starts a choice with two options', () => {
    expect(newField([], 'radio').options).toEqual(['选项1', '选项2']);
    expect(newField([], 'phone')).toEqual({ key: 'f1', label: '手机号', type: 'phone', required: false, options: [] });
  });
  it('stops at twenty fields', () => {
    const many = Array.from({ length: 20 }, (_, i) => text(`f${i}`, `字段${i}`));
    expect(canAdd(many)).toBe(false);
    expect(canAdd(many.slice(1))).toBe(true);
  });
});

describe('moveField', () => {
  it('moves one item and keeps the others in order', () => {
    expect(moveField(['a', 'b', 'c', 'd'], 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveField(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
  });
  it('clamps past the ends and leaves an unknown index alone', () => {
    expect(moveField(['a', 'b', 'c'], 1, 9)).toEqual(['a', 'c', 'b']);
    expect(moveField(['a', 'b'], 5, 0)).toEqual(['a', 'b']);
  });
});

describe('retype', () => {
  it('keeps options into another choice and drops them otherwise', () => {
    const choice: FormField = { ...text('f1', '科目'), type: 'radio', options: ['美术', '书法'] };
    expect(retype(choice, 'checkbox').options).toEqual(['美术', '书法']);
    expect(retype(choice, 'text').options).toEqual([]);
    expect(retype(text('f1', '性别'), 'radio').options).toEqual(['选项1', '选项2']);
  });
});

describe('placeholderOf', () => {
  it('says what to type', () => {
    expect(placeholderOf(text('f1', '姓名'))).toBe('请输入姓名');
    expect(placeholderOf({ ...text('f1', '证件'), type: 'idCard' })).toBe('请输入 18 位身份证号');
  });
});
