import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { nodeArgs } from '../../scripts/node-args.js';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/** A free TCP port on loopback. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

/** A program of Debian's that `pnpm test` and CI install (scripts/ensure-services.sh): fails with what to do. */
export function requireBinary(name: string, pkg: string): void {
  if (spawnSync('sh', ['-c', `command -v ${name}`]).status !== 0)
    throw new Error(`${name} is missing: apt-get install ${pkg} (scripts/ensure-services.sh does, as root)`);
}

export async function waitForHttp(url: string, timeoutMs = 30_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    if (Date.now() > until) throw new Error(`${url} did not come up in ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export interface Service {
  child: ChildProcess;
  url: string;
  stop(): Promise<void>;
}

/** Runs a TypeScript entry point of the repository as its own process (its own event loop, as in production). */
export async function startService(
  entry: string,
  env: Record<string, string>,
  healthPath: string,
  port: number,
): Promise<Service> {
  const child = spawn(process.execPath, nodeArgs(entry), {
    cwd: repoRoot,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(url + healthPath);
  return {
    child,
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
