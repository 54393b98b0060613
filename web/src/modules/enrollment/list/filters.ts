import { CLUE_STATUS, DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@console/contracts';
import type { ClueFilters } from '../shared/types';

/** A list's state as the address bar keeps it, so that refresh, tabs and shared links keep the filters. */
export interface ListState {
  filters: ClueFilters;
  page: number;
  size: number;
}

const STATUSES = new Set<number>(Object.values(CLUE_STATUS));
const DATE = /^\d{4}-\d{2}-\d{2}$/;

const positiveInt = (text: string | null): number | undefined => {
  if (text === null || !/^[1-9]\d{0,9}$/.test(text)) return undefined;
  return Number(text);
};

/** Reads the list state from a query string; anything malformed is dropped rather than sent. */
export function readListState(params: URLSearchParams): ListState {
  const filters: ClueFilters = {};
  const status = positiveInt(params.get('status'));
  if (status !== undefined && STATUSES.has(status)) filters.status = status as ClueFilters['status'];
  const source = positiveInt(params.get('source'));
  if (source !== undefined) filters.source = source;
  const tagId = positiveInt(params.get('tagId'));
  if (tagId !== undefined) filters.tagId = tagId;
  const followUserId = positiveInt(params.get('followUserId'));
  if (followUserId !== undefined) filters.followUserId = followUserId;
  const start = params.get('startDate');
  const end = params.get('endDate');
  if (start && end && DATE.test(start) && DATE.test(end) && start <= end) {
    filters.startDate = start;
    filters.endDate = end;
  }
  const keyword = params.get('keyword')?.trim().slice(0, 50);
  if (keyword) filters.keyword = keyword;
  const size = positiveInt(params.get('size'));
  return {
    filters,
    page: positiveInt(params.get('page')) ?? 1,
    size: size !== undefined && (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
  };
}

/** The query string of a list state; defaults are left out so a plain list has a plain address. */
export function writeListState(state: ListState): URLSearchParams {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(state.filters)) if (v !== undefined && v !== '') params.set(k, String(v));
  if (state.page > 1) params.set('page', String(state.page));
  if (state.size !== DEFAULT_PAGE_SIZE) params.set('size', String(state.size));
  return params;
}

/** How many filters are on, for the "清空筛选" hint. */
export function activeFilterCount(filters: ClueFilters): number {
  const { startDate, endDate: _end, ...rest } = filters;
  return Object.values(rest).filter((v) => v !== undefined && v !== '').length + (startDate ? 1 : 0);
}
