import {
  BOOST_STATE,
  COURIERS,
  ENTRY,
  FEE,
  LOTTERY_PRIZE,
  PLAY,
  type PlaywayKey,
  recordResources,
  SHIP,
  TEAM,
} from '@console/contracts';
import type { FakeData } from '../../kit/fake-data.js';
import { ResourceStore, type StoredRow } from '../../kit/store.js';
import { formatDate, formatDateTime, parseDateTime } from '../../util/time.js';
import type { Plan } from './plans.js';
import { entryAnswers, snapshotOf } from './sign-up.js';

export type RecordName = (typeof recordResources)[number]['name'];
type Values = Record<string, unknown>;
type Prize = { name?: string; type?: number };

/**
 * The records of the data pages (initiators, teams, sign-ups, plays, draws, orders, claimed coupons), one
 * store per record resource. A seeded campaign's records are built from its plan the first time anything
 * reads them, so a reset costs only the campaigns a test opens.
 */
export class RecordBook {
  readonly stores: Record<RecordName, ResourceStore>;
  private readonly built = new Set<string>();

  constructor(
    clock: () => number,
    private readonly planOf: (playway: PlaywayKey, campaign: StoredRow) => Plan | undefined,
    private readonly fake: (salt: number) => FakeData,
  ) {
    this.stores = Object.fromEntries(recordResources.map((r) => [r.name, new ResourceStore(r, {}, clock)])) as Record<
      RecordName,
      ResourceStore
    >;
  }

  /** Builds the records of a campaign from its plan, once. */
  ensure(playway: PlaywayKey, campaign: StoredRow): void {
    const key = planKey(playway, campaign.id);
    if (this.built.has(key)) return;
    this.built.add(key);
    const plan = this.planOf(playway, campaign);
    if (!plan) return;
    build(this.stores, plan, campaign.id, campaign.values, this.fake(campaign.id * 7919 + playway.length));
  }

  /** The live records of one campaign in `store`. */
  of(name: RecordName, parentKey: string, campaignId: number): StoredRow[] {
    return this.stores[name].select({ [parentKey]: campaignId });
  }
}

export const planKey = (playway: PlaywayKey, id: number) => `${playway}:${id}`;

const dt = (ms: number | null) => (ms === null ? '' : formatDateTime(ms));
const orderNo = (g: FakeData, at: number) => `${formatDate(at).replaceAll('-', '')}${g.digits(10)}`;
/** A person as the records show them: a WeChat nickname or a real name, and a mobile number. */
const person = (g: FakeData) => ({ nickname: g.chance(0.6) ? g.nickname() : g.personName(), phone: g.mobile() });

/** The eight digits of a write-off code: distinct within an activity (a bijection of the entry's number). */
export function writeOffCode(activityId: number, seq: number): string {
  return String(10_000_000 + ((seq * 7919 + activityId * 104_729) % 90_000_000));
}

function build(stores: Record<RecordName, ResourceStore>, plan: Plan, id: number, c: Values, g: FakeData): void {
  const prizes = (Array.isArray(c.prizes) ? c.prizes : []) as Prize[];
  const prizeName = (i: number) => (i >= 0 ? String(prizes[i]?.name ?? '') : '');
  switch (plan.kind) {
    case 'boost':
      plan.items.forEach((e, seq) => {
        const who = person(g);
        stores.boostInitiator.seed(
          {
            boostId: id,
            seq,
            ...who,
            helped: e.helped,
            needed: c.helpersNeeded,
            status: e.state,
            prizeName: prizeName(e.prize),
            startTime: dt(e.at),
            endTime: dt(e.ends),
          },
          e.at,
        );
        if (e.state === BOOST_STATE.succeeded && e.wonAt !== null)
          stores.boostClaim.seed(
            {
              boostId: id,
              ...who,
              prizeName: prizeName(e.prize),
              winTime: dt(e.wonAt),
              status: e.claimedAt === null ? 1 : 2,
              claimTime: dt(e.claimedAt),
            },
            e.wonAt,
          );
      });
      return;
    case 'group':
      plan.items.forEach((t, seq) => {
        stores.groupTeam.seed(
          {
            groupId: id,
            seq,
            leader: person(g).nickname,
            phone: g.mobile(),
            teamSize: c.teamSize,
            joined: t.joined,
            status: t.status,
            startTime: dt(t.at),
            endTime: dt(t.ends),
          },
          t.at,
        );
      });
      return;
    case 'signUp': {
      const fields = snapshotOf(c);
      const paid = c.feeType === FEE.paid ? Number(c.price ?? 0) : 0;
      plan.items.forEach((e, seq) => {
        const name = g.personName();
        const phone = g.mobile();
        stores.signUpEntry.seed(
          {
            activityId: id,
            orderNo: orderNo(g, e.at),
            name,
            phone,
            answers: entryAnswers(fields, g, name, phone),
            paid,
            payMethod: paid > 0 ? g.pick([1, 1, 1, 2]) : 0,
            signTime: dt(e.at),
            status: e.doneAt === null ? ENTRY.pending : ENTRY.done,
            code: writeOffCode(id, seq),
            writeOffTime: dt(e.doneAt),
          },
          e.at,
        );
      });
      return;
    }
    case 'superGame':
      for (const e of plan.items)
        stores.gamePlay.seed(
          {
            gameId: id,
            ...person(g),
            result: e.prize >= 0 ? PLAY.won : PLAY.lost,
            prizeName: prizeName(e.prize),
            playTime: dt(e.at),
          },
          e.at,
        );
      return;
    case 'lottery':
      for (const e of plan.items) {
        const type = prizes[e.prize]?.type ?? LOTTERY_PRIZE.none;
        const goods = type === LOTTERY_PRIZE.goods;
        const who = person(g);
        stores.lotteryRecord.seed(
          {
            lotteryId: id,
            ...who,
            prizeName: prizeName(e.prize),
            prizeType: type,
            drawTime: dt(e.at),
            shipStatus: goods ? (e.shipped ? SHIP.shipped : SHIP.pending) : SHIP.none,
            receiver: goods ? `${g.personName()} ${who.phone} ${g.address()}` : '',
            courier: e.shipped ? g.pick(COURIERS) : '',
            trackingNo: e.shipped ? `${g.pick(['SF', 'ZT', 'YT', 'JD'])}${g.digits(13)}` : '',
          },
          e.at,
        );
      }
      return;
    case 'seckill': {
      const price = Number(c.seckillPrice ?? 0);
      for (const o of plan.items) {
        const who = person(g);
        stores.seckillOrder.seed(
          {
            seckillId: id,
            orderNo: orderNo(g, o.at),
            buyer: who.nickname,
            phone: who.phone,
            quantity: o.qty,
            amount: price * o.qty,
            status: o.status,
            orderTime: dt(o.at),
          },
          o.at,
        );
      }
      return;
    }
    case 'coupon':
      for (const e of plan.items)
        stores.couponIssue.seed(
          {
            couponId: id,
            ...person(g),
            claimTime: dt(e.at),
            expireTime: dt(e.expires),
            status: e.status,
            useTime: dt(e.usedAt),
            orderNo: e.usedAt === null ? '' : orderNo(g, e.usedAt),
          },
          e.at,
        );
      return;
  }
}

/** A team's members, the leader first: made from the team's own number, the same on every read. */
export function teamMembers(team: StoredRow, price: number, g: FakeData) {
  const start = parseDateTime(String(team.values.startTime)) ?? 0;
  const refunded = team.values.status === TEAM.failed;
  return Array.from({ length: Number(team.values.joined ?? 0) }, (_, i) => ({
    id: team.id * 1000 + i + 1,
    nickname: i === 0 ? String(team.values.leader) : person(g).nickname,
    phone: i === 0 ? String(team.values.phone) : g.mobile(),
    isLeader: i === 0,
    orderNo: orderNo(g, start),
    amount: price,
    orderStatus: refunded ? 2 : 1,
    joinTime: dt(start + i * g.int(60, 3600) * 1000),
  }));
}

/** An initiator's helpers: as many as helped, between the start and the end or now. */
export function boostHelpers(initiator: StoredRow, now: number, g: FakeData) {
  const start = parseDateTime(String(initiator.values.startTime)) ?? 0;
  const end = Math.min(now, parseDateTime(String(initiator.values.endTime)) ?? now);
  const span = Math.max(60_000, end - start);
  const times = Array.from(
    { length: Number(initiator.values.helped ?? 0) },
    () => start + Math.floor(g.rng.next() * span),
  );
  return times
    .sort((a, b) => a - b)
    .map((at, i) => ({ id: initiator.id * 1000 + i + 1, ...person(g), helpTime: dt(at) }));
}
