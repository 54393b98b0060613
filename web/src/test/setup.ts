import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

/**
 * The test files of a worker share its jsdom window and the packages (React, antd, jsdom: most of a file's
 * start-up) but not the console's own modules: each file imports them afresh, so no store (session, tabs,
 * settings, the apply dialog's) carries one file's state into the next (vitest.config.ts, `isolate: false`);
 * and each starts at the window's first address, wherever the file before left it.
 */
vi.resetModules();
window.history.replaceState(null, '', '/');

/**
 * findBy and waitFor wait for their condition up to 10 s rather than 1 s: antd in jsdom on a loaded two-core
 * machine took longer than a second to show a message, and a test that fails under load is a defect.
 */
configure({ asyncUtilTimeout: 10_000 });

/**
 * What jsdom lacks and antd reads: media queries (responsive grid) and element resize observation. Neither
 * matters to the behaviour under test, so inert stand-ins suffice.
 */
if (!window.matchMedia) {
  window.matchMedia = (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  });
}

if (!window.ResizeObserver) {
  window.ResizeObserver = class {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  };
}

/** jsdom lays nothing out and has no element scrolling: the scroll to a form's error sets the offset itself. */
if (!Element.prototype.scrollTo) {
  Element.prototype.scrollTo = function scrollTo(this: Element, options?: ScrollToOptions | number) {
    if (typeof options === 'object' && typeof options.top === 'number') this.scrollTop = options.top;
  } as Element['scrollTo'];
}

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
