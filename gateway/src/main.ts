import { loadConfig } from './config.js';
import { buildServer } from './server.js';

/** Runs the gateway from the environment (see README: UPSTREAM_URL, SIGN_SECRET, SIGN_ALGORITHM, OSS_*, PORT). */
const config = loadConfig();
const app = await buildServer(config);
const port = Number(process.env.PORT ?? 8080);
await app.listen({ port, host: process.env.HOST ?? '0.0.0.0' });
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
