import type { AnyResource, FieldDef } from '@console/contracts';
import { fail, notFound } from '../errors.js';
import { formatDateTime } from '../util/time.js';

/** A stored item: the entity's fields plus bookkeeping the upstream keeps to itself. */
export interface StoredRow {
  id: number;
  createdAt: number;
  updatedAt: number;
  recycled: boolean;
  values: Record<string, unknown>;
}

export interface ListQuery {
  page: number;
  size: number;
  keyword?: string;
  [filter: string]: unknown;
}

/** How a store checks what the contract cannot (a category that exists, a form that exists). */
export interface StoreRules {
  /** Whether `id` is a saved category of `contentType`. */
  categoryExists(contentType: string, id: number): boolean;
  /** Orders the list; by default `sort` ascending then newest first, or newest first without `sort`. */
  order?: (a: StoredRow, b: StoredRow) => number;
  /** Values the upstream computes for a new item (counts start at 0). */
  computedDefaults?: Record<string, unknown>;
  /** Values computed on every read (a form's submission count). */
  decorate?: (values: Record<string, unknown>, row: StoredRow) => Record<string, unknown>;
}

const PAGE_PARAMS = new Set(['page', 'size', 'keyword']);

/**
 * The generic in-memory store behind every resource's handlers: paging, keyword and field filters, the
 * `sort` order, save (create or update), delete, the recycle bin and restore.
 */
export class ResourceStore {
  private readonly rows = new Map<number, StoredRow>();
  private nextId = 1;

  constructor(
    readonly resource: AnyResource,
    private readonly rules: StoreRules,
    private readonly now: () => number,
  ) {}

  /** Seeds an item as it was created at `createdAt` (ids in seed order). */
  seed(values: Record<string, unknown>, createdAt: number): StoredRow {
    const row: StoredRow = {
      id: this.nextId++,
      createdAt,
      updatedAt: createdAt,
      recycled: false,
      values: { ...this.rules.computedDefaults, ...values },
    };
    this.rows.set(row.id, row);
    return row;
  }

  all(): StoredRow[] {
    return [...this.rows.values()];
  }

  /** The entity as the calls answer it. */
  view(row: StoredRow): Record<string, unknown> {
    const values = this.rules.decorate ? this.rules.decorate(row.values, row) : row.values;
    return {
      ...values,
      id: row.id,
      createTime: formatDateTime(row.createdAt),
      updateDate: formatDateTime(row.updatedAt),
    };
  }

  list(query: ListQuery, recycled = false): { list: Record<string, unknown>[]; total: number } {
    const keywordFields = Object.entries(this.resource.fields as Record<string, FieldDef>)
      .filter(([, d]) => d.meta.keyword)
      .map(([k]) => k);
    const keyword = query.keyword?.trim().toLowerCase() ?? '';
    const filters = Object.entries(query).filter(([k, v]) => !PAGE_PARAMS.has(k) && v !== undefined && v !== '');
    const matched = this.all().filter(
      (row) =>
        row.recycled === recycled &&
        (keyword === '' ||
          keywordFields.some((k) =>
            String(row.values[k] ?? '')
              .toLowerCase()
              .includes(keyword),
          )) &&
        filters.every(([k, v]) => String(row.values[k]) === String(v)),
    );
    matched.sort(this.rules.order ?? (this.resource.sorted ? bySortThenNewest : newestFirst));
    const start = (query.page - 1) * query.size;
    return { list: matched.slice(start, start + query.size).map((r) => this.view(r)), total: matched.length };
  }

  get(id: number): StoredRow {
    const row = this.rows.get(id);
    if (!row || row.recycled) throw notFound();
    return row;
  }

  save(input: Record<string, unknown>): Record<string, unknown> {
    const { id, ...values } = input;
    this.checkCategories(values);
    const now = this.now();
    if (typeof id === 'number') {
      const row = this.get(id);
      row.values = { ...row.values, ...values };
      row.updatedAt = now;
      return this.view(row);
    }
    return this.view(this.seed(values, now));
  }

  remove(ids: readonly number[]): void {
    for (const id of ids) this.get(id);
    for (const id of ids) this.rows.delete(id);
  }

  recycle(ids: readonly number[]): void {
    for (const id of ids) this.get(id).recycled = true;
  }

  restore(ids: readonly number[]): void {
    for (const id of ids) {
      const row = this.rows.get(id);
      if (!row?.recycled) throw notFound();
      row.recycled = false;
    }
  }

  setSort(id: number, sort: number): void {
    if (!this.resource.sorted) throw fail('该内容不支持排序');
    const row = this.get(id);
    row.values.sort = sort;
    row.updatedAt = this.now();
  }

  private checkCategories(values: Record<string, unknown>): void {
    for (const [k, d] of Object.entries(this.resource.fields as Record<string, FieldDef>)) {
      const value = values[k];
      if (d.meta.kind !== 'category' || typeof value !== 'number') continue;
      if (!this.rules.categoryExists(d.meta.contentType ?? '', value))
        throw fail(`所选${d.meta.label}不存在，请刷新后重试`);
    }
  }
}

const num = (v: unknown) => (typeof v === 'number' ? v : 0);

export function newestFirst(a: StoredRow, b: StoredRow): number {
  return b.createdAt - a.createdAt || b.id - a.id;
}

export function bySortThenNewest(a: StoredRow, b: StoredRow): number {
  return num(a.values.sort) - num(b.values.sort) || newestFirst(a, b);
}
