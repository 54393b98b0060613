/**
 * The browser tests run in parallel workers, each against a stack of its own (a gateway serving the web and
 * a fake upstream), so that one worker's reset never pulls the data from under another's test. Stack `i`
 * listens on E2E_PORT + 10·i and E2E_FAKE_PORT + 10·i; a test's stack is its worker's parallel index.
 */
export const STACKS = Math.max(1, Number(process.env.E2E_STACKS ?? 2));
const WEB_PORT = Number(process.env.E2E_PORT ?? 18080);
const FAKE_PORT = Number(process.env.E2E_FAKE_PORT ?? 18081);

export const webPort = (stack: number) => WEB_PORT + 10 * stack;
export const fakePort = (stack: number) => FAKE_PORT + 10 * stack;

/** The stack of the worker this code runs in (0 outside a worker: the config, the setup's first stack). */
export const currentStack = () => Number(process.env.TEST_PARALLEL_INDEX ?? 0);

export const webUrl = (stack = currentStack()) => `http://127.0.0.1:${webPort(stack)}`;
export const fakeUrl = (stack = currentStack()) => `http://127.0.0.1:${fakePort(stack)}`;
