import {
  blankSkuRow,
  type SkuFormRow,
  SPEC_TYPE,
  skuFormRowSchema,
  skuKey,
  specCombinations,
} from '@console/contracts';

/** A spec as the editor holds it while a person types (a name not yet given, values still to add). */
export interface DraftSpec {
  name: string;
  values: string[];
}

/** The columns of the SKU table a person types into, and those a batch fills. */
export const SKU_COLUMNS = [
  { key: 'price', label: '售价', kind: 'money', required: true, batch: true },
  { key: 'cost', label: '成本价', kind: 'money', required: false, batch: true },
  { key: 'otPrice', label: '原价', kind: 'money', required: false, batch: true },
  { key: 'stock', label: '库存', kind: 'count', required: true, batch: true },
  { key: 'code', label: '商品编号', kind: 'text', required: false, batch: false },
  { key: 'weight', label: '重量（克）', kind: 'count', required: false, batch: true },
] as const;
export type SkuColumn = (typeof SKU_COLUMNS)[number];
export type SkuColumnKey = SkuColumn['key'];

/** The specs that make rows: those with at least one value (a spec being typed makes none yet). */
export function rowSpecs(specs: readonly DraftSpec[] | undefined): DraftSpec[] {
  return (specs ?? []).filter((s) => s.values.length > 0);
}

/**
 * The table's rows for a spec type and specs: one unnamed row for a single spec, else a row per combination of
 * values, each keeping what was typed for it. The very same array when the rows are already those.
 */
export function syncRows(
  rows: readonly SkuFormRow[] | undefined,
  specType: unknown,
  specs: readonly DraftSpec[] | undefined,
): SkuFormRow[] {
  const current = rows ?? [];
  const wanted = specType === SPEC_TYPE.multiple ? specCombinations(rowSpecs(specs)) : [[]];
  const same =
    current.length === wanted.length && current.every((r, i) => skuKey(r.values) === skuKey(wanted[i] ?? []));
  if (same && rows) return rows as SkuFormRow[];
  const byKey = new Map(current.map((r) => [skuKey(r.values), r]));
  return wanted.map((values) => byKey.get(skuKey(values)) ?? blankSkuRow(values));
}

/** Every row with one column set to the same value (a batch fill). */
export function fillColumn(
  rows: readonly SkuFormRow[],
  key: SkuColumnKey,
  value: string | number | null,
): SkuFormRow[] {
  return rows.map((r) => ({ ...r, [key]: value }));
}

/**
 * Each cell's own problem, by `{row}.{column}`: the first message of the row's check about that column, without
 * the row's name (the cell stands in its row).
 */
export function cellProblems(rows: readonly unknown[]): Map<string, string> {
  const out = new Map<string, string>();
  rows.forEach((row, i) => {
    const parsed = skuFormRowSchema.safeParse(row);
    for (const issue of parsed.error?.issues ?? []) {
      const key = `${i}.${String(issue.path[0] ?? '')}`;
      if (issue.path.length > 0 && !out.has(key)) out.set(key, issue.message);
    }
  });
  return out;
}
