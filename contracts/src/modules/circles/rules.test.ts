import { describe, expect, it } from 'vitest';
import { circle } from './circle.js';
import { JOIN_MODE, KNOWLEDGE_TYPE } from './constants.js';
import { circleKnowledge } from './knowledge.js';

type Rules = readonly { path: string; message: string; test: (v: Record<string, unknown>) => boolean }[];
const broken = (rules: Rules, values: Record<string, unknown>) =>
  rules.filter((r) => !r.test(values)).map((r) => `${r.path}:${r.message}`);

describe('circle rules', () => {
  it('ask a paid circle, and only a paid one, for its price', () => {
    expect(broken(circle.rules, { joinMode: JOIN_MODE.paid })).toEqual(['price:请输入加入价格']);
    expect(broken(circle.rules, { joinMode: JOIN_MODE.paid, price: 4990 })).toEqual([]);
    expect(broken(circle.rules, { joinMode: JOIN_MODE.review })).toEqual([]);
  });
});

describe('knowledge item rules', () => {
  it('ask each type for its own content: text for an article, the file for a video or audio', () => {
    const rules = circleKnowledge.rules;
    expect(broken(rules, { type: KNOWLEDGE_TYPE.article, content: '<p><br></p>' })).toEqual(['content:请输入正文']);
    expect(broken(rules, { type: KNOWLEDGE_TYPE.article, content: '<p>冷暖色</p>' })).toEqual([]);
    expect(broken(rules, { type: KNOWLEDGE_TYPE.video })).toEqual(['video:请上传视频']);
    expect(broken(rules, { type: KNOWLEDGE_TYPE.audio })).toEqual(['audio:请上传音频']);
  });
});
