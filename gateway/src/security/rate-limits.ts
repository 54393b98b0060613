import { createHmac } from 'node:crypto';
import { MSG_EXTRA } from '@console/contracts';
import { GatewayError } from '@console/contracts/router';
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import type { ProcedureEntry } from '../trpc/router.js';
import type { Caller } from '../upstream/client.js';

export interface Limit {
  max: number;
  windowMs: number;
}

/** The gateway's throttle on the ways in and on SMS sends. Addresses are `req.ip` (see TRUST_PROXY). */
export interface RateLimitPolicy {
  /** Failed sign-ins (wrong password, wrong SMS code, bad admin link) per account from one address. */
  signInFailures: Limit;
  /** Sign-in attempts from one address, whatever the account or outcome. */
  signInPerAddress: Limit;
  /** QR sign-in polls from one address (the login page polls every 2 s while the code shows). */
  qrPollsPerAddress: Limit;
  /** SMS codes sent to one phone number, from anywhere. */
  smsPerPhone: Limit;
  /** SMS codes sent from one address, to any number. */
  smsPerAddress: Limit;
}

const MINUTE = 60_000;
export const DEFAULT_RATE_LIMITS: RateLimitPolicy = {
  signInFailures: { max: 10, windowMs: 10 * MINUTE },
  signInPerAddress: { max: 60, windowMs: MINUTE },
  qrPollsPerAddress: { max: 120, windowMs: MINUTE },
  smsPerPhone: { max: 5, windowMs: 10 * MINUTE },
  smsPerAddress: { max: 20, windowMs: 10 * MINUTE },
};

type Resolve = ProcedureEntry['resolve'];
type Check = (key: string, o?: { increment?: boolean }) => Promise<{ exceeded: boolean; used: number }>;

/** The account a sign-in call names, for counting its failures. */
const ACCOUNT_OF: Record<string, (input: Record<string, unknown>) => unknown> = {
  'session.login': (i) => i.username,
  'session.smsLogin': (i) => i.username,
  'session.adminLogin': (i) => i.id,
};

export interface CounterStore {
  /** Counters shared by every replica; without it each process counts in its own memory. */
  redis?: Redis;
  /** Keys name accounts, phone numbers and addresses by their HMAC under this secret, never in clear. */
  keySecret: string;
}

/** Prefix of the counters' keys in a shared Redis. */
export const RATE_LIMIT_NAMESPACE = 'console-gateway:rate-limit:';

/**
 * Wraps the resolvers of the sign-in and SMS calls with @fastify/rate-limit counters. It sits on the
 * procedures themselves, so a call is counted however it arrives (lean path, stock adapter, batched or not);
 * input has been validated by then, so malformed calls cost nothing. Only failed sign-ins count against an
 * account (a person signing in many times a day is fine; guessing a password is not), while every attempt
 * counts against the address. A refusal is TOO_MANY_REQUESTS with kind `rateLimited` and a Chinese message.
 */
export async function rateLimitedResolvers(
  app: FastifyInstance,
  policy: RateLimitPolicy,
  store: CounterStore,
): Promise<(name: string, resolve: Resolve) => Resolve> {
  await app.register(fastifyRateLimit, {
    global: false,
    ...(store.redis
      ? {
          redis: store.redis,
          nameSpace: RATE_LIMIT_NAMESPACE,
          // Redis unreachable: the throttle lets calls through (and ioredis logs the outage) rather than
          // refusing every sign-in of every replica.
          skipOnError: true,
        }
      : {}),
  });
  const keyOf = (kind: string, value: string) =>
    `${kind}:${createHmac('sha256', store.keySecret).update(value).digest('base64url')}`;

  const counter = (limit: Limit): Check => {
    const run = app.createRateLimit({
      max: limit.max,
      timeWindow: limit.windowMs,
      keyGenerator: (req) => (req as unknown as KeyedRequest).limitKey,
    });
    return async (key, o) => {
      // The limiter reads only the key (through keyGenerator) and the route's rate-limit config.
      const pseudo = { limitKey: key, routeOptions: { config: {} } } as unknown as FastifyRequest;
      const r = await run(pseudo, o);
      if (r.isAllowed) return { exceeded: false, used: 0 };
      const used = r.max - r.remaining;
      // incr counts this request, so more than max is over; a read sees the attempts so far.
      return { exceeded: o?.increment === false ? used >= r.max : r.isExceeded, used };
    };
  };
  const failures = counter(policy.signInFailures);
  const signInAddress = counter(policy.signInPerAddress);
  const qrAddress = counter(policy.qrPollsPerAddress);
  const smsPhone = counter(policy.smsPerPhone);
  const smsAddress = counter(policy.smsPerAddress);

  const refuse = (name: string, message: string) =>
    new GatewayError('TOO_MANY_REQUESTS', message, { kind: 'rateLimited', call: name });
  const addressOf = (ctx: Caller) => ctx.ip ?? 'unknown';
  const fieldOf = (input: unknown, pick: (i: Record<string, unknown>) => unknown) =>
    String(pick((input ?? {}) as Record<string, unknown>) ?? '')
      .trim()
      .toLowerCase();

  return (name, resolve) => {
    const account = ACCOUNT_OF[name];
    if (account) {
      return async (input, ctx, signal) => {
        const address = addressOf(ctx);
        const failKey = keyOf('signin-fail', `${address}:${name}:${fieldOf(input, account)}`);
        if ((await failures(failKey, { increment: false })).exceeded) throw refuse(name, MSG_EXTRA.loginTooFrequent);
        if ((await signInAddress(keyOf('signin', address))).exceeded) throw refuse(name, MSG_EXTRA.loginTooFrequent);
        try {
          return await resolve(input, ctx, signal);
        } catch (err) {
          // A refusal by the upstream is a failed attempt; an outage is not the person's doing.
          const kind = err instanceof GatewayError ? err.info.kind : undefined;
          if (kind === 'business' || kind === 'unauthorized') await failures(failKey);
          throw err;
        }
      };
    }
    if (name === 'session.qrLogin') {
      return async (input, ctx, signal) => {
        if ((await qrAddress(keyOf('qr', addressOf(ctx)))).exceeded) throw refuse(name, MSG_EXTRA.loginTooFrequent);
        return resolve(input, ctx, signal);
      };
    }
    if (name === 'session.sendSms') {
      return async (input, ctx, signal) => {
        if ((await smsAddress(keyOf('sms-ip', addressOf(ctx)))).exceeded) throw refuse(name, MSG_EXTRA.smsTooFrequent);
        if (
          (
            await smsPhone(
              keyOf(
                'sms-phone',
                fieldOf(input, (i) => i.phone),
              ),
            )
          ).exceeded
        )
          throw refuse(name, MSG_EXTRA.smsTooFrequent);
        return resolve(input, ctx, signal);
      };
    }
    return resolve;
  };
}

interface KeyedRequest {
  limitKey: string;
}
