import { webPort } from './ports.js';

/** The demo accounts of the fake upstream (`GET /__dev/accounts` lists them with their editions). */
export const ACCOUNTS = {
  app: '13800000001',
  miniProgram: '13800000002',
  tiktok: '13800000003',
  h5Only: '13800000004',
  expired: '13800000005',
  restricted: '13800000006',
  /** A staff account of the demo shop (role 招生顾问: resources 600 and 900, no 400). */
  adviser: '13912340007',
} as const;
export type AccountName = keyof typeof ACCOUNTS;
export const PASSWORD = 'demo1234';

/**
 * Where the setup project keeps each account's signed-in browser state on each stack (see ports.ts), by the
 * stack's port: two runs on other ports at once never read each other's sessions.
 */
export const authFile = (name: AccountName, stack: number) =>
  new URL(`../../../.tmp/e2e-auth/${webPort(stack)}/${name}.json`, import.meta.url).pathname;
