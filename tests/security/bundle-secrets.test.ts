import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../support/processes.js';
import { RAM, SECRET } from '../support/stack.js';

/**
 * The built web bundle holds no signing secret, no RAM key and no upstream host. The web is built here with
 * the gateway's secrets set to unique canary values in the build's environment (plain and VITE_-prefixed, the
 * prefix Vite exposes to the bundle), so that any path from the environment into the bundle shows; every file
 * of the build is then searched for the canaries and for the defaults the repository itself ships
 * (gateway/src/config.ts, scripts/stack-env.ts, the test stacks). web/dist, when a build is there (pnpm start,
 * pnpm test), is searched for the defaults too.
 */
const CANARY = {
  SIGN_SECRET: 'canary-sign-secret-5b0e7d2c',
  OSS_ACCESS_KEY_ID: 'canary-ram-key-id-91c4',
  OSS_ACCESS_KEY_SECRET: 'canary-ram-key-secret-3fa8',
  OSS_STS_ROLE_ARN: 'acs:ram::4242424242424242:role/canary-upload',
  UPSTREAM_URL: 'http://canary-upstream.internal:9431',
};
const SHIPPED_DEFAULTS = [
  'dev-secret-change-me',
  'dev-ram-key',
  'dev-ram-secret',
  'acs:ram::1000000000000000:role/console-upload',
  'http://127.0.0.1:8081',
  SECRET,
  RAM.accessKeyId,
  RAM.accessKeySecret,
];
const FORBIDDEN = [...Object.values(CANARY), 'canary-upstream.internal', ...SHIPPED_DEFAULTS];

let outDir = '';
beforeAll(async () => {
  outDir = mkdtempSync(join(tmpdir(), 'web-bundle-scan-'));
  const vite = join(repoRoot, 'web', 'node_modules', 'vite', 'bin', 'vite.js');
  const prefixed = Object.fromEntries(Object.entries(CANARY).map(([k, v]) => [`VITE_${k}`, v]));
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, [vite, 'build', '--outDir', outDir, '--emptyOutDir', '--sourcemap'], {
      cwd: join(repoRoot, 'web'),
      env: { ...process.env, ...CANARY, ...prefixed },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let err = '';
    child.stderr?.on('data', (c: Buffer) => {
      err += c.toString();
    });
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`web build failed: ${err.slice(-2000)}`))));
  });
}, 180_000);
afterAll(() => {
  if (outDir) rmSync(outDir, { recursive: true, force: true });
});

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

/** Every forbidden string found, as `file: string`. Source maps count: they are served with the bundle. */
function findings(dir: string, forbidden: readonly string[]): string[] {
  const found: string[] = [];
  for (const file of files(dir)) {
    const text = readFileSync(file, 'latin1');
    for (const s of forbidden) if (text.includes(s)) found.push(`${file.slice(dir.length)}: ${s}`);
  }
  return found;
}

describe('the built web bundle', () => {
  it('was built (scripts, styles, index.html)', () => {
    const all = files(outDir);
    expect(all.some((f) => f.endsWith('index.html'))).toBe(true);
    expect(all.filter((f) => f.endsWith('.js')).length).toBeGreaterThan(3);
  });

  it('holds no signing secret, RAM key or upstream host, from the environment or from the repository', () => {
    expect(findings(outDir, FORBIDDEN)).toEqual([]);
  });

  it('web/dist, when built, holds none of the shipped defaults', () => {
    const dist = join(repoRoot, 'web', 'dist');
    if (!existsSync(join(dist, 'index.html'))) return;
    expect(findings(dist, SHIPPED_DEFAULTS)).toEqual([]);
  });
});
