import { describe, expect, it } from 'vitest';
import { joinable, overMessage, planPicks } from './gallery-picks';

const file = (name: string) => new File(['x'], name, { type: name.endsWith('.png') ? 'image/png' : 'text/plain' });
const check = (f: File) => (f.type === 'image/png' ? null : '上传图片只能是 JPG/PNG 格式!');

describe('a gallery’s pick of several images', () => {
  it('takes as many as there is room for, in pick order, and counts the rest', () => {
    const plan = planPicks([file('1.png'), file('2.png'), file('3.png'), file('4.png')], 3, check);
    expect(plan.take.map((f) => f.name)).toEqual(['1.png', '2.png', '3.png']);
    expect(plan.over).toBe(1);
    expect(overMessage(9, plan.over)).toBe('最多上传 9 张图片，已选的其余 1 张未添加');
  });

  it('refuses files the image rules refuse with their message, without taking their room', () => {
    const plan = planPicks([file('a.txt'), file('1.png'), file('2.png')], 2, check);
    expect(plan.take.map((f) => f.name)).toEqual(['1.png', '2.png']);
    expect(plan.refused).toEqual(['上传图片只能是 JPG/PNG 格式!']);
    expect(plan.over).toBe(0);
  });

  it('joins finished uploads in pick order: one still going up holds back those after it', () => {
    const p = (key: string, url?: string) => ({ key, file: file(`${key}.png`), url });
    expect(joinable([p('a'), p('b', 'u/b')])).toEqual({ urls: [], rest: [p('a'), p('b', 'u/b')] });
    expect(joinable([p('a', 'u/a'), p('b', 'u/b'), p('c')])).toEqual({ urls: ['u/a', 'u/b'], rest: [p('c')] });
    expect(joinable([])).toEqual({ urls: [], rest: [] });
  });
});
