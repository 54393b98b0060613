import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { nodeArgs } from './node-args.js';

export const root = fileURLToPath(new URL('..', import.meta.url));

/** Starts a TypeScript entry of the repository as its own process, sharing this terminal. */
export function service(entry: string, env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, nodeArgs(entry), {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: 'inherit',
  });
}

export async function waitFor(url: string, timeoutMs = 60_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    if (Date.now() > until) throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Stops every child on Ctrl-C or SIGTERM, and stops everything when one child dies. */
export function superviseAll(children: ChildProcess[]): void {
  const stop = (code: number) => {
    for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
    // Leave at once: a start-up still waiting for a health check must not keep the stack half alive.
    process.exit(code);
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => stop(0));
  for (const c of children) c.once('exit', (code) => stop(code ?? 1));
}
