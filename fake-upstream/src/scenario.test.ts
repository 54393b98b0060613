import { describe, expect, it } from 'vitest';
import { RequestLog, ScenarioStore, scenarioSchema } from './scenario.js';

describe('ScenarioStore', () => {
  it('matches by call name, path template or concrete path, and counts uses', () => {
    const s = new ScenarioStore();
    s.add({ match: '/ajax/news/{id}', outcome: { kind: 'code', code: 404 }, times: 2 });
    expect(s.take(['home.newsList', '/ajax/news', '/ajax/news'])).toBeNull();
    expect(s.take(['home.news', '/ajax/news/{id}', '/ajax/news/3'])).toEqual({ kind: 'code', code: 404 });
    expect(s.take(['home.news', '/ajax/news/{id}', '/ajax/news/4'])).toEqual({ kind: 'code', code: 404 });
    expect(s.take(['home.news', '/ajax/news/{id}', '/ajax/news/5'])).toBeNull();
  });

  it('keeps a scenario without times until cleared', () => {
    const s = new ScenarioStore();
    s.add({ match: 'home.indexData', outcome: { kind: 'drop' } });
    for (let i = 0; i < 5; i++) expect(s.take(['home.indexData'])).toEqual({ kind: 'drop' });
    s.clear();
    expect(s.take(['home.indexData'])).toBeNull();
  });
});

describe('ScenarioStore: held requests', () => {
  it('holds until released, and clearing the scenarios releases them too', async () => {
    const s = new ScenarioStore();
    const order: string[] = [];
    const first = s.hold().then(() => order.push('first'));
    expect(s.release()).toBe(1);
    await first;
    const second = s.hold().then(() => order.push('second'));
    await Promise.resolve();
    expect(order).toEqual(['first']);
    s.clear();
    await second;
    expect(order).toEqual(['first', 'second']);
    expect(s.release()).toBe(0);
  });
});

describe('scenarioSchema', () => {
  it('takes a forced success content, and refuses an unknown kind or a delay past ten minutes', () => {
    const content = scenarioSchema.parse({ match: 'category.list', outcome: { kind: 'content', content: [] } });
    expect(content.outcome).toEqual({ kind: 'content', content: [] });
    expect(scenarioSchema.safeParse({ match: 'x', outcome: { kind: 'explode' } }).success).toBe(false);
    expect(scenarioSchema.safeParse({ match: 'x', outcome: { kind: 'delay', ms: 600_001 } }).success).toBe(false);
    expect(scenarioSchema.safeParse({ match: '', outcome: { kind: 'drop' } }).success).toBe(false);
  });
});

describe('RequestLog', () => {
  it('keeps the newest entries within its bound', () => {
    const log = new RequestLog(10);
    for (let i = 0; i < 25; i++) log.add({ method: 'GET', path: `/p${i}`, call: null, query: {}, time: '' });
    const items = log.list();
    expect(items).toHaveLength(10);
    expect(items.at(-1)?.path).toBe('/p24');
    expect(items[0]?.seq).toBe(16);
  });
});
