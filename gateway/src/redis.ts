import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/**
 * The Redis the replicas share. Connected before the gateway starts, so a wrong REDIS_URL stops start-up
 * with its reason; later outages are ridden out: commands fail at once instead of queueing (the rate limits
 * then let calls through), and ioredis reconnects by itself.
 */
export async function connectRedis(url: string, log: FastifyBaseLogger): Promise<Redis> {
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 2000,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
  });
  let reported = false;
  redis.on('error', (err) => {
    // One line per outage, not one per reconnection attempt.
    if (!reported) log.warn({ err }, 'redis unreachable; rate limits are not enforced until it is back');
    reported = true;
  });
  redis.on('ready', () => {
    if (reported) log.info('redis is back');
    reported = false;
  });
  try {
    await redis.connect();
  } catch (err) {
    redis.disconnect();
    throw new Error(`REDIS_URL: cannot connect (${(err as Error).message})`);
  }
  return redis;
}
