import { CODE, MSG_EXTRA } from '@console/contracts';
import { z } from 'zod';

/** What a test can make the upstream do for matching requests (`POST /__scenario`). */
export const scenarioSchema = z.object({
  /** A call name ('home.indexData'), a path template ('/ajax/news/{id}') or a concrete path ('/ajax/news/3'). */
  match: z.string().min(1),
  outcome: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('code'), code: z.number().int(), msg: z.string().optional() }),
    z.object({ kind: z.literal('delay'), ms: z.number().int().min(0).max(600_000) }),
    z.object({ kind: z.literal('drop') }),
    /** The call runs, then the connection drops before the answer: the answer is lost, the change is not. */
    z.object({ kind: z.literal('dropAfter') }),
    /** Holds the request until `POST /__release` (or the scenarios are cleared): a state a test can look at. */
    z.object({ kind: z.literal('hold') }),
    /** A success envelope carrying this content, whatever the state holds (empty lists, odd shapes). */
    z.object({ kind: z.literal('content'), content: z.unknown() }),
  ]),
  /** Only calls of this shop's accounts (state/shops.ts); omitted means every caller's. */
  shop: z.number().int().positive().optional(),
  /** How many matching requests it applies to; omitted means until `DELETE /__scenario`. */
  times: z.number().int().positive().optional(),
});
export type Scenario = z.infer<typeof scenarioSchema>;
export type Outcome = Scenario['outcome'];

interface Active extends Scenario {
  id: number;
  used: number;
}

/** The message a forced code carries when the test gives none. */
export function defaultMessage(code: number): string {
  if (code === CODE.unauthorized) return MSG_EXTRA.sessionExpired;
  if (code === CODE.notFound) return MSG_EXTRA.notFound;
  if (code === CODE.business) return '模拟的业务错误';
  return '模拟的未知错误';
}

export class ScenarioStore {
  private active: Active[] = [];
  private nextId = 0;
  private held: Array<() => void> = [];

  add(s: Scenario): number {
    const id = ++this.nextId;
    this.active.push({ ...s, id, used: 0 });
    return id;
  }

  list(): Array<Scenario & { id: number; used: number }> {
    return this.active.map((a) => ({ ...a }));
  }

  clear(): void {
    this.active = [];
    this.release();
  }

  /** Resolves when the held requests are released. */
  hold(): Promise<void> {
    return new Promise((resolve) => this.held.push(resolve));
  }

  /** Lets every held request go on; how many there were. */
  release(): number {
    const held = this.held;
    this.held = [];
    for (const go of held) go();
    return held.length;
  }

  /** The outcome of the first scenario matching any of `keys` (and the caller's shop), counting one use of it. */
  take(keys: ReadonlyArray<string | undefined>, shop?: number): Outcome | null {
    const hit = this.active.find((a) => keys.includes(a.match) && (a.shop === undefined || a.shop === shop));
    if (!hit) return null;
    hit.used++;
    if (hit.times !== undefined && hit.used >= hit.times) this.active = this.active.filter((a) => a !== hit);
    return hit.outcome;
  }
}

export interface LoggedRequest {
  seq: number;
  method: string;
  path: string;
  call: string | null;
  query: Record<string, string>;
  body?: unknown;
  time: string;
}

/** The API requests received, newest last, bounded (`GET /__requests`). */
export class RequestLog {
  private items: LoggedRequest[] = [];
  private seq = 0;

  constructor(private readonly max = 5000) {}

  add(entry: Omit<LoggedRequest, 'seq'>): LoggedRequest {
    const item = { seq: ++this.seq, ...entry };
    this.items.push(item);
    // Trim in batches so a busy upstream does not shift the array on every request.
    if (this.items.length > this.max * 1.1) this.items = this.items.slice(-this.max);
    return item;
  }

  list(): LoggedRequest[] {
    return this.items.slice(-this.max);
  }

  clear(): void {
    this.items = [];
  }
}
