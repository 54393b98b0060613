import { join } from 'node:path';
import { root, service, superviseAll, waitFor } from './run-services.js';
import { fakeEnv, gatewayEnv } from './stack-env.js';

/**
 * `pnpm start` (after the web build): the gateway serving the console on PORT (8080), against UPSTREAM_URL
 * when it is set, else against the fake upstream started here on FAKE_PORT (8081).
 */
const port = Number(process.env.PORT ?? 8080);
const fakePort = Number(process.env.FAKE_PORT ?? 8081);
const secret = process.env.SIGN_SECRET ?? 'dev-secret-change-me';
const webRoot = process.env.WEB_ROOT ?? join(root, 'web', 'dist');
const children = [];

if (process.env.UPSTREAM_URL) {
  children.push(service('gateway/src/main.ts', { PORT: String(port), WEB_ROOT: webRoot }));
} else {
  const stack = { port, fakePort, secret };
  children.push(service('fake-upstream/src/main.ts', fakeEnv(stack)));
  await waitFor(`http://127.0.0.1:${fakePort}/__health`);
  children.push(service('gateway/src/main.ts', gatewayEnv(stack, webRoot)));
}
superviseAll(children);
await waitFor(`http://127.0.0.1:${port}/api/health`);
process.stdout.write(`\n智校管理后台: http://localhost:${port}\n\n`);
