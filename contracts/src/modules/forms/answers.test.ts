import { describe, expect, it } from 'vitest';
import { answerError, answersErrors, isEmail, isIdCard } from './answers.js';
import type { FormField } from './fields.js';

const field = (type: FormField['type'], o: Partial<FormField> = {}): FormField => ({
  key: 'fa',
  label: '字段',
  type,
  required: true,
  options: [],
  ...o,
});
const NOW = Date.UTC(2026, 10, 24);

describe('isIdCard', () => {
  it('takes a number whose check character fits (X included)', () => {
    expect(isIdCard('11010519491231002X', NOW)).toBe(true);
    expect(isIdCard('110105194912310029', NOW)).toBe(false);
    expect(isIdCard('11010519491231002x', NOW)).toBe(true);
  });
  it('refuses a birth date that does not exist or lies ahead, and other lengths', () => {
    expect(isIdCard('110105194902300021', NOW)).toBe(false);
    expect(isIdCard('110105203001010011', NOW)).toBe(false);
    expect(isIdCard('11010519491231002', NOW)).toBe(false);
  });
});

describe('isEmail', () => {
  it('takes an address and refuses a name without a domain', () => {
    expect(isEmail('wang.li@example.com')).toBe(true);
    expect(isEmail('wangli@')).toBe(false);
    expect(isEmail('wangli@example')).toBe(false);
  });
});

describe('answerError', () => {
  it('asks for what a required field lacks, in the words of its type', () => {
    expect(answerError(field('text', { label: '姓名' }), '')).toBe('请填写姓名');
    expect(answerError(field('radio', { label: '性别', options: ['男', '女'] }), undefined)).toBe('请选择性别');
    expect(answerError(field('image', { label: '照片' }), '')).toBe('请上传照片');
    expect(answerError(field('checkbox', { label: '科目', options: ['a', 'b'] }), [])).toBe('请选择科目');
    expect(answerError(field('text', { required: false }), '')).toBeNull();
  });
  it('checks the phone with the spec rule', () => {
    expect(answerError(field('phone'), '13812345678')).toBeNull();
    expect(answerError(field('phone'), '0571-88886666')).toBeNull();
    expect(answerError(field('phone'), '12812345678')).toBe('您输入的手机号有误');
  });
  it('checks the ID number, the email, numbers, dates and times', () => {
    expect(answerError(field('idCard'), '110105194912310029', NOW)).toBe('请输入正确的身份证号');
    expect(answerError(field('email'), 'abc')).toBe('请输入正确的邮箱地址');
    expect(answerError(field('number', { label: '年龄' }), '8a')).toBe('年龄请输入数字');
    expect(answerError(field('number'), '-3.5')).toBeNull();
    expect(answerError(field('date', { label: '生日' }), '2026-02-30')).toBe('生日的日期有误');
    expect(answerError(field('time', { label: '时段' }), '24:00')).toBe('时段的时间有误');
    expect(answerError(field('time'), '09:30')).toBeNull();
  });
  it('takes only the options a choice field has', () => {
    const one = field('radio', { label: '性别', options: ['男', '女'] });
    const many = field('checkbox', { label: '科目', options: ['美术', '书法'] });
    expect(answerError(one, '男')).toBeNull();
    expect(answerError(one, '其他')).toBe('性别的选项不存在');
    expect(answerError(many, ['美术', '书法'])).toBeNull();
    expect(answerError(many, ['美术', '美术'])).toBe('科目的选项不存在');
    expect(answerError(many, '美术')).toBe('科目的选项有误');
    expect(answerError(one, ['男'])).toBe('性别只能填写一项');
  });
  it('takes an image as a web address', () => {
    expect(answerError(field('image'), 'https://oss.example.com/a.png')).toBeNull();
    expect(answerError(field('image'), 'a.png')).toBe('字段的图片地址有误');
  });
});

describe('answersErrors', () => {
  it('reports each field by key and refuses answers to fields the form lacks', () => {
    const fields = [field('text', { key: 'fa', label: '姓名' }), field('phone', { key: 'fb', label: '电话' })];
    expect(answersErrors(fields, { fa: '王小明', fb: '13812345678' })).toEqual({});
    expect(answersErrors(fields, { fb: '123', fz: 'x' })).toEqual({
      fa: '请填写姓名',
      fb: '您输入的手机号有误',
      fz: '表单中没有这个字段',
    });
  });
});
