import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, repoRoot, requireBinary, waitForHttp } from './processes.js';

export interface CaddyProxy {
  url: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

/**
 * Caddy (Debian's package) with the repository's own deploy/Caddyfile, the one docker-compose.yml runs, in
 * front of the given gateway ports on loopback. Its state folders are temporary; its admin API is off.
 */
export async function startProxy(gatewayPorts: number[], healthInterval = '250ms'): Promise<CaddyProxy> {
  requireBinary('caddy', 'caddy');
  const port = await freePort();
  const home = mkdtempSync(join(tmpdir(), 'console-caddy-'));
  const child = spawn('caddy', ['run', '--config', join(repoRoot, 'deploy/Caddyfile'), '--adapter', 'caddyfile'], {
    env: {
      PATH: process.env.PATH,
      HOME: home,
      XDG_DATA_HOME: join(home, 'data'),
      XDG_CONFIG_HOME: join(home, 'config'),
      PROXY_PORT: String(port),
      PROXY_BIND: '127.0.0.1',
      GATEWAY_UPSTREAMS: gatewayPorts.map((p) => `127.0.0.1:${p}`).join(' '),
      HEALTH_INTERVAL: healthInterval,
    },
    // Caddy logs every start and health check in JSON: shown with CADDY_LOG=1 (add `debug` to the Caddyfile's
    // global options for each proxied request's error), hidden otherwise.
    stdio: ['ignore', 'ignore', process.env.CADDY_LOG ? 'inherit' : 'ignore'],
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHttp(`${url}/api/health`);
  } catch (err) {
    // A proxy that never came up is not left running behind a failed test.
    child.kill('SIGTERM');
    rmSync(home, { recursive: true, force: true });
    throw err;
  }
  return {
    url,
    child,
    stop: () =>
      new Promise<void>((resolve) => {
        const done = () => {
          rmSync(home, { recursive: true, force: true });
          resolve();
        };
        if (child.exitCode !== null) return done();
        child.once('exit', done);
        child.kill('SIGTERM');
      }),
  };
}
