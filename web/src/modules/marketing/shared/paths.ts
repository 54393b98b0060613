import type { PlaywayKey } from '@console/contracts';

/** Where each playway's pages are (spec §2): its list, its edit and copy pages, its data page. */
export const MARKETING = '/marketing';
export const playwayBase = (key: PlaywayKey) => `${MARKETING}/${key}`;
export const listOf = (key: PlaywayKey) => `${playwayBase(key)}/list`;

/** The data page of each playway, by the spec's own names. */
const DATA_PAGES: Record<PlaywayKey, string> = {
  boost: 'boostData',
  group: 'groupData',
  signUp: 'info',
  superGame: 'superGameData',
  lottery: 'data',
  seckill: 'seckillData',
  coupon: 'couponData',
};
export const dataPageOf = (key: PlaywayKey) => `${playwayBase(key)}/${DATA_PAGES[key]}`;
export const dataOf = (key: PlaywayKey, id: number) => `${dataPageOf(key)}?id=${id}`;

/** Group buying, seckill and coupons edit at `create/{id}` (their spec pages); the others at `edit/{id}`. */
const EDITS_AT_CREATE: ReadonlySet<PlaywayKey> = new Set(['group', 'seckill', 'coupon']);
export const editOf = (key: PlaywayKey, id: number) =>
  `${playwayBase(key)}/${EDITS_AT_CREATE.has(key) ? 'create' : 'edit'}/${id}`;

/** Boost copies at `edit/{id}/copy` (the spec's `edit/{id}/{copy}`): a new campaign starting from one. */
export const boostCopyOf = (id: number) => `${playwayBase('boost')}/edit/${id}/copy`;
