import { performance } from 'node:perf_hooks';
import { fakeEnv, gatewayEnv } from '../../../scripts/stack-env.js';
import { freePort, type Service, startService } from '../../support/processes.js';

export interface BenchStack {
  /** The gateway's address (the console, when a web root is served). */
  base: string;
  fake: Service;
  /** The fake upstream's port (its public address is on localhost, as `pnpm start` has it). */
  fakePort: number;
  gateway: Service;
  /** How long the fake upstream took to start and seed (the start of a bench's sized data). */
  fakeStartMs: number;
  stop(): Promise<void>;
}

export interface BenchStackOptions {
  /** The built web the gateway serves; none for an API-only bench. */
  webRoot?: string;
  /** More of the fake upstream's environment: its data sizes (FAKE_SIZES, FAKE_ORDERS…) and caps. */
  fake?: Record<string, string>;
}

/**
 * The local stack as `pnpm start` runs it (scripts/stack-env.ts), each part its own process on free loopback
 * ports, with the gateway's per-person rate limits off: a bench sends far more than a person would, and the
 * limiter's own cost is gateway-overhead.ts's to measure.
 */
export async function benchStack(name: string, options: BenchStackOptions = {}): Promise<BenchStack> {
  const stack = { port: await freePort(), fakePort: await freePort(), secret: `bench-${name}-secret` };
  const started = performance.now();
  const fake = await startService(
    'fake-upstream/src/main.ts',
    { ...fakeEnv(stack), QUIET: '1', HOST: '127.0.0.1', ...options.fake },
    '/__health',
    stack.fakePort,
  );
  const fakeStartMs = performance.now() - started;
  let gateway: Service;
  try {
    gateway = await startService(
      'gateway/src/main.ts',
      { ...gatewayEnv(stack, options.webRoot), HOST: '127.0.0.1', RATE_LIMITS: '0' },
      '/api/health',
      stack.port,
    );
  } catch (error) {
    await fake.stop();
    throw error;
  }
  return {
    base: gateway.url,
    fake,
    fakePort: stack.fakePort,
    gateway,
    fakeStartMs,
    stop: async () => {
      await gateway.stop();
      await fake.stop();
    },
  };
}
