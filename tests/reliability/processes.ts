import type autocannon from 'autocannon';
import { freePort, type Service, startService } from '../support/processes.js';

/**
 * The stack of the load and fault tests: the fake upstream and the gateway as processes of their own (the
 * gateway's memory and sockets are then its own to measure, and the upstream can be killed and restarted).
 */
export const SECRET = 'reliability-secret';
export const ACCOUNT = { username: '13800000001', password: 'demo1234' };

export interface ProcessStack {
  fake: Service;
  gateway: Service;
  fakePort: number;
  startFake(): Promise<Service>;
  stop(): Promise<void>;
}

export async function startProcessStack(gatewayEnv: Record<string, string> = {}): Promise<ProcessStack> {
  const fakePort = await freePort();
  const gwPort = await freePort();
  const startFake = () =>
    startService(
      'fake-upstream/src/main.ts',
      { FAKE_PORT: String(fakePort), HOST: '127.0.0.1', SIGN_SECRET: SECRET, QUIET: '1', LOG_LEVEL: 'warn' },
      '/__health',
      fakePort,
    );
  const stack: ProcessStack = {
    fakePort,
    fake: await startFake(),
    gateway: undefined as unknown as Service,
    startFake,
    async stop() {
      await Promise.all([stack.gateway?.stop(), stack.fake.stop()]);
    },
  };
  stack.gateway = await startService(
    'gateway/src/main.ts',
    {
      PORT: String(gwPort),
      HOST: '127.0.0.1',
      UPSTREAM_URL: `http://127.0.0.1:${fakePort}`,
      SIGN_SECRET: SECRET,
      LOG_LEVEL: 'warn',
      ...gatewayEnv,
    },
    '/api/health',
    gwPort,
  );
  return stack;
}

export async function login(gatewayUrl: string): Promise<string> {
  const res = await fetch(`${gatewayUrl}/trpc/session.login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ACCOUNT),
  });
  const body = (await res.json()) as { result?: { data?: { token?: string } } };
  const token = body.result?.data?.token;
  if (!token) throw new Error(`sign-in failed: ${JSON.stringify(body)}`);
  return token;
}

/** A tRPC query path with its input. */
export const query = (proc: string, input?: unknown) =>
  `/trpc/${proc}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(input))}`}`;

/** A page load: the overview's five calls batched in one request, as the web's batch link sends them. */
export const PAGE: Array<[string, unknown]> = [
  ['home.indexData', {}],
  ['home.notices', { page: 1, size: 10 }],
  ['home.newsList', { page: 1, size: 10 }],
  ['home.studyCategories', {}],
  ['home.helpPage', { path: '/overview' }],
];
export const batch = (calls: Array<[string, unknown]>) =>
  `/trpc/${calls.map(([p]) => p).join(',')}?batch=1&input=${encodeURIComponent(
    JSON.stringify(Object.fromEntries(calls.map(([, input], i) => [i, input]))),
  )}`;

/** The mixed calls of the load test: single queries, batched page loads, a list with filters, a mutation. */
export function mixedRequests(): autocannon.Request[] {
  const get = (path: string): autocannon.Request => ({ method: 'GET', path });
  return [
    get(query('home.indexData')),
    get(batch(PAGE)),
    get(query('home.notices', { page: 2, size: 20 })),
    get(query('clue.list', { page: 1, size: 20 })),
    get(query('session.resources', { type: 1 })),
    {
      method: 'POST',
      path: '/trpc/home.feedback',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ content: '压力测试的反馈内容', contact: '13800000001' }),
    },
    get(query('home.helpPage', { path: '/enrollment/clue/total/list' })),
    get(batch([PAGE[0] as [string, unknown], ['profile.get', {}]])),
  ];
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
export const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
