import { join } from 'node:path';
import { addDays, chinaToday, weekdayOf } from '@console/contracts';
import { repoRoot } from '../support/processes.js';
import { launchChromium, signedInPage } from './support/browser.js';
import { benchStack } from './support/stack.js';

/**
 * The week timetable (/study/classSchedule) in Chromium with a crowded week of 500 lessons, against the same
 * page showing a week of 50, measured in the same run: from the click on 上一周/下一周 (the page sits on an
 * empty week) until every lesson card is in the page and painted, with the part spent waiting for the
 * timetable's answer printed apart. Numbers are printed, never asserted.
 *
 * Needs the built web (`pnpm --filter @console/web build`); ROUNDS=n changes the repetitions (median printed).
 */
const BIG = 500;
const REFERENCE = 50;
const ROUNDS = Number(process.env.ROUNDS ?? 7);
/** Weeks ahead of this one: past the seeded lessons (ten weeks either side of today). */
const WEEKS_AHEAD = 30;

interface Timing {
  /** Lesson cards in the grid once it settled. */
  lessons: number;
  /** Click to the last card painted. */
  total: number;
  /** Click to the end of the timetable's answer. */
  answered: number;
}

/**
 * Runs in the page (a string, so the bundler's helpers never reach it): clicks the week button, waits until
 * the grid holds a card for each of the week's lessons, then for two frames (the cards painted), and reads
 * the timetable request's timing.
 */
const MEASURE = `async (label) => {
  const shown = () => {
    const grid = document.querySelector('[data-testid="week-grid"]');
    const lessons = Number(grid ? grid.getAttribute('data-lessons') : 0);
    return lessons > 0 && grid.querySelectorAll('[data-lesson]').length === lessons ? lessons : 0;
  };
  const start = performance.now();
  document.querySelector('button[aria-label="' + label + '"]').click();
  await new Promise((resolve, reject) => {
    const late = setTimeout(() => reject(new Error('the week did not show within 60 s')), 60000);
    const seen = new MutationObserver(() => {
      if (!shown()) return;
      seen.disconnect();
      clearTimeout(late);
      resolve();
    });
    seen.observe(document.body, { childList: true, subtree: true });
  });
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  const total = performance.now() - start;
  const answer = performance
    .getEntriesByType('resource')
    .filter((e) => e.name.includes('studySchedule.timetable') && e.startTime >= start)
    .at(-1);
  return { lessons: shown(), total, answered: answer ? answer.responseEnd - start : NaN };
}`;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;

export async function timetableBench(): Promise<void> {
  const stack = await benchStack('study-timetable', { webRoot: join(repoRoot, 'web/dist') });
  const browser = await launchChromium();
  try {
    const today = chinaToday();
    const empty = addDays(today, 1 - weekdayOf(today) + WEEKS_AHEAD * 7);
    const weeks = { reference: addDays(empty, -7), crowded: addDays(empty, 7) };
    for (const [monday, count] of [
      [weeks.reference, REFERENCE],
      [weeks.crowded, BIG],
    ] as const) {
      const res = await fetch(`${stack.fake.url}/__dev/study/crowd`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ monday, count }),
      });
      if (!res.ok) throw new Error(`crowding the week of ${monday}: ${res.status} ${await res.text()}`);
    }

    const base = stack.base;
    const page = await signedInPage(browser, base);

    // Each measurement starts from a fresh load of the empty week, so no answer comes from the page's cache.
    const measure = async (label: '上一周' | '下一周', expected: number): Promise<Timing> => {
      await page.goto(`${base}/study/classSchedule?date=${empty}`);
      await page.locator('[data-testid="week-grid"][data-lessons="0"]').waitFor();
      await page.getByText('这段时间没有课').waitFor();
      const t = (await page.evaluate(`(${MEASURE})(${JSON.stringify(label)})`)) as Timing;
      if (t.lessons !== expected) throw new Error(`the week showed ${t.lessons} lessons, ${expected} expected`);
      return t;
    };
    const runs = { reference: [] as Timing[], big: [] as Timing[] };
    // One of each first, so both are measured warm (the page's code and the stack's paths loaded).
    await measure('上一周', REFERENCE);
    await measure('下一周', BIG);
    for (let i = 0; i < ROUNDS; i++) {
      runs.reference.push(await measure('上一周', REFERENCE));
      runs.big.push(await measure('下一周', BIG));
    }

    const row = (name: string, lessons: number, t: Timing[]) => {
      const total = median(t.map((x) => x.total));
      const answered = median(t.map((x) => x.answered));
      const inPage = median(t.map((x) => x.total - x.answered));
      console.log(
        `  ${name} ${String(lessons).padStart(3)} lessons: ${total.toFixed(0)} ms to painted ` +
          `(answer in ${answered.toFixed(0)} ms; ${inPage.toFixed(0)} ms in the page after it)`,
      );
      return { total, page: inPage };
    };
    console.log(
      `\nstudy week timetable in Chromium (weeks of ${weeks.reference} and ${weeks.crowded}), median of ${ROUNDS}`,
    );
    const ref = row('reference', REFERENCE, runs.reference);
    const big = row('crowded  ', BIG, runs.big);
    console.log(
      `  ratio ${BIG}/${REFERENCE} lessons: ${(big.total / ref.total).toFixed(2)}× to painted, ` +
        `${(big.page / ref.page).toFixed(2)}× in the page`,
    );
  } finally {
    await browser.close();
    await stack.stop();
  }
}
