import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, requireBinary } from './processes.js';

export interface RedisServer {
  url: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

/** PING over the Redis protocol; true once the server answers PONG. */
function pong(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => socket.write('PING\r\n'));
    socket.once('data', (d) => {
      socket.destroy();
      resolve(d.toString().startsWith('+PONG'));
    });
    socket.once('error', () => resolve(false));
  });
}

/** A throw-away redis-server on a free loopback port, in a temporary folder, with nothing saved to disk. */
export async function startRedis(): Promise<RedisServer> {
  requireBinary('redis-server', 'redis-server');
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'console-redis-'));
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const until = Date.now() + 20_000;
  while (!(await pong(port))) {
    if (child.exitCode !== null || Date.now() > until) {
      child.kill('SIGTERM');
      rmSync(dir, { recursive: true, force: true });
      throw new Error(`redis-server did not start on ${port}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    child,
    stop: () =>
      new Promise<void>((resolve) => {
        const done = () => {
          rmSync(dir, { recursive: true, force: true });
          resolve();
        };
        if (child.exitCode !== null) return done();
        child.once('exit', done);
        child.kill('SIGTERM');
      }),
  };
}
