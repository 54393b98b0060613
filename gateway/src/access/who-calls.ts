import { createHash } from 'node:crypto';
import { type CallEntry, callByName, type GrantSet, grantSet, type SessionContent } from '@console/contracts';
import type { Redis } from 'ioredis';
import type { Caller } from '../trpc/router.js';
import type { CancelSignal } from '../upstream/cancel.js';
import type { UpstreamClient } from '../upstream/client.js';

/** Who calls, as the gateway keeps it between calls: the session's roles and codes. */
export interface WhoCalls {
  name: string;
  roles: readonly string[];
  grants: GrantSet;
  /** The shop the account belongs to (the session's `userInfo.shop_id`), null when the upstream does not say. */
  shopId: string | null;
}

interface Stored {
  name: string;
  roles: string[];
  codes: number[];
  super: boolean;
  shopId: string | null;
}

/** Sessions are kept under a hash of their token: the token itself reaches neither Redis nor the log. */
const keyOf = (token: string) => createHash('sha256').update(token).digest('base64url');

const shopOf = (content: SessionContent): string | null =>
  content.userInfo.shop_id === null || content.userInfo.shop_id === undefined ? null : String(content.userInfo.shop_id);

export interface WhoCallsOptions {
  /** How long a session's grants are kept; at most 30 s, so a role changed in settings counts within that. */
  ttlMs: number;
  /** Shared by the replicas when set, so they agree on who calls. */
  redis?: Redis;
}

/** At most this many sessions are kept in memory (a load test signs in a lot); the oldest go first. */
const MAX_LOCAL = 50_000;
export const MAX_TTL_MS = 30_000;

/**
 * Resolves who calls from the token through the documented session call (`GET /ajax/login/user/resources`),
 * keeping the answer per token for `ttlMs` (≤ 30 s) under a hash of the token — never the token itself, which
 * reaches neither Redis nor the log. Calls of one session arriving together share one upstream call; a page's
 * calls after the first cost no upstream call at all. A session the upstream no longer knows throws its
 * `unauthorized` error, as the call itself would have.
 */
export class WhoCallsResolver {
  private readonly local = new Map<string, { at: number; who: WhoCalls }>();
  private readonly pending = new Map<string, Promise<WhoCalls>>();
  private readonly resources: CallEntry;
  /** Hits and misses since start (the gateway-overhead bench prints the hit rate). */
  readonly stats = { hits: 0, misses: 0 };

  constructor(
    private readonly upstream: UpstreamClient,
    private readonly o: WhoCallsOptions,
    private readonly now: () => number = Date.now,
  ) {
    if (o.ttlMs > MAX_TTL_MS) throw new Error(`who-calls cache: ttl ${o.ttlMs} ms is over ${MAX_TTL_MS} ms`);
    const entry = callByName.get('session.resources');
    if (!entry) throw new Error('session.resources is not in the registry');
    this.resources = entry;
  }

  async resolve(caller: Caller & { token: string }, signal?: CancelSignal): Promise<WhoCalls> {
    const key = keyOf(caller.token);
    const kept = this.local.get(key);
    if (kept && this.now() - kept.at < this.o.ttlMs) {
      this.stats.hits++;
      return kept.who;
    }
    const running = this.pending.get(key);
    if (running) {
      this.stats.hits++;
      return running;
    }
    const load = this.load(key, caller, signal).finally(() => this.pending.delete(key));
    this.pending.set(key, load);
    return load;
  }

  private async load(key: string, caller: Caller, signal: CancelSignal | undefined): Promise<WhoCalls> {
    const shared = await this.fromRedis(key);
    if (shared) {
      this.stats.hits++;
      this.keep(key, shared);
      return shared;
    }
    this.stats.misses++;
    // Not the caller's action: no idempotency key of theirs travels with it.
    const content = (await this.upstream.call(
      this.resources,
      { type: 1 },
      { ...caller, idempotencyKey: undefined },
      signal,
    )) as SessionContent;
    return this.remember(key, content);
  }

  /**
   * What the session's own grants read (`session.resources` forwarded for the page) says is kept as who calls:
   * the page re-reads its grants when a person comes back to it, and from that moment the gateway judges its
   * calls by the same grants its menus show, not by what it kept up to 30 s before.
   */
  async learn(token: string, content: SessionContent): Promise<void> {
    await this.remember(keyOf(token), content);
  }

  private async remember(key: string, content: SessionContent): Promise<WhoCalls> {
    const who: WhoCalls = {
      name: content.name,
      roles: content.roles,
      grants: grantSet(content),
      shopId: shopOf(content),
    };
    this.keep(key, who);
    await this.toRedis(key, who);
    return who;
  }

  private keep(key: string, who: WhoCalls): void {
    this.local.delete(key);
    this.local.set(key, { at: this.now(), who });
    if (this.local.size > MAX_LOCAL) {
      const oldest = this.local.keys().next().value;
      if (oldest !== undefined) this.local.delete(oldest);
    }
  }

  private async fromRedis(key: string): Promise<WhoCalls | null> {
    if (!this.o.redis) return null;
    try {
      const text = await this.o.redis.get(`who:${key}`);
      if (!text) return null;
      const s = JSON.parse(text) as Stored;
      return {
        name: s.name,
        roles: s.roles,
        grants: { super: s.super, codes: new Set(s.codes) },
        shopId: s.shopId ?? null,
      };
    } catch {
      // Redis away: the upstream answers instead.
      return null;
    }
  }

  private async toRedis(key: string, who: WhoCalls): Promise<void> {
    if (!this.o.redis) return;
    const stored: Stored = {
      name: who.name,
      roles: [...who.roles],
      codes: [...who.grants.codes],
      super: who.grants.super,
      shopId: who.shopId,
    };
    await this.o.redis.set(`who:${key}`, JSON.stringify(stored), 'PX', this.o.ttlMs).catch(() => undefined);
  }
}
