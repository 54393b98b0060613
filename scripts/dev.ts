import { spawn } from 'node:child_process';
import { root, service, superviseAll, waitFor } from './run-services.js';
import { fakeEnv, gatewayEnv } from './stack-env.js';

/** `pnpm dev`: the fake upstream, the gateway without a web root, and Vite with hot reload proxying to it. */
const port = Number(process.env.PORT ?? 8080);
const fakePort = Number(process.env.FAKE_PORT ?? 8081);
const stack = { port, fakePort, secret: process.env.SIGN_SECRET ?? 'dev-secret-change-me' };

const fake = service('fake-upstream/src/main.ts', fakeEnv(stack));
await waitFor(`http://127.0.0.1:${fakePort}/__health`);
const gateway = service('gateway/src/main.ts', gatewayEnv(stack));
await waitFor(`http://127.0.0.1:${port}/api/health`);
const vite = spawn('pnpm', ['--filter', '@console/web', 'dev'], {
  cwd: root,
  env: { ...process.env, GATEWAY_URL: `http://127.0.0.1:${port}` },
  stdio: 'inherit',
});
superviseAll([fake, gateway, vite]);
