import {
  type AnyResource,
  type Calls,
  type CampaignSummary,
  type campaignQuery,
  campaignResources,
  ENTRY,
  FEE,
  LOTTERY_PRIZE,
  type PlaywayKey,
  recordResources,
  SHIP,
} from '@console/contracts';
import type { z } from 'zod';
import { fail } from '../../errors.js';
import type { CallContext, HandlerFor } from '../../kit/handlers.js';
import { resourceHandlers } from '../../kit/resource-handlers.js';
import type { ListQuery, StoredRow } from '../../kit/store.js';
import { newestFirst } from '../../kit/store.js';
import { formatDateTime } from '../../util/time.js';
import { checkRemovable, statusOf } from './campaigns.js';
import { boostHelpers, type RecordName, teamMembers } from './records.js';
import { exportEntries, formFieldsOf, formSnapshot, snapshotOf, withAnswerUrls } from './sign-up.js';
import { marketingState } from './state.js';
import { statsOf } from './stats.js';

type Handler = (input: never, ctx: CallContext) => unknown;
type Values = Record<string, unknown>;
const m = (ctx: CallContext) => marketingState.of(ctx);

/** Each record resource's playway, and the key its rows carry their campaign's id in. */
const OWNERS: Record<RecordName, { playway: PlaywayKey; key: string }> = {
  boostInitiator: { playway: 'boost', key: 'boostId' },
  boostClaim: { playway: 'boost', key: 'boostId' },
  groupTeam: { playway: 'group', key: 'groupId' },
  signUpEntry: { playway: 'signUp', key: 'activityId' },
  gamePlay: { playway: 'superGame', key: 'gameId' },
  lotteryRecord: { playway: 'lottery', key: 'lotteryId' },
  seckillOrder: { playway: 'seckill', key: 'seckillId' },
  couponIssue: { playway: 'coupon', key: 'couponId' },
};
/** The table a playway's figures are counted from. */
const MAIN_RECORDS: Record<PlaywayKey, RecordName> = {
  boost: 'boostInitiator',
  group: 'groupTeam',
  signUp: 'signUpEntry',
  superGame: 'gamePlay',
  lottery: 'lotteryRecord',
  seckill: 'seckillOrder',
  coupon: 'couponIssue',
};

/** How many people signed up for an activity. */
const signedUp = (ctx: CallContext, id: number) => m(ctx).records.of('signUpEntry', 'activityId', id).length;

/** A campaign, with its records built. */
function campaign(ctx: CallContext, playway: PlaywayKey, id: number): StoredRow {
  const row = m(ctx).campaigns[playway].get(id);
  m(ctx).records.ensure(playway, row);
  return row;
}

/** Prize pictures seeded on this server are stored relative, like other seeded files; answered absolute. */
function withPrizeUrls<T>(entity: T, origin: string): T {
  const e = entity as Values;
  if (!Array.isArray(e.prizes)) return entity;
  const prizes = (e.prizes as Values[]).map((p) =>
    typeof p.image === 'string' && p.image.startsWith('/') ? { ...p, image: origin + p.image } : p,
  );
  return { ...e, prizes } as T;
}

/**
 * A playway's campaign calls: the generic store's, with prize pictures made absolute, a free activity's fee
 * set to 0, deleting refused while a campaign runs, and its data page's figures.
 */
function campaignHandlers(playway: PlaywayKey): Record<string, Handler> {
  const resource = campaignResources[playway] as AnyResource;
  const main = MAIN_RECORDS[playway];
  const generic = resourceHandlers(resource, (ctx) => m(ctx).campaigns[playway], {
    stats: ({ id }: { id: number }, ctx: CallContext) => {
      const row = campaign(ctx, playway, id);
      const rows = m(ctx).records.of(main, OWNERS[main].key, id);
      const claims = playway === 'boost' ? m(ctx).records.of('boostClaim', 'boostId', id) : [];
      return statsOf(playway, row.values, rows, ctx.now, claims);
    },
  } as never) as unknown as Record<string, Handler>;
  const prizeUrls =
    (key: string): Handler =>
    (input: never, ctx) =>
      withPrizeUrls((generic[key] as (i: never, c: CallContext) => unknown)(input, ctx), ctx.publicUrl);
  const removable =
    (key: string): Handler =>
    (input: never, ctx) => {
      const { id, ids } = input as { id?: number; ids?: number[] };
      const store = m(ctx).campaigns[playway];
      const targets = ids ?? [id as number];
      // A playway with a recycle bin deletes from the bin only: its items were checked on their way in.
      if (generic.recycle && key !== 'recycle') {
        store.purge(targets);
        return null;
      }
      const asked = key === 'recycle' ? '移入回收站' : '删除';
      for (const each of targets) checkRemovable(playway, store.get(each), ctx.now, asked);
      return (generic[key] as (i: never, c: CallContext) => unknown)(input, ctx);
    };
  const out: Record<string, Handler> = { ...generic };
  for (const key of ['get', 'save', 'copy']) out[key] = prizeUrls(key);
  out.list = (q: never, ctx) => {
    const page = (generic.list as (i: never, c: CallContext) => { list: unknown[]; total: number })(q, ctx);
    return { ...page, list: page.list.map((e) => withPrizeUrls(e, ctx.publicUrl)) };
  };
  for (const key of ['remove', 'removeMany', 'recycle']) if (generic[key]) out[key] = removable(key);
  if (playway === 'signUp') {
    const save = out.save as Handler;
    out.save = (input: never, ctx) => {
      const v = input as Values;
      const existing = typeof v.id === 'number' ? campaign(ctx, 'signUp', v.id) : undefined;
      const before = existing && { values: existing.values, signed: signedUp(ctx, existing.id) };
      const formFields = formSnapshot(formFieldsOf(ctx, Number(v.formId)), Number(v.formId), before);
      return save({ ...v, ...(v.feeType === FEE.free ? { price: 0 } : {}), formFields } as never, ctx);
    };
    // The recycle bin says when each activity went into it; a restored one is live again and has no such time.
    const recycle = out.recycle as Handler;
    out.recycle = (input: never, ctx) => {
      const done = recycle(input, ctx);
      const store = m(ctx).campaigns.signUp;
      // Part of the same change as the move to the bin: the row's values only, not another version.
      for (const id of (input as { ids: number[] }).ids) store.peek(id)!.values.deleteTime = formatDateTime(ctx.now);
      return done;
    };
    const restore = out.restore as Handler;
    out.restore = (input: never, ctx) => {
      const done = restore(input, ctx);
      for (const id of (input as { ids: number[] }).ids) delete m(ctx).campaigns.signUp.peek(id)!.values.deleteTime;
      return done;
    };
    // A copy has nobody signed up yet: it collects with its form as the form is now (the original's fields when
    // the form is gone); the generic copy would reset the snapshot as it does a counter.
    const copy = out.copy as Handler;
    out.copy = (input: never, ctx) => {
      const source = m(ctx).campaigns.signUp.get((input as { id: number }).id);
      const made = copy(input, ctx) as Values;
      const row = m(ctx).campaigns.signUp.get(Number(made.id));
      const now = formFieldsOf(ctx, Number(source.values.formId));
      row.values.formFields = now && now.length > 0 ? now : snapshotOf(source.values);
      // A copy is live: the generic copy would start its 删除时间 as it does a counter.
      delete row.values.deleteTime;
      return withPrizeUrls(m(ctx).campaigns.signUp.view(row), ctx.publicUrl);
    };
  }
  return out;
}

/**
 * 报名信息's calls: the generic list with the answers' pictures at this server's address, and an export with a
 * column per field of the activity's form snapshot.
 */
function signUpEntryHandlers(custom: Record<string, Handler>): Record<string, Handler> {
  const generic = recordHandlers('signUpEntry', custom);
  const fieldsOf = (ctx: CallContext, activityId: number) => snapshotOf(campaign(ctx, 'signUp', activityId).values);
  return {
    ...generic,
    list: (q: never, ctx) => {
      const fields = fieldsOf(ctx, (q as { activityId: number }).activityId);
      const page = (generic.list as (i: never, c: CallContext) => { list: Values[]; total: number })(q, ctx);
      return { ...page, list: page.list.map((e) => withAnswerUrls(e, fields, ctx.publicUrl)) };
    },
    export: (q: never, ctx) => {
      const query = q as Omit<ListQuery, 'page' | 'size'> & { activityId: number };
      const fields = fieldsOf(ctx, query.activityId);
      return exportEntries(ctx, m(ctx).records.stores.signUpEntry.select(query), fields);
    },
  };
}

/** A record resource's calls: the generic list and export, once the campaign's records are built. */
function recordHandlers(name: RecordName, custom: Record<string, Handler> = {}): Record<string, Handler> {
  const resource = recordResources.find((r) => r.name === name) as AnyResource;
  const { playway, key } = OWNERS[name];
  const generic = resourceHandlers(
    resource,
    (ctx) => m(ctx).records.stores[name],
    custom as never,
  ) as unknown as Record<string, Handler>;
  const built =
    (call: string): Handler =>
    (q: never, ctx) => {
      campaign(ctx, playway, (q as ListQuery)[key] as number);
      return (generic[call] as (i: never, c: CallContext) => unknown)(q, ctx);
    };
  return { ...generic, list: built('list'), export: built('export') };
}

const recordOf = (ctx: CallContext, name: RecordName, id: number) => m(ctx).records.stores[name].get(id);

/** `GET /ajax/marketing/campaigns`: every playway's campaigns in one list, newest first. */
function allCampaigns(q: z.output<typeof campaignQuery>, ctx: CallContext) {
  const keyword = q.keyword?.toLowerCase() ?? '';
  const found: Array<{ playway: PlaywayKey; row: StoredRow; status: CampaignSummary['status'] }> = [];
  for (const playway of Object.keys(campaignResources) as PlaywayKey[]) {
    if (q.type && q.type !== playway) continue;
    for (const row of m(ctx).campaigns[playway].live()) {
      const status = statusOf(playway, row.values, ctx.now);
      if (q.status !== undefined && status !== q.status) continue;
      if (
        keyword &&
        !String(row.values.title ?? '')
          .toLowerCase()
          .includes(keyword)
      )
        continue;
      found.push({ playway, row, status });
    }
  }
  found.sort((a, b) => newestFirst(a.row, b.row));
  const start = (q.page - 1) * q.size;
  const list = found.slice(start, start + q.size).map(({ playway, row, status }): CampaignSummary => {
    const v = m(ctx).campaigns[playway].view(row);
    const cover = String(v.cover ?? '');
    return {
      type: playway,
      id: row.id,
      title: String(v.title ?? ''),
      cover: cover.startsWith('/') ? ctx.publicUrl + cover : cover,
      status,
      startTime: String(v.startTime ?? ''),
      endTime: String((playway === 'signUp' ? v.activityEnd : v.endTime) ?? ''),
      participants: Number(v.participants ?? 0),
      isShow: v.isShow === '1' ? '1' : '0',
    };
  });
  return { list, total: found.length };
}

type Module = Calls;
type Group<D extends keyof Module> = { [K in keyof Module[D]]: HandlerFor<Module[D][K]> };

/** Every marketing call's handler, by procedure domain. */
export const marketingHandlers = {
  marketing: { campaigns: allCampaigns } satisfies Group<'marketing'>,
  boost: campaignHandlers('boost') as unknown as Group<'boost'>,
  group: campaignHandlers('group') as unknown as Group<'group'>,
  signUp: campaignHandlers('signUp') as unknown as Group<'signUp'>,
  superGame: campaignHandlers('superGame') as unknown as Group<'superGame'>,
  lottery: campaignHandlers('lottery') as unknown as Group<'lottery'>,
  seckill: campaignHandlers('seckill') as unknown as Group<'seckill'>,
  coupon: campaignHandlers('coupon') as unknown as Group<'coupon'>,
  boostInitiator: recordHandlers('boostInitiator', {
    helpers: ({ id }: { id: number }, ctx: CallContext) => {
      const row = recordOf(ctx, 'boostInitiator', id);
      return boostHelpers(row, ctx.now, m(ctx).fake(row.id * 31 + 7));
    },
  }) as unknown as Group<'boostInitiator'>,
  boostClaim: recordHandlers('boostClaim', {
    hand: ({ id }: { id: number }, ctx: CallContext) => {
      const row = recordOf(ctx, 'boostClaim', id);
      if (row.values.status === 2) throw fail(`该奖品已于 ${String(row.values.claimTime)} 领取`);
      m(ctx).records.stores.boostClaim.edit(row, { status: 2, claimTime: formatDateTime(ctx.now) }, ctx.now);
      return null;
    },
  }) as unknown as Group<'boostClaim'>,
  groupTeam: recordHandlers('groupTeam', {
    members: ({ id }: { id: number }, ctx: CallContext) => {
      const team = recordOf(ctx, 'groupTeam', id);
      const group = m(ctx).campaigns.group.get(Number(team.values.groupId));
      return teamMembers(team, Number(group.values.groupPrice ?? 0), m(ctx).fake(team.id * 31 + 11));
    },
  }) as unknown as Group<'groupTeam'>,
  signUpEntry: signUpEntryHandlers({
    writeOff: ({ activityId, code }: { activityId: number; code: string }, ctx: CallContext) => {
      const activity = campaign(ctx, 'signUp', activityId);
      const entry = m(ctx)
        .records.of('signUpEntry', 'activityId', activityId)
        .find((r) => r.values.code === code);
      if (!entry) throw fail('核销码不存在，请核对后重试');
      if (entry.values.status === ENTRY.done)
        throw fail(`该报名已于 ${String(entry.values.writeOffTime)} 核销，不能重复核销`);
      m(ctx).records.stores.signUpEntry.edit(
        entry,
        { status: ENTRY.done, writeOffTime: formatDateTime(ctx.now) },
        ctx.now,
      );
      // A count the upstream keeps (read-only, never saved): not a change an edit could lose, so no new version.
      activity.values.writtenOff = Number(activity.values.writtenOff ?? 0) + 1;
      return {
        id: entry.id,
        name: String(entry.values.name),
        orderNo: String(entry.values.orderNo),
        writeOffTime: String(entry.values.writeOffTime),
      };
    },
  }) as unknown as Group<'signUpEntry'>,
  gamePlay: recordHandlers('gamePlay') as unknown as Group<'gamePlay'>,
  lotteryRecord: recordHandlers('lotteryRecord', {
    ship: (input: { id: number; courier: string; trackingNo: string }, ctx: CallContext) => {
      const row = recordOf(ctx, 'lotteryRecord', input.id);
      if (row.values.prizeType !== LOTTERY_PRIZE.goods) throw fail('该奖品不是实物商品，无需发货');
      if (row.values.shipStatus === SHIP.shipped)
        throw fail(`该奖品已发货（${String(row.values.courier)} ${String(row.values.trackingNo)}）`);
      m(ctx).records.stores.lotteryRecord.edit(
        row,
        { shipStatus: SHIP.shipped, courier: input.courier, trackingNo: input.trackingNo },
        ctx.now,
      );
      return { id: row.id, courier: input.courier, trackingNo: input.trackingNo };
    },
  }) as unknown as Group<'lotteryRecord'>,
  seckillOrder: recordHandlers('seckillOrder') as unknown as Group<'seckillOrder'>,
  couponIssue: recordHandlers('couponIssue') as unknown as Group<'couponIssue'>,
};
