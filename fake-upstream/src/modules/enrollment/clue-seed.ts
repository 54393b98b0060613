import { CLUE_STATUS, SHIFT_TYPES } from '@console/contracts';
import type { FakeData } from '../../kit/fake-data.js';
import type { Account } from '../../state/accounts.js';
import { PRIMARY_SHOP } from '../../state/shops.js';
import type { Rng } from '../../util/random.js';
import { DAY_MS, startOfDay } from '../../util/time.js';
import { sweepPool } from './clue-pool.js';
import { type ClueRow, ClueStore } from './clue-store.js';
import type { ClueSettings, ClueState, ImportRecord, RecordRow, ShiftRow, TagRow } from './clue-types.js';

/** A shop's settings before anyone changes them. */
export const DEFAULT_CLUE_SETTINGS: Omit<ClueSettings, 'version'> = {
  poolReturnEnabled: true,
  poolReturnDays: 30,
  claimLimitEnabled: true,
  claimDailyLimit: 50,
};

export const TRANSFER_REASONS = ['顾问休假，临时转交', '按校区重新分配', '家长要求更换顾问', '顾问离职交接'];

/** Where leads came from, with how often in the seed: a school's leads come mostly by phone, walk-ins and referrals. */
const SOURCE_WEIGHTS: ReadonlyArray<readonly [string, number]> = [
  ['官网表单', 1],
  ['电话咨询', 3],
  ['到店咨询', 3],
  ['转介绍', 3],
  ['抖音', 1],
  ['小程序', 1],
  ['地推活动', 2],
  ['批量导入', 1],
  ['手动录入', 2],
];
export const SOURCES = SOURCE_WEIGHTS.map(([name], i) => ({ id: i + 1, name }));
const SOURCE_PICK = SOURCE_WEIGHTS.map(([, weight], i): [number, number] => [i + 1, weight]);
export const IMPORT_SOURCE = 8;

const TAG_TREE: Array<[string, string[]]> = [
  ['意向程度', ['高意向', '中意向', '低意向']],
  ['课程方向', ['少儿编程', '英语口语', '美术绘画', '舞蹈', '钢琴']],
  ['年龄段', ['3-6岁', '7-12岁', '13-18岁', '成人']],
  ['来源活动', ['暑期体验课', '地推活动', '老带新']],
];

const INTENTIONS = [
  '少儿编程体验课',
  '暑期美术班',
  '钢琴一对一',
  '英语口语小班',
  '舞蹈启蒙',
  '硬笔书法',
  '围棋入门',
  '作文提高班',
];
const REMARKS = [
  '家长希望周末上课',
  '已加微信',
  '孩子 6 岁，零基础',
  '比较关注价格',
  '离校区较远，考虑线上课',
  '上过其他机构的课',
];
const FOLLOW_TEXTS = [
  '电话沟通，家长对课程感兴趣，约了周末试听',
  '已发送课程介绍和价格表',
  '家长表示需要和家人商量',
  '试听反馈良好，孩子很喜欢老师',
  '未接通，稍后再联系',
  '已到校参观，询问了排课时间',
];
const STATUS_WEIGHTS: Array<[number, number]> = [
  [CLUE_STATUS.pending, 30],
  [CLUE_STATUS.following, 30],
  [CLUE_STATUS.invited, 12],
  [CLUE_STATUS.visited, 10],
  [CLUE_STATUS.enrolled, 10],
  [CLUE_STATUS.invalid, 8],
];

function weighted(rng: Rng, items: Array<[number, number]>): number {
  const total = items.reduce((s, [, w]) => s + w, 0);
  let r = rng.next() * total;
  for (const [v, w] of items) {
    r -= w;
    if (r < 0) return v;
  }
  return (items[items.length - 1] as [number, number])[0];
}

/** The seed's leads came in over this many days. */
const SEED_DAYS = 60;
const HOUR = 3_600_000;
/** Leads arrive from 8:00 to 22:00, China time (forms, calls and walk-ins alike). */
const OPEN_AT = 8 * HOUR;
const OPEN_SPAN = 14 * HOUR;

/** The moment `span` ms of opening hours before `now`, counted back over today's hours so far, then earlier days'. */
export function openHoursBefore(now: number, span: number): number {
  const today = startOfDay(now);
  const doneToday = Math.min(Math.max(now - today - OPEN_AT, 0), OPEN_SPAN);
  if (span < doneToday) return today + OPEN_AT + doneToday - span;
  const back = span - doneToday;
  return today - (Math.floor(back / OPEN_SPAN) + 1) * DAY_MS + OPEN_AT + OPEN_SPAN - (back % OPEN_SPAN);
}

export function seedClues(count: number, accounts: Account[], now: number, g: FakeData): ClueState {
  const rng = g.rng;
  // Another shop's leads ask for its own courses, and are tagged with them.
  const primary = g.shop.id === PRIMARY_SHOP;
  const intentions = primary ? INTENTIONS : g.shop.courses;
  const tree = primary
    ? TAG_TREE
    : TAG_TREE.map(([group, children]): [string, string[]] => [
        group,
        group === '课程方向' ? g.shop.courses.slice(0, 5) : children,
      ]);
  const tags = new Map<number, TagRow>();
  let tagId = 0;
  tree.forEach(([group, children], gi) => {
    const gid = ++tagId;
    tags.set(gid, { id: gid, name: group, parentId: 0, sort: gi + 1, version: 1 });
    children.forEach((name, ci) => {
      const id = ++tagId;
      tags.set(id, { id, name, parentId: gid, sort: ci + 1, version: 1 });
    });
  });
  // A lead carries at most one tag of a group: one intention, one age, one course direction, one campaign.
  const rows = [...tags.values()];
  const tagGroups = rows
    .filter((t) => t.parentId === 0)
    .map((group) => rows.filter((t) => t.parentId === group.id).map((t) => t.id))
    .filter((leaves) => leaves.length > 0);
  // Consultants carry most leads; every account of the shop carries some.
  const followers = accounts.flatMap((a) => (a.roleId === 4 ? [a.id, a.id, a.id] : [a.id]));
  const today = startOfDay(now);
  // Leads come in while people are awake, evenly over the last 60 days' opening hours: today holds the part of
  // a day's leads its hours so far would bring (none before opening), never one later than now.
  const times = Array.from({ length: count }, () => openHoursBefore(now, rng.next() * SEED_DAYS * OPEN_SPAN)).sort(
    (a, b) => a - b,
  );

  const store = new ClueStore();
  const records = new Map<number, RecordRow[]>();
  let recordId = 0;
  const nameOf = new Map(accounts.map((a) => [a.id, a.name]));
  times.forEach((createdAt, i) => {
    const status = weighted(rng, STATUS_WEIGHTS);
    const followUserId = rng.chance(0.25) ? null : rng.pick(followers);
    const followed = status !== CLUE_STATUS.pending;
    const lastFollowAt = followed ? createdAt + rng.next() * (now - createdAt) : null;
    let nextFollowAt: number | null = null;
    if ((status === CLUE_STATUS.following || status === CLUE_STATUS.invited) && rng.chance(0.6)) {
      nextFollowAt = rng.chance(0.4)
        ? today + rng.int(9, 20) * 3600_000
        : today + rng.int(-3, 7) * DAY_MS + 10 * 3600_000;
    }
    const row = store.insert({
      name: rng.chance(0.7) ? g.personName() : g.addressedName(rng.pick(['女士', '先生'])),
      phone: g.uniqueMobile(i),
      sex: rng.pick([0, 1, 2] as const),
      source: weighted(rng, SOURCE_PICK),
      status,
      tagIds: rng
        .sample(tagGroups, rng.int(0, 3))
        .map((leaves) => rng.pick(leaves))
        .sort((a, b) => a - b),
      followUserId,
      ownedSince: followUserId === null ? null : Math.min(now, createdAt + rng.int(0, 120) * 60_000),
      intention: rng.chance(0.8) ? rng.pick(intentions) : null,
      remark: rng.chance(0.4) ? rng.pick(REMARKS) : null,
      isPro: rng.chance(0.05) ? 1 : 0,
      createdAt,
      lastFollowAt,
      nextFollowAt,
      recycled: rng.chance(0.03),
      clientType: rng.pick([1, 2, 4]),
    });
    if (lastFollowAt !== null) {
      const n = rng.int(1, 3);
      const list: RecordRow[] = [];
      for (let k = 0; k < n; k++) {
        list.push({
          id: ++recordId,
          clewId: row.id,
          content: rng.pick(FOLLOW_TEXTS),
          userName: nameOf.get(followUserId ?? 1) ?? '系统',
          createdAt: createdAt + ((lastFollowAt - createdAt) * (k + 1)) / n,
          nextFollowAt: k === n - 1 ? nextFollowAt : null,
        });
      }
      records.set(row.id, list);
    }
  });

  const shifts = seedShifts(store, accounts, rng, now);
  const imports = seedImports(store, accounts, g, now);
  const state: ClueState = {
    store,
    sources: SOURCES.map((s) => ({ ...s })),
    tags,
    records,
    shifts,
    imports,
    defaultFollowUserId: accounts.find((a) => a.roleId === 4)?.id ?? null,
    settings: { ...DEFAULT_CLUE_SETTINGS, version: 1 },
    reasons: TRANSFER_REASONS.map((name, i) => ({ id: i + 1, name, sort: i + 1, version: 1 })),
    claims: new Map(),
    poolCheckedAt: 0,
    seq: {
      tag: tagId,
      record: recordId,
      shift: shifts.length,
      reason: TRANSFER_REASONS.length,
      import: imports.length,
    },
  };
  // The seed spans 60 days: the pool rule has been running all along, so the leads it would have returned are
  // in the pool already, each with its return in the shift history at the time it fell due.
  sweepPool(state, now, (id) => nameOf.get(id) ?? null, { backdate: true });
  state.shifts.sort((a, b) => a.createdAt - b.createdAt || a.id - b.id);
  state.shifts.forEach((r, i) => {
    r.id = i + 1;
  });
  return state;
}

function seedShifts(store: ClueStore, accounts: Account[], rng: Rng, now: number): ShiftRow[] {
  const shifts: ShiftRow[] = [];
  const operator = accounts[0]?.name ?? '系统';
  const nameOf = (id: number | null) => (id === null ? null : (accounts.find((a) => a.id === id)?.name ?? null));
  for (let id = 1; id <= store.size && shifts.length < 40; id += rng.int(3, 9)) {
    const row = store.get(id) as ClueRow;
    if (row.followUserId === null) continue;
    const shifted = rng.chance(0.4);
    const from = shifted ? rng.pick(accounts).id : null;
    shifts.push({
      id: shifts.length + 1,
      clewId: row.id,
      operationsType: shifted ? SHIFT_TYPES.shift : SHIFT_TYPES.allocate,
      fromUserName: nameOf(from),
      toUserName: nameOf(row.followUserId),
      reason: shifted ? rng.pick(TRANSFER_REASONS) : null,
      operatorName: operator,
      createdAt: Math.min(now, row.createdAt + rng.int(1, 48) * 3600_000),
    });
  }
  return shifts.sort((a, b) => a.createdAt - b.createdAt).map((s, i) => ({ ...s, id: i + 1 }));
}

function seedImports(store: ClueStore, accounts: Account[], g: FakeData, now: number): ImportRecord[] {
  const rng = g.rng;
  const imported: ClueRow[] = [];
  for (let id = 1; id <= store.size; id++) {
    const row = store.get(id);
    if (row?.source === IMPORT_SOURCE) imported.push(row);
  }
  const files = ['9月地推名单.xlsx', '暑期体验课报名表.xlsx', '老带新推荐名单.xlsx'];
  const failures = ['手机号格式错误', '手机号已存在', '姓名不能为空'];
  const per = Math.max(1, Math.floor(imported.length / files.length));
  return files.map((fileName, i) => {
    const ok = imported.slice(i * per, (i + 1) * per);
    const bad = Array.from({ length: rng.int(1, 4) }, (_, k) => ({
      name: k === 2 ? '' : g.personName(),
      phone: k === 0 ? '1380013' : (ok[0]?.phone ?? '13500000000'),
      result: '失败' as const,
      reason: failures[k % failures.length] as string,
    }));
    return {
      id: i + 1,
      accountId: accounts[0]?.id ?? 1,
      fileName,
      operatorName: accounts[0]?.name ?? '系统',
      createdAt: now - (files.length - i) * 9 * DAY_MS,
      clientType: i === 2 ? 4 : 1,
      rows: [...ok.map((r) => ({ name: r.name, phone: r.phone, result: '成功' as const, reason: '' })), ...bad],
    };
  });
}
