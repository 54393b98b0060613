import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { CounterAccumulator, GaugeAccumulator, HistogramAccumulator } from './accumulators.js';

const observations: Array<[string, number]> = [
  ['user.login', 0.003],
  ['user.login', 0.005],
  ['home.indexData', 0.04],
  ['user.login', 0.7],
  ['home.indexData', 12],
];

describe('metrics kept as plain numbers', () => {
  it('print exactly what prom-client prints for the same counts, gauges and observations', async () => {
    const plain = new Registry();
    const counter = new Counter({
      name: 'c_total',
      help: 'c',
      labelNames: ['procedure', 'outcome'],
      registers: [plain],
    });
    const gauge = new Gauge({ name: 'g', help: 'g', labelNames: ['route'], registers: [plain] });
    const histogram = new Histogram({ name: 'h_seconds', help: 'h', labelNames: ['procedure'], registers: [plain] });

    const kept = new Registry();
    const c = new CounterAccumulator({
      name: 'c_total',
      help: 'c',
      labelNames: ['procedure', 'outcome'],
      registry: kept,
    });
    const g = new GaugeAccumulator({ name: 'g', help: 'g', labelNames: ['route'], registry: kept });
    const h = new HistogramAccumulator({ name: 'h_seconds', help: 'h', labelNames: ['procedure'], registry: kept });

    for (const [procedure, seconds] of observations) {
      counter.inc({ procedure, outcome: 'ok' });
      c.add(`${procedure} ok`, () => ({ procedure, outcome: 'ok' }), 1);
      histogram.observe({ procedure }, seconds);
      h.observe(procedure, () => ({ procedure }), seconds);
    }
    counter.inc({ procedure: 'user.login', outcome: 'unauthorized' });
    c.add('user.login unauthorized', () => ({ procedure: 'user.login', outcome: 'unauthorized' }), 1);
    gauge.inc({ route: '/trpc/*' });
    gauge.dec({ route: '/trpc/*' });
    gauge.inc({ route: '/api/health' });
    g.add('/trpc/*', () => ({ route: '/trpc/*' }), 1);
    g.add('/trpc/*', () => ({ route: '/trpc/*' }), -1);
    g.add('/api/health', () => ({ route: '/api/health' }), 1);

    const expected = await plain.metrics();
    expect(expected).toContain('h_seconds_bucket{le="0.005",procedure="user.login"} 2');
    expect(await kept.metrics()).toBe(expected);
    // A second scrape counts nothing twice.
    expect(await kept.metrics()).toBe(expected);
  });
});
