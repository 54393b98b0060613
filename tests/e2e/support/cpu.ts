import type { Browser, TestInfo } from '@playwright/test';

/** The annotation holding the CPU seconds Chromium spent on a test, which scripts/timings.mjs adds up. */
export const CHROMIUM_CPU = 'chromium-cpu';

/** CPU seconds of each Chromium process of this worker's browser, when the last test ended. */
const seen = new Map<number, number>();

/**
 * Notes on the test the CPU time Chromium's processes spent since the previous test of this worker ended, as
 * Chromium counts it. The suite's timings cannot get it from the operating system: Chromium's renderers (one
 * per test's context, where the pages and axe run) are not waited for by the processes that started them, so
 * their time is lost to the shell's children times. The browser process itself is waited for and counted
 * there, so it is left out here.
 */
export async function noteChromiumCpu(browser: Browser, testInfo: TestInfo): Promise<void> {
  const session = await browser.newBrowserCDPSession();
  const { processInfo } = await session.send('SystemInfo.getProcessInfo');
  await session.detach();
  let seconds = 0;
  for (const p of processInfo) {
    if (p.type === 'browser') continue;
    seconds += p.cpuTime - (seen.get(p.id) ?? 0);
    seen.set(p.id, p.cpuTime);
  }
  testInfo.annotations.push({ type: CHROMIUM_CPU, description: seconds.toFixed(2) });
}
