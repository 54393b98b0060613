import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse, { desktopConfig } from 'lighthouse';
import { freePort, waitForHttp } from '../../support/processes.js';

/** Runs of each preset; the median score is the one reported (Lighthouse varies from run to run). */
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

export interface PresetResult {
  preset: 'mobile' | 'desktop';
  /** The median performance score of the runs, 0 to 1. */
  score: number;
  summary: string;
}

const median = (xs: number[]) => {
  const scored = xs.filter((x) => !Number.isNaN(x)).sort((a, b) => a - b);
  return scored[Math.floor((scored.length - 1) / 2)] ?? Number.NaN;
};

/**
 * Lighthouse 12 (the last major that runs on Node 20) on `url`, performance only, with its mobile preset (the
 * default: a mid-range phone, simulated slow 4G and a 4× slower CPU) and its desktop preset, each RUNS times in
 * Debian's Chromium started for it with a debugging port (a fresh profile: signed out).
 */
export async function lighthouseScores(url: string): Promise<PresetResult[]> {
  const port = await freePort();
  const profile = mkdtempSync(join(tmpdir(), 'lighthouse-'));
  const chromium = spawn(
    '/usr/bin/chromium',
    [
      '--headless=new',
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--no-first-run',
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  try {
    await waitForHttp(`http://127.0.0.1:${port}/json/version`);
    const out: PresetResult[] = [];
    for (const preset of ['mobile', 'desktop'] as const) {
      const runs: Array<{ score: number; line: string }> = [];
      for (let i = 0; i < RUNS; i++) {
        const result = await lighthouse(
          url,
          { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
          preset === 'desktop' ? desktopConfig : undefined,
        );
        if (!result) throw new Error('Lighthouse gave no result');
        const { categories, audits, runtimeError } = result.lhr;
        const metric = (id: string) => audits[id]?.displayValue ?? '?';
        const score = categories.performance?.score ?? Number.NaN;
        if (runtimeError) {
          runs.push({ score: Number.NaN, line: `no score (${runtimeError.code})` });
          continue;
        }
        runs.push({
          score,
          line: `${score.toFixed(2)} (FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')}, SI ${metric('speed-index')})`,
        });
      }
      const score = median(runs.map((r) => r.score));
      out.push({ preset, score, summary: `median ${score.toFixed(2)} of ${runs.map((r) => r.line).join('; ')}` });
    }
    return out;
  } finally {
    const exited = new Promise((resolve) => chromium.once('exit', resolve));
    chromium.kill('SIGTERM');
    await exited;
    rmSync(profile, { recursive: true, force: true });
  }
}
