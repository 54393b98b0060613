import { SIGN_ALGORITHMS, type SignAlgorithm } from '@console/contracts';
import { z } from 'zod';
import { demoAccountList } from './dev-routes.js';
import { buildFakeUpstream } from './server.js';

/** Runs the fake upstream from the environment and prints the demo accounts. */
const env = z
  .object({
    FAKE_PORT: z.coerce.number().int().positive().default(8081),
    HOST: z.string().default('0.0.0.0'),
    SIGN_SECRET: z.string().min(8).default('dev-secret-change-me'),
    SIGN_ALGORITHM: z.enum(SIGN_ALGORITHMS as [SignAlgorithm, ...SignAlgorithm[]]).default('sha256'),
    OSS_ACCESS_KEY_ID: z.string().default('dev-ram-key'),
    OSS_ACCESS_KEY_SECRET: z.string().default('dev-ram-secret'),
    OSS_BUCKET: z.string().default('console-media'),
    FAKE_PUBLIC_URL: z.url().optional(),
    /** Leads seeded per shop (the lead benchmarks seed 100 000); the enrollment module's own number when unset. */
    FAKE_CLUES: z.coerce.number().int().min(0).max(1_000_000).optional(),
    /** Orders of the transaction module's 400 days (the money benchmark seeds 200 000). */
    FAKE_ORDERS: z.coerce.number().int().min(0).max(1_000_000).optional(),
    /** Seed sizes by key for benchmarks: `mall.products=10000,mall.skus=10`. */
    FAKE_SIZES: z
      .string()
      .regex(/^([\w.]+=\d+(,[\w.]+=\d+)*)?$/, 'FAKE_SIZES: key=number pairs, comma-separated')
      .default('')
      .transform((v) =>
        Object.fromEntries(
          v
            .split(',')
            .filter(Boolean)
            .map((pair) => pair.split('='))
            .map(([k, n]) => [k as string, Number(n)]),
        ),
      ),
    LOG_LEVEL: z.string().default('info'),
    QUIET: z.enum(['0', '1']).default('0'),
    FAKE_IMAGE_ALLOW_PRIVATE: z.enum(['0', '1']).default('0'),
    FAKE_IMAGE_ALLOW_HOSTS: z.string().default(''),
    /** The in-memory stores' cap and the OSS emulator's largest object, in MB (the upload benchmark raises them). */
    FAKE_STORE_CAP_MB: z.coerce.number().int().min(16).max(8192).default(512),
    FAKE_OSS_MAX_MB: z.coerce.number().int().min(1).max(8192).default(1000),
  })
  .parse(process.env);

const fake = await buildFakeUpstream({
  secret: env.SIGN_SECRET,
  algorithm: env.SIGN_ALGORITHM,
  logger: { level: env.LOG_LEVEL },
  ram: { accessKeyId: env.OSS_ACCESS_KEY_ID, accessKeySecret: env.OSS_ACCESS_KEY_SECRET },
  bucket: env.OSS_BUCKET,
  clueCount: env.FAKE_CLUES,
  sizes: { ...env.FAKE_SIZES, ...(env.FAKE_ORDERS === undefined ? {} : { orders: env.FAKE_ORDERS }) },
  publicUrl: env.FAKE_PUBLIC_URL,
  storeCapBytes: env.FAKE_STORE_CAP_MB * 1024 * 1024,
  ossMaxBytes: env.FAKE_OSS_MAX_MB * 1024 * 1024,
  imageProxy: {
    allowPrivate: env.FAKE_IMAGE_ALLOW_PRIVATE === '1',
    allowHosts: env.FAKE_IMAGE_ALLOW_HOSTS.split(',').filter(Boolean),
  },
});
await fake.app.listen({ port: env.FAKE_PORT, host: env.HOST });

if (env.QUIET === '0') {
  const lines = demoAccountList(fake.state, env.SIGN_SECRET).map(
    (a) => `  ${a.username} / ${a.password}  ${a.name}（${a.shop}）：${a.description}`,
  );
  process.stdout.write(`\nfake upstream on :${env.FAKE_PORT}, demo accounts:\n${lines.join('\n')}\n\n`);
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void fake.app.close().then(() => process.exit(0));
  });
}
