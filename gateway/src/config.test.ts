import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

/** The settings of replicas: Redis, metrics and the drain, with a message naming a bad one. */
describe('replica settings', () => {
  it('are off by default: in memory, no metrics, no drain delay', () => {
    const c = loadConfig({});
    expect(c.redisUrl).toBeUndefined();
    expect(c.metricsToken).toBeUndefined();
    expect(c.shutdown).toEqual({ delayMs: 0, timeoutMs: 30_000 });
    expect(loadConfig({ REDIS_URL: '', METRICS_TOKEN: '' })).toMatchObject({
      redisUrl: undefined,
      metricsToken: undefined,
    });
  });

  it('reads them when set', () => {
    const c = loadConfig({
      REDIS_URL: 'redis://redis:6379',
      METRICS_TOKEN: 'a-token-of-sixteen+',
      SHUTDOWN_DELAY_MS: '3000',
      SHUTDOWN_TIMEOUT_MS: '40000',
    });
    expect(c).toMatchObject({
      redisUrl: 'redis://redis:6379',
      metricsToken: 'a-token-of-sixteen+',
      shutdown: { delayMs: 3000, timeoutMs: 40_000 },
    });
    expect(loadConfig({ REDIS_URL: 'rediss://user:pw@cache.example:6380/1' }).redisUrl).toMatch(/^rediss:/);
  });

  it('refuses bad values, naming them', () => {
    expect(() => loadConfig({ REDIS_URL: 'http://redis:6379' })).toThrow('REDIS_URL 须是 redis:// 或 rediss:// 地址');
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow('METRICS_TOKEN 至少 16 个字符');
    expect(() => loadConfig({ SHUTDOWN_DELAY_MS: '-1' })).toThrow();
    expect(() => loadConfig({ SHUTDOWN_TIMEOUT_MS: '0' })).toThrow();
  });
});
