import closeWithGrace from 'close-with-grace';
import { loadConfig } from './config.js';
import { buildServer } from './server.js';

/** Runs the gateway from the environment (see README: UPSTREAM_URL, SIGN_SECRET, REDIS_URL, PORT and the rest). */
const config = loadConfig();
const app = await buildServer(config);
const port = Number(process.env.PORT ?? 8080);
await app.listen({ port, host: process.env.HOST ?? '0.0.0.0' });

// SIGTERM (a rolling restart) or Ctrl-C: drain, then exit; past SHUTDOWN_TIMEOUT_MS, or on a second signal,
// exit at once. SIGUSR2 is left alone (the load test's preload collects garbage on it).
closeWithGrace(
  {
    delay: config.shutdown.timeoutMs,
    skip: ['SIGUSR2'],
    logger: { error: (message: string) => app.log.error(message) },
  },
  async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'stopping after an uncaught error');
    else app.log.info({ signal }, 'stopping');
    await app.shutdown();
  },
);
