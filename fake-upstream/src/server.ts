import { MB, type SignAlgorithm } from '@console/contracts';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance, type FastifyRequest, LogController } from 'fastify';
import { z } from 'zod';
import { CredentialStore, DEFAULT_ROLE_ARN, type RamKey } from './aliyun/credentials.js';
import { OssFaults, OssPartLog } from './aliyun/oss-log.js';
import { ossRoutes } from './aliyun/oss-route.js';
import { stsRoutes } from './aliyun/sts-route.js';
import { devRoutes } from './dev-routes.js';
import { registerCalls } from './dispatch.js';
import type { Env } from './kit/handlers.js';
import { categorySeeds, FAKE_MODULES, handlersByName } from './modules/index.js';
import { RequestLog, ScenarioStore } from './scenario.js';
import { SignatureVerifier } from './signature.js';
import { BlobStore } from './state/blobs.js';
import { State } from './state/index.js';
import { PRIMARY_SHOP } from './state/shops.js';
import { FILES_PREFIX, QR_IMAGE_PATH } from './urls.js';
import { pseudoQrPng } from './util/png.js';
import { sendBlob } from './util/send-blob.js';

export interface FakeUpstreamOptions {
  /** The signing secret shared with the gateway. */
  secret: string;
  algorithm?: SignAlgorithm;
  logger?: boolean | { level: string };
  /** The RAM key the STS emulator accepts (the gateway's OSS_ACCESS_KEY_ID/SECRET). */
  ram?: RamKey;
  /** How many leads to seed (100 000 for the lead benchmarks); `sizes.clues` says the same. */
  clueCount?: number;
  /** Seed sizes by key, for benchmarks (each module names its keys and defaults). */
  sizes?: Readonly<Record<string, number>>;
  /** Where browsers reach this server, when not the Host a request came in on (e.g. behind compose). */
  publicUrl?: string;
  bucket?: string;
  region?: string;
  /** What the poster image proxy may fetch: private addresses, or listed hosts (default: neither). */
  imageProxy?: { allowPrivate?: boolean; allowHosts?: readonly string[] };
  /** Cap of each in-memory byte store (uploaded files, OSS objects). */
  storeCapBytes?: number;
  /** Largest object or part the OSS emulator takes (default 1000 MB; the upload benchmark sends 1 GB). */
  ossMaxBytes?: number;
  now?: () => number;
}

export interface FakeUpstream {
  app: FastifyInstance;
  state: State;
  scenarios: ScenarioStore;
  requests: RequestLog;
  credentials: CredentialStore;
  objects: BlobStore;
  /** The OSS emulator's log of part uploads, and the faults it plays. */
  ossParts: OssPartLog;
  ossFaults: OssFaults;
  options: Required<Pick<FakeUpstreamOptions, 'bucket' | 'region'>>;
}

export const DEFAULT_RAM: RamKey = { accessKeyId: 'dev-ram-key', accessKeySecret: 'dev-ram-secret' };

/**
 * The stateful stand-in for the business API, built from the contracts registry: every call at its path,
 * signatures verified, seeded Chinese demo data in memory, scenario control for tests, and the Aliyun STS
 * and OSS emulators that direct uploads use locally.
 */
export async function buildFakeUpstream(o: FakeUpstreamOptions): Promise<FakeUpstream> {
  const now = o.now ?? Date.now;
  const bucket = o.bucket ?? 'console-media';
  const region = o.region ?? 'oss-cn-beijing';
  const cap = o.storeCapBytes ?? 512 * MB;
  const state = new State({
    now,
    filesCapBytes: cap,
    bucket,
    sizes: { ...(o.clueCount === undefined ? {} : { clues: o.clueCount }), ...o.sizes },
    categories: categorySeeds(),
  });
  const credentials = new CredentialStore(o.ram ?? DEFAULT_RAM, now);
  const objects = new BlobStore(cap);
  const scenarios = new ScenarioStore();
  const requests = new RequestLog();
  const ossParts = new OssPartLog();
  const ossFaults = new OssFaults();
  const imageProxy = { allowPrivate: o.imageProxy?.allowPrivate ?? false, allowHosts: o.imageProxy?.allowHosts ?? [] };
  const env: Env = { secret: o.secret, bucket, region, credentials, objects, imageProxy };

  const app = Fastify({
    logger: o.logger ?? false,
    bodyLimit: 10 * MB,
    routerOptions: { maxParamLength: 2000 },
    // Tests drop connections on purpose; a closed socket is not an error worth a stack trace.
    logController: new LogController({ disableRequestLogging: true }),
  });
  await app.register(multipart, { limits: { fileSize: 1000 * MB, files: 1, fields: 20 } });

  registerCalls(app, {
    state,
    env,
    verifier: new SignatureVerifier(o.secret, o.algorithm ?? 'sha256', now),
    scenarios,
    requests,
    handlers: handlersByName() as Record<string, (input: unknown, ctx: unknown) => unknown>,
    publicUrl: o.publicUrl,
  });
  devRoutes(app, {
    state,
    scenarios,
    requests,
    secret: o.secret,
    onReset: () => {
      ossParts.clear();
      ossFaults.clear();
    },
  });
  stsRoutes(app, credentials);
  app.post('/__dev/oss/expire', async () => ({ expired: credentials.expireAll() }));
  app.get('/__dev/oss/parts', async () => ossParts.list());
  const dropBody = z.object({
    partNumber: z.number().int().min(1).max(10_000).optional(),
    times: z.number().int().min(1).max(100).default(1),
  });
  app.post('/__dev/oss/drop', async (req, reply) => {
    const parsed = dropBody.safeParse(req.body ?? {});
    if (!parsed.success) return reply.status(400).send({ error: parsed.error.issues });
    ossFaults.add(parsed.data);
    return { ok: true };
  });
  // A control route acts on the shop it names (`?shop=2`), the primary shop otherwise.
  const devHost = (req: FastifyRequest) => {
    const shop = Number((req.query as Record<string, unknown> | undefined)?.shop ?? PRIMARY_SHOP);
    return state.shop(state.shopIds().includes(shop) ? shop : PRIMARY_SHOP);
  };
  for (const m of FAKE_MODULES) m.routes?.(app, devHost);
  ossRoutes(app, {
    bucket,
    region,
    credentials,
    objects,
    now,
    maxBytes: o.ossMaxBytes ?? 1000 * MB,
    parts: ossParts,
    faults: ossFaults,
    // As the README's OSS set-up configures the bucket: the upload role adds objects, never replaces one.
    overwrite: [{ prefix: '', principals: [DEFAULT_ROLE_ARN] }],
  });

  app.get(`${FILES_PREFIX}*`, async (req, reply) => {
    const key = decodeURIComponent((req.url.split('?')[0] ?? '').slice(FILES_PREFIX.length));
    const blob = state.files.get(key);
    if (!blob) return reply.status(404).send({ error: '文件不存在' });
    return sendBlob(req, reply.header('access-control-allow-origin', '*'), blob);
  });
  app.get(QR_IMAGE_PATH, async (req, reply) => {
    const text = String((req.query as Record<string, unknown>).text ?? '');
    return reply
      .header('content-type', 'image/png')
      .header('cache-control', 'public, max-age=86400')
      .send(pseudoQrPng(text));
  });

  return { app, state, scenarios, requests, credentials, objects, ossParts, ossFaults, options: { bucket, region } };
}
