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

const running = (c: ChildProcess) => c.exitCode === null && c.signalCode === null;

/**
 * Stops every child on Ctrl-C or SIGTERM, and stops everything when one child dies. It leaves as soon as its
 * children have gone, whatever it was doing (a start-up still waiting for a health check must not keep the
 * stack half alive), and not before: a child waited for adds its CPU time to this process's, which the test
 * suite's timings read (scripts/test.sh).
 */
export function superviseAll(children: ChildProcess[]): void {
  let exitCode: number | undefined;
  const stop = (code: number) => {
    exitCode ??= code;
    const left = children.filter(running);
    if (left.length === 0) process.exit(exitCode);
    for (const c of left) if (!c.killed) c.kill('SIGTERM');
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => stop(0));
  for (const c of children) c.once('exit', (code) => stop(code ?? 1));
}
