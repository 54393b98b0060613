import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { IMPERSONATION_WINDOW_SECONDS, impersonationLink } from './impersonation.js';
import { type RequestLog, type ScenarioStore, scenarioSchema } from './scenario.js';
import { DEMO_PASSWORD } from './state/accounts.js';
import type { State } from './state/index.js';
import { randomHex } from './util/random.js';

export interface DevRouteOptions {
  state: State;
  scenarios: ScenarioStore;
  requests: RequestLog;
  secret: string;
  /** What else a reset clears (the OSS emulator's part log and faults). */
  onReset?: () => void;
}

/** The time (whole seconds) of the last impersonation link handed out per account. */
const handedOut = new Map<number, number>();

/**
 * A time for a new link of `accountId` that no link handed out before has: a link signs in once, so two asked
 * for in the same second must differ (an earlier second, well inside the link's window).
 */
function linkTime(accountId: number, nowMs: number): number {
  const now = Math.floor(nowMs / 1000);
  const last = handedOut.get(accountId);
  const tt = last !== undefined && last >= now - IMPERSONATION_WINDOW_SECONDS / 2 ? Math.min(now, last - 1) : now;
  handedOut.set(accountId, tt);
  return tt * 1000;
}

/** The demo accounts as the start banner and `GET /__dev/accounts` list them. */
export function demoAccountList(state: State, secret: string) {
  return state.demoAccounts().map((a) => ({
    id: a.id,
    username: a.phone,
    password: DEMO_PASSWORD,
    name: a.name,
    shop: a.shopName,
    description: a.description,
    impersonation: impersonationLink(a.id, secret, linkTime(a.id, state.now())),
  }));
}

/**
 * Control routes for tests and local development, under `/__`: health, scenarios (forced codes, delays,
 * dropped connections), the log of received requests, the last SMS code, scanning a login or WeChat-binding QR
 * code, the demo accounts with impersonation links, and a reset of the business data.
 */
export function devRoutes(app: FastifyInstance, o: DevRouteOptions): void {
  app.get('/__health', async () => ({ ok: true }));

  app.post('/__scenario', async (req, reply) => {
    const parsed = scenarioSchema.safeParse(req.body);
    if (!parsed.success) return reply.status(400).send({ error: parsed.error.issues });
    return { id: o.scenarios.add(parsed.data) };
  });
  app.get('/__scenario', async () => o.scenarios.list());
  app.delete('/__scenario', async () => {
    o.scenarios.clear();
    return { ok: true };
  });

  app.post('/__release', async () => ({ released: o.scenarios.release() }));

  app.get('/__requests', async () => o.requests.list());
  app.delete('/__requests', async () => {
    o.requests.clear();
    return { ok: true };
  });

  app.get('/__dev/sms', async (req, reply) => {
    const phone = String((req.query as Record<string, unknown>).phone ?? '');
    const sms = o.state.sessions.lastSms(phone);
    if (!sms) return reply.status(404).send({ error: '该手机号没有发送过验证码' });
    return sms;
  });

  const scanBody = z.object({ uuid: z.string().min(1), username: z.string().min(1) });
  app.post('/__dev/qrcode/scan', async (req, reply) => {
    const parsed = scanBody.safeParse(req.body);
    if (!parsed.success) return reply.status(400).send({ error: parsed.error.issues });
    const ticket = o.state.sessions.qrTicket(parsed.data.uuid);
    const account = o.state.accounts.byPhone(parsed.data.username);
    if (!ticket || ticket.expiresAt < o.state.now()) return reply.status(404).send({ error: '二维码不存在或已过期' });
    if (!account) return reply.status(404).send({ error: '账号不存在' });
    ticket.scannedBy = account.id;
    return { ok: true };
  });

  // Scanning a WeChat-binding QR code (`profile.bindQrcode`): the scanner's WeChat is bound to its account.
  const bindBody = z.object({ uuid: z.string().min(1), nickname: z.string().trim().min(1).max(30).optional() });
  app.post('/__dev/qrcode/bind', async (req, reply) => {
    const parsed = bindBody.safeParse(req.body);
    if (!parsed.success) return reply.status(400).send({ error: parsed.error.issues });
    const ticket = o.state.sessions.takeBindQr(parsed.data.uuid);
    const account = ticket && o.state.accounts.get(ticket.accountId);
    if (!account) return reply.status(404).send({ error: '二维码不存在或已过期' });
    account.openId = `oWx_${randomHex(8)}`;
    account.wxNickname = parsed.data.nickname ?? `${account.name}（微信）`;
    account.version += 1;
    return { ok: true, wxNickname: account.wxNickname };
  });

  app.get('/__dev/accounts', async () => demoAccountList(o.state, o.secret));

  app.post('/__reset', async () => {
    o.state.reset();
    o.scenarios.clear();
    o.requests.clear();
    o.onReset?.();
    return { ok: true };
  });
}
