import { SIGN_ALGORITHMS, type SignAlgorithm } from '@console/contracts';
import { z } from 'zod';
import { DEFAULT_RATE_LIMITS, type RateLimitPolicy } from './security/rate-limits.js';

/** Gateway settings, all from the environment. Secrets live here and nowhere else. */
export interface OssOptions {
  roleArn: string;
  accessKeyId: string;
  accessKeySecret: string;
  bucket: string;
  region: string;
  /** STS endpoint; Aliyun's public one unless pointed at an emulator. */
  stsEndpoint?: string;
  /** Endpoint the browser uploads to, when not the region's public one (emulator or custom domain). */
  publicEndpoint?: string;
  /** Address objects as `{endpoint}/{bucket}/{key}` (an emulator or a gateway) rather than by bucket host. */
  pathStyle: boolean;
  /** First segment of every object key; one per tenant. */
  tenantPrefix: string;
  durationSeconds: number;
}

export interface GatewayOptions {
  upstreamUrl: string;
  signSecret: string;
  signAlgorithm: SignAlgorithm;
  /** Used as the `clientId` parameter when the browser sends none. */
  defaultClientId: string;
  oss?: OssOptions;
  /** Folder of the built web app, served from the same origin. */
  webRoot?: string;
  /** `stream` lets a test read the log lines. */
  logger: boolean | { level: string; stream?: { write(line: string): void } };
  /** Strict output parsing (tests): a content mismatch is an error instead of a logged warning. */
  strictOutput: boolean;
  /** How long who calls is kept per token (≤ 30 s): a role changed in settings counts within it. */
  whoCallsTtlMs?: number;
  timeouts: { callMs: number; downloadMs: number };
  limits: { uploadBytes: number; imageProxyBytes: number };
  imageProxy: {
    allowPrivate: boolean;
    /** `host` or `host:port` entries fetched even when they resolve to a private address (an intranet CDN). */
    allowHosts?: readonly string[];
  };
  pool: { connections: number; pipelining: number };
  /** How `/trpc` is served: the lean path (default) or tRPC's stock Fastify adapter, for comparison. */
  trpcAdapter: 'lean' | 'stock';
  /** Throttle of sign-in and SMS calls; false turns it off. */
  rateLimits: RateLimitPolicy | false;
  /** Fastify's `trustProxy`: which forwarding proxies to believe for the browser's address. */
  trustProxy: boolean | string | ((address: string, hop: number) => boolean);
  /** Extra Content-Security-Policy sources, beyond the OSS endpoint the gateway already knows. */
  csp: { imgSrc: readonly string[]; connectSrc: readonly string[]; mediaSrc: readonly string[] };
  /** Redis shared by every replica (the rate limits' counters); without it each process counts on its own. */
  redisUrl?: string;
  /** Bearer token of `/api/metrics`; without it the gateway keeps no metrics and serves none. */
  metricsToken?: string;
  /**
   * SIGTERM: readiness turns false, requests are still served for `delayMs` (the proxy's health checks see the
   * replica leave), then the listener closes and in-flight requests finish, for at most `timeoutMs` in all.
   */
  shutdown: { delayMs: number; timeoutMs: number };
}

const list = z
  .string()
  .default('')
  .transform((v) =>
    v
      .split(/[\s,]+/)
      .map((x) => x.trim())
      .filter(Boolean),
  );

const envSchema = z.object({
  UPSTREAM_URL: z.url().default('http://127.0.0.1:8081'),
  SIGN_SECRET: z.string().min(8, 'SIGN_SECRET 至少 8 个字符').default('dev-secret-change-me'),
  SIGN_ALGORITHM: z.enum(SIGN_ALGORITHMS as [SignAlgorithm, ...SignAlgorithm[]]).default('sha256'),
  CLIENT_ID: z.string().default('console-gateway'),
  OSS_STS_ROLE_ARN: z.string().optional(),
  OSS_ACCESS_KEY_ID: z.string().optional(),
  OSS_ACCESS_KEY_SECRET: z.string().optional(),
  OSS_BUCKET: z.string().default('console-media'),
  OSS_REGION: z.string().default('oss-cn-beijing'),
  OSS_STS_ENDPOINT: z.url().optional(),
  OSS_PUBLIC_ENDPOINT: z.url().optional(),
  OSS_PATH_STYLE: z.enum(['0', '1']).default('0'),
  OSS_TENANT_PREFIX: z
    .string()
    .regex(/^[\w-]+$/)
    .default('console'),
  OSS_STS_DURATION: z.coerce.number().int().min(900).max(3600).default(900),
  WEB_ROOT: z.string().optional(),
  LOG_LEVEL: z.string().default('info'),
  STRICT_OUTPUT: z.enum(['0', '1']).default('0'),
  WHO_CALLS_TTL_MS: z.coerce.number().int().min(0).max(30_000).default(30_000),
  CALL_TIMEOUT_MS: z.coerce.number().int().positive().default(50_000),
  DOWNLOAD_TIMEOUT_MS: z.coerce.number().int().positive().default(5_000_000),
  UPLOAD_MAX_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(1024 * 1024 * 1024),
  IMAGE_PROXY_MAX_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(10 * 1024 * 1024),
  IMAGE_PROXY_ALLOW_PRIVATE: z.enum(['0', '1']).default('0'),
  IMAGE_PROXY_ALLOW_HOSTS: list,
  UPSTREAM_CONNECTIONS: z.coerce.number().int().positive().default(128),
  // Pipelining buys ~15% more batched pages on loopback (see tests/bench), but a slow call would hold up every
  // call queued behind it on the same connection, so it is opt-in.
  UPSTREAM_PIPELINING: z.coerce.number().int().positive().max(100).default(1),
  TRPC_ADAPTER: z.enum(['lean', 'stock']).default('lean'),
  RATE_LIMITS: z.enum(['0', '1']).default('1'),
  RATE_LIMIT_SIGN_IN_FAILURES: z.coerce.number().int().positive().default(DEFAULT_RATE_LIMITS.signInFailures.max),
  RATE_LIMIT_SMS_PER_PHONE: z.coerce.number().int().positive().default(DEFAULT_RATE_LIMITS.smsPerPhone.max),
  TRUST_PROXY: z.string().default(''),
  CSP_IMG_SRC: list,
  CSP_CONNECT_SRC: list,
  CSP_MEDIA_SRC: list,
  REDIS_URL: z
    .url({ protocol: /^rediss?$/, error: 'REDIS_URL 须是 redis:// 或 rediss:// 地址' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  METRICS_TOKEN: z
    .string()
    .min(16, 'METRICS_TOKEN 至少 16 个字符')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  SHUTDOWN_DELAY_MS: z.coerce.number().int().min(0).default(0),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
});

/** TRUST_PROXY: empty (no proxy), `true`, a hop count, or addresses and subnets separated by commas. */
function trustProxyOf(v: string): GatewayOptions['trustProxy'] {
  if (v === '' || v === 'false' || v === '0') return false;
  if (v === 'true') return true;
  if (/^\d+$/.test(v)) {
    // Fastify's typings omit the hop count its proxy-addr accepts; the same rule as a function.
    const hops = Number(v);
    return (_address, hop) => hop < hops;
  }
  return v;
}

/** Reads and checks the environment; a bad setting stops start-up with a message naming it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): GatewayOptions {
  const e = envSchema.parse(env);
  const hasRole = e.OSS_STS_ROLE_ARN && e.OSS_ACCESS_KEY_ID && e.OSS_ACCESS_KEY_SECRET;
  return {
    upstreamUrl: e.UPSTREAM_URL,
    signSecret: e.SIGN_SECRET,
    signAlgorithm: e.SIGN_ALGORITHM,
    defaultClientId: e.CLIENT_ID,
    oss: hasRole
      ? {
          roleArn: e.OSS_STS_ROLE_ARN as string,
          accessKeyId: e.OSS_ACCESS_KEY_ID as string,
          accessKeySecret: e.OSS_ACCESS_KEY_SECRET as string,
          bucket: e.OSS_BUCKET,
          region: e.OSS_REGION,
          stsEndpoint: e.OSS_STS_ENDPOINT,
          publicEndpoint: e.OSS_PUBLIC_ENDPOINT,
          pathStyle: e.OSS_PATH_STYLE === '1',
          tenantPrefix: e.OSS_TENANT_PREFIX,
          durationSeconds: e.OSS_STS_DURATION,
        }
      : undefined,
    webRoot: e.WEB_ROOT,
    logger: { level: e.LOG_LEVEL },
    strictOutput: e.STRICT_OUTPUT === '1',
    whoCallsTtlMs: e.WHO_CALLS_TTL_MS,
    timeouts: { callMs: e.CALL_TIMEOUT_MS, downloadMs: e.DOWNLOAD_TIMEOUT_MS },
    limits: { uploadBytes: e.UPLOAD_MAX_BYTES, imageProxyBytes: e.IMAGE_PROXY_MAX_BYTES },
    imageProxy: { allowPrivate: e.IMAGE_PROXY_ALLOW_PRIVATE === '1', allowHosts: e.IMAGE_PROXY_ALLOW_HOSTS },
    pool: { connections: e.UPSTREAM_CONNECTIONS, pipelining: e.UPSTREAM_PIPELINING },
    trpcAdapter: e.TRPC_ADAPTER,
    rateLimits:
      e.RATE_LIMITS === '0'
        ? false
        : {
            ...DEFAULT_RATE_LIMITS,
            signInFailures: { ...DEFAULT_RATE_LIMITS.signInFailures, max: e.RATE_LIMIT_SIGN_IN_FAILURES },
            smsPerPhone: { ...DEFAULT_RATE_LIMITS.smsPerPhone, max: e.RATE_LIMIT_SMS_PER_PHONE },
          },
    trustProxy: trustProxyOf(e.TRUST_PROXY),
    csp: { imgSrc: e.CSP_IMG_SRC, connectSrc: e.CSP_CONNECT_SRC, mediaSrc: e.CSP_MEDIA_SRC },
    redisUrl: e.REDIS_URL,
    metricsToken: e.METRICS_TOKEN,
    shutdown: { delayMs: e.SHUTDOWN_DELAY_MS, timeoutMs: e.SHUTDOWN_TIMEOUT_MS },
  };
}

/**
 * Options with every default filled, for tests and embedding. Rate limits are off unless given: a test suite
 * signs in and sends SMS codes from one address many times a second.
 */
export function gatewayOptions(
  overrides: Partial<GatewayOptions> & Pick<GatewayOptions, 'upstreamUrl' | 'signSecret'>,
): GatewayOptions {
  return { ...loadConfig({}), logger: false, rateLimits: false, ...overrides };
}
