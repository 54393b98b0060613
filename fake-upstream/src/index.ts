export { demoAccountList } from './dev-routes.js';
export { impersonationLink } from './impersonation.js';
export { NUM_FMT } from './kit/spreadsheet.js';
export type { Outcome, Scenario } from './scenario.js';
export { buildFakeUpstream, DEFAULT_RAM, type FakeUpstream, type FakeUpstreamOptions } from './server.js';
export { DEMO_PASSWORD } from './state/accounts.js';
