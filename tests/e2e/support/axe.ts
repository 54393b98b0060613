import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import type { ContextObject, Result, RunOptions } from 'axe-core';

/** axe-core's own build, put into the page by the checks below (the engine runs anywhere; no binding needed). */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** WCAG 2.0 and 2.1, levels A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

const BLOCKING = new Set(['serious', 'critical']);

/**
 * Waits for the page to settle: no finite animation or transition running (a fading dialog or a sliding menu
 * reads as low contrast halfway through) and no loading spinner.
 */
async function settle(page: Page): Promise<void> {
  await expect(page.locator('.ant-spin-spinning, .ant-skeleton-active').filter({ visible: true })).toHaveCount(0);
  await page.evaluate(async () => {
    const finite = document
      .getAnimations()
      .filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity);
    await Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
  });
}

/**
 * The pages the shell keeps alive behind the one in front (React's Activity hides them with display: none):
 * axe reports nothing hidden, so leaving them out changes no result and spares it walking every page opened.
 */
const KEPT_PAGES = 'main > [style*="display: none"]';

/**
 * The serious and critical WCAG 2 A/AA violations on the page as it is now, or in the part of it that
 * `scope` selects. axe runs once in the page (what the Playwright binding calls legacy mode), where its default
 * opens a blank page per check to merge the frames' partial results: 3.6 times faster measured on a list page,
 * and the console has no frames. Only violations are collected (axe skips gathering the elements that pass).
 */
export async function seriousViolations(page: Page, scope?: string): Promise<Result[]> {
  return (await violations(page, WCAG_TAGS, scope)).filter((v) => BLOCKING.has(v.impact ?? ''));
}

/**
 * Every violation, of every impact, of WCAG 2 A/AA and of axe's best practices (one level-one heading a page,
 * landmarks unique and named, no alt repeating the text beside it): what the accessibility walk holds every
 * page to (issue 32).
 */
export async function allViolations(page: Page, scope?: string): Promise<Result[]> {
  return violations(page, [...WCAG_TAGS, 'best-practice'], scope);
}

/** The part of axe-core's API the checks call in the page. */
interface AxeWindow {
  axe: {
    configure(spec: { allowedOrigins: string[]; branding: { application: string } }): void;
    run(context: unknown, options: unknown): Promise<{ violations: unknown }>;
  };
}

/**
 * Puts axe-core in the page unless the document has it already. The Playwright binding's builder evaluated its
 * 650 kB source twice on every check, even in a page that had it: 0.25–0.3 s of Chromium's CPU a check
 * (measured on the home and the course list), over the 700-odd checks of a run. A new document (a navigation,
 * a reload) has no `axe`, so it gets its own.
 */
async function injectAxe(page: Page): Promise<void> {
  if (await page.evaluate(() => typeof (window as { axe?: unknown }).axe === 'object')) return;
  await page.evaluate(AXE_SOURCE);
  // The builder's configuration: frames of the page's own origin only, and its name in the results.
  await page.evaluate(() =>
    (window as unknown as AxeWindow).axe.configure({
      allowedOrigins: ['<same_origin>'],
      branding: { application: 'playwright' },
    }),
  );
}

async function violations(page: Page, tags: string[], scope?: string): Promise<Result[]> {
  await settle(page);
  await injectAxe(page);
  const context: ContextObject = { exclude: [KEPT_PAGES], ...(scope ? { include: [scope] } : {}) };
  const options: RunOptions = { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] };
  // Into the page and back untyped, typed here: Playwright's serialised types of axe's own are too deep for tsc.
  const found = await page.evaluate(
    async ([context, options]) => (await (window as unknown as AxeWindow).axe.run(context, options)).violations,
    [context, options] as unknown[],
  );
  return found as Result[];
}

/** How many elements fail, over all the violations. */
export const nodeCount = (violations: readonly Result[]) => violations.reduce((n, v) => n + v.nodes.length, 0);

/** One line a violation and one a failing element (its selector and axe's summary, first line). */
export function describeViolations(label: string, violations: readonly Result[]): string {
  const lines = [`${label}: ${nodeCount(violations)} failing`];
  for (const v of violations) {
    lines.push(`  [${v.impact}] ${v.id}: ${v.help} (${v.nodes.length})`);
    for (const node of v.nodes.slice(0, 8)) {
      const why = node.failureSummary?.split('\n').find((l) => l.trim() && !l.startsWith('Fix')) ?? '';
      lines.push(`    ${node.target.join(' ')} — ${why.trim()}`);
    }
    if (v.nodes.length > 8) lines.push(`    … and ${v.nodes.length - 8} more`);
  }
  return lines.join('\n');
}

/** Fails with a readable list when the page has any serious or critical WCAG 2 A/AA violation. */
export async function expectAccessible(page: Page, label: string): Promise<void> {
  const violations = await seriousViolations(page);
  expect(violations.length === 0, describeViolations(label, violations)).toBe(true);
}
