import autocannon from 'autocannon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECRET, type Stack, startStack } from '../support/stack.js';

/**
 * `/api/metrics`: Prometheus text behind METRICS_TOKEN, with request counts and latency per procedure,
 * upstream latency and failures by kind, the upstream pool and the event loop. After a load run of calls
 * that carry tokens and phone numbers, the scrape holds neither (labels are route templates and registry
 * names only).
 */
const METRICS_TOKEN = 'metrics-token-0123456789';
const PHONE = /1[3-9]\d{9}/;
let stack: Stack;
let token = '';

beforeAll(async () => {
  stack = await startStack({ gateway: { metricsToken: METRICS_TOKEN } });
  token = await stack.login();
});
afterAll(() => stack?.close());

const scrape = (authorization?: string) =>
  fetch(`${stack.gatewayUrl}/api/metrics`, { headers: authorization ? { authorization } : {} });

/** The value of one sample line, `name{labels} value`; 0 when the series does not exist yet. */
function sample(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describe('metrics', () => {
  it('answers only to the token', async () => {
    expect((await scrape()).status).toBe(401);
    expect((await scrape('Bearer not-the-token')).status).toBe(401);
    expect((await scrape(`Bearer ${METRICS_TOKEN}`)).status).toBe(200);
  });

  it('counts a forced upstream failure under its kind', async () => {
    const before = await (await scrape(`Bearer ${METRICS_TOKEN}`)).text();
    const series = {
      upstreamNetwork: 'gateway_upstream_calls_total{call="home.indexData",outcome="network"}',
      upstreamUnknown: 'gateway_upstream_calls_total{call="home.indexData",outcome="unknownCode"}',
      procedureNetwork: 'gateway_procedure_calls_total{procedure="home.indexData",outcome="network"}',
    };
    await stack.scenario('home.indexData', { kind: 'drop' }, 1);
    await stack.scenario('home.indexData', { kind: 'code', code: 500 }, 1);
    const client = stack.client({ token, productId: 1 });
    await expect(client.home.indexData.query()).rejects.toThrow();
    await expect(client.home.indexData.query()).rejects.toThrow();

    const res = await scrape(`Bearer ${METRICS_TOKEN}`);
    expect(res.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
    const text = await res.text();
    for (const s of Object.values(series)) expect(sample(text, s) - sample(before, s), s).toBe(1);
  });

  it('holds request, upstream, pool and event-loop series, and no token or phone number after a load run', async () => {
    const auth = { authorization: `Bearer ${token}`, 'x-product-id': '1', 'content-type': 'application/json' };
    const input = (v: unknown) => encodeURIComponent(JSON.stringify(v));
    const run = await autocannon({
      url: stack.gatewayUrl,
      connections: 20,
      // A number of requests, not a number of seconds: a loaded machine sent too few in 3 s for the hits below
      // (8 against 10 wanted). 300 calls of each path.
      amount: 2100,
      headers: auth,
      requests: [
        { method: 'GET', path: '/trpc/home.indexData' },
        { method: 'GET', path: `/trpc/clue.list?input=${input({ page: 1, size: 20, phone: '13912345678' })}` },
        { method: 'GET', path: `/trpc/session.sendSms?input=${input({ phone: '13712345678' })}` },
        {
          method: 'POST',
          path: '/trpc/session.login',
          body: JSON.stringify({ username: '13612345678', password: 'x' }),
        },
        {
          method: 'POST',
          path: '/trpc/home.feedback',
          body: JSON.stringify({ content: '反馈', contact: '13512345678' }),
        },
        { method: 'GET', path: `/trpc/no.such?input=${input({ phone: '13412345678' })}` },
        { method: 'GET', path: `/api/nope/13312345678?token=${token}` },
      ],
    });
    expect(run.requests.total).toBeGreaterThan(0);

    const text = await (await scrape(`Bearer ${METRICS_TOKEN}`)).text();
    for (const name of [
      'gateway_http_requests_total',
      'gateway_http_request_duration_seconds_bucket',
      'gateway_http_requests_in_flight',
      'gateway_procedure_calls_total',
      'gateway_procedure_duration_seconds_bucket',
      'gateway_upstream_calls_total',
      'gateway_upstream_duration_seconds_bucket',
      'gateway_upstream_pool_sockets',
      'gateway_upstream_pool_queued_requests',
      'gateway_ready',
      'gateway_who_calls_lookups',
      'nodejs_eventloop_lag_seconds',
    ])
      expect(text, name).toContain(`\n${name}`);
    expect(sample(text, 'gateway_procedure_calls_total{procedure="home.indexData",outcome="ok"}')).toBeGreaterThan(0);
    // One session's coded calls (clue.list) ask the upstream who calls once, then find it kept.
    const misses = sample(text, 'gateway_who_calls_lookups{result="miss"}');
    expect(misses).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'gateway_who_calls_lookups{result="hit"}')).toBeGreaterThan(misses * 10);
    expect(sample(text, 'gateway_procedure_calls_total{procedure="unknown",outcome="notFound"}')).toBeGreaterThan(0);
    expect(text).toContain('route="unmatched"');

    expect(text.includes(token), 'the session token').toBe(false);
    expect(text.includes(METRICS_TOKEN), 'the metrics token').toBe(false);
    expect(text.includes(SECRET), 'the signing secret').toBe(false);
    // A phone number would be in a label value (sample values are numbers, some of them eleven digits long).
    const labelValues = text.match(/"[^"]*"/g) ?? [];
    expect(labelValues.length).toBeGreaterThan(100);
    expect(
      labelValues.filter((v) => PHONE.test(v)),
      'a phone number',
    ).toEqual([]);
  });
});
