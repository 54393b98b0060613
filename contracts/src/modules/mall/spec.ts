import { z } from 'zod';
import { fenToYuan } from '../../money.js';
import { fenSchema, yuanText } from '../../money-schemas.js';
import { f } from '../../resource-fields.js';

/**
 * A product's specifications ([CRMEB], [LS]): a single-spec product has one SKU; a multi-spec product names up
 * to three specs (颜色, 尺码…) with their values, and every combination of values is one SKU row with its own
 * image, prices (fen), stock, code and weight (grams).
 */
export const SPEC_TYPES = [
  { value: 1, label: '单规格' },
  { value: 2, label: '多规格' },
] as const;
export const SPEC_TYPE = { single: 1, multiple: 2 } as const;

export const SPEC_LIMITS = {
  attrs: 3,
  values: 20,
  skus: 200,
  nameMax: 10,
  valueMax: 20,
  codeMax: 32,
  stockMax: 9_999_999,
  /** Grams: 1 000 kg. */
  weightMax: 1_000_000,
} as const;

/**
 * A list whose messages name the item they are about (「第 2 行「红色 / L」：请输入售价」): each item is parsed
 * with `item`, and each of its issues is reported on the item's path with `nameOf`'s words in front.
 */
function namedList<T extends z.ZodType>(
  item: T,
  o: { label: string; max: number; maxMessage: string; nameOf: (raw: unknown, i: number) => string },
): z.ZodType<z.output<T>[], z.input<T>[]> {
  const list = z
    .array(z.unknown(), { error: `请输入${o.label}` })
    .max(o.max, o.maxMessage)
    .transform((rows, ctx) => {
      const out: z.output<T>[] = [];
      rows.forEach((raw, i) => {
        const parsed = item.safeParse(raw);
        if (parsed.success) out.push(parsed.data);
        else
          for (const issue of parsed.error.issues)
            ctx.addIssue({ code: 'custom', message: `${o.nameOf(raw, i)}${issue.message}`, path: [i, ...issue.path] });
      });
      return out;
    });
  // The transform reports every item's issues itself, so the list reads and gives exactly the items' types.
  return list as unknown as z.ZodType<z.output<T>[], z.input<T>[]>;
}

const valuesOf = (raw: unknown): string[] => {
  const values = (raw as { values?: unknown } | null)?.values;
  return Array.isArray(values) ? values.map(String) : [];
};

/** How a SKU row is named in a message: its place and its values; a single-spec row needs no name. */
export function skuRowName(values: readonly string[], i: number): string {
  return values.length === 0 ? '' : `第 ${i + 1} 行「${values.join(' / ')}」：`;
}

const specValue = z
  .string({ error: '请输入规格值' })
  .trim()
  .min(1, '请输入规格值')
  .max(SPEC_LIMITS.valueMax, `规格值不能超过 ${SPEC_LIMITS.valueMax} 个字`);

/** One spec (颜色) and its values (红色, 蓝色). */
export const specAttrSchema = z
  .object({
    name: z
      .string({ error: '请输入规格名' })
      .trim()
      .min(1, '请输入规格名')
      .max(SPEC_LIMITS.nameMax, `规格名不能超过 ${SPEC_LIMITS.nameMax} 个字`),
    values: z
      .array(specValue, { error: '请至少添加一个规格值' })
      .min(1, '请至少添加一个规格值')
      .max(SPEC_LIMITS.values, `每个规格最多 ${SPEC_LIMITS.values} 个规格值`),
  })
  .superRefine((attr, ctx) => {
    const seen = new Set<string>();
    for (const v of attr.values) {
      if (seen.has(v)) ctx.addIssue({ code: 'custom', message: `规格值「${v}」重复`, path: ['values'] });
      seen.add(v);
    }
  });
export type SpecAttr = z.output<typeof specAttrSchema>;

/** A stored spec, as the upstream answers it. */
export const storedAttrSchema = z.object({ name: z.string(), values: z.array(z.string()) });

/** How many SKU rows some specs make (the product of their value counts; none for no specs). */
export function comboCount(attrs: ReadonlyArray<{ values: readonly unknown[] }>): number {
  return attrs.length === 0 ? 0 : attrs.reduce((n, a) => n * a.values.length, 1);
}

/** The specs of a multi-spec product: distinct names, at most 200 combinations. */
export const specAttrsSchema = namedList(specAttrSchema, {
  label: '商品规格',
  max: SPEC_LIMITS.attrs,
  maxMessage: `最多添加 ${SPEC_LIMITS.attrs} 个规格`,
  nameOf: (raw, i) => {
    const name = (raw as { name?: unknown } | null)?.name;
    return typeof name === 'string' && name.trim() !== '' ? `规格「${name.trim()}」：` : `第 ${i + 1} 个规格：`;
  },
}).superRefine((attrs, ctx) => {
  const seen = new Set<string>();
  attrs.forEach((a, i) => {
    if (seen.has(a.name)) ctx.addIssue({ code: 'custom', message: `规格名「${a.name}」重复`, path: [i, 'name'] });
    seen.add(a.name);
  });
  const n = comboCount(attrs);
  if (n > SPEC_LIMITS.skus)
    ctx.addIssue({ code: 'custom', message: `规格组合最多 ${SPEC_LIMITS.skus} 个，当前 ${n} 个` });
});

/** Every combination of the specs' values, in table order (the first spec varies slowest). */
export function specCombinations(attrs: ReadonlyArray<{ values: readonly string[] }>): string[][] {
  if (attrs.length === 0) return [];
  return attrs.reduce<string[][]>((rows, a) => rows.flatMap((row) => a.values.map((v) => [...row, v])), [[]]);
}

/** A SKU row's identity: its values, joined. */
export const skuKey = (values: readonly string[]) => values.join('\u0001');

const stock = f.number('库存', { required: true, max: SPEC_LIMITS.stockMax }).input;
const weight = f.number('重量', { max: SPEC_LIMITS.weightMax }).input;
const code = z
  .string()
  .trim()
  .max(SPEC_LIMITS.codeMax, `商品编号不能超过 ${SPEC_LIMITS.codeMax} 个字`)
  .refine((v) => v === '' || /^[\w-]+$/.test(v), '商品编号只能包含字母、数字、下划线和短横线');
const originalNotBelow = <R extends { price?: number; otPrice?: number }>(r: R) =>
  r.otPrice === undefined || r.otPrice === 0 || r.price === undefined || r.otPrice >= r.price;
const ORIGINAL_BELOW = { message: '原价不能低于售价', path: ['otPrice'] };

/** One SKU as a save carries it: prices in fen, stock and weight (grams) whole numbers. */
export const skuRowSchema = z
  .object({
    values: z.array(z.string().trim().min(1).max(SPEC_LIMITS.valueMax)).max(SPEC_LIMITS.attrs),
    image: f.image('规格图片').input,
    price: fenSchema('售价'),
    cost: fenSchema('成本价', { allowZero: true }).optional(),
    otPrice: fenSchema('原价', { allowZero: true }).optional(),
    stock,
    code: code.optional(),
    weight,
  })
  .refine(originalNotBelow, ORIGINAL_BELOW);
export type SkuRow = z.output<typeof skuRowSchema>;

/** The SKU table of a save, each message naming its row. */
export const skuRowsSchema = namedList(skuRowSchema, {
  label: '价格库存',
  max: SPEC_LIMITS.skus,
  maxMessage: `规格组合最多 ${SPEC_LIMITS.skus} 个`,
  nameOf: (raw, i) => skuRowName(valuesOf(raw), i),
});

/** A stored SKU, as the upstream answers it. */
export const storedSkuSchema = z.object({
  values: z.array(z.string()),
  image: z.string().nullish(),
  price: z.number().int(),
  cost: z.number().int().nullish(),
  otPrice: z.number().int().nullish(),
  stock: z.number().int(),
  code: z.string().nullish(),
  weight: z.number().int().nullish(),
});
export type StoredSku = z.output<typeof storedSkuSchema>;

const emptyAsUndefined = (v: unknown) => (v === null ? undefined : v);

/**
 * One SKU as the form's table holds it: money as the yuan text a person typed (checked with the shared price
 * validator), stock and weight as numbers or empty. Parsing gives the save's row, in fen.
 */
export const skuFormRowSchema = z
  .object({
    values: z.array(z.string()),
    image: z.string().default(''),
    price: yuanText('售价', { required: true }),
    cost: yuanText('成本价', { allowZero: true }),
    otPrice: yuanText('原价', { allowZero: true }),
    stock: z.preprocess((v) => v ?? undefined, stock),
    code: code.default(''),
    weight: z.preprocess(emptyAsUndefined, weight),
  })
  .refine(originalNotBelow, ORIGINAL_BELOW);
export type SkuFormRow = z.input<typeof skuFormRowSchema>;

/** The form's SKU table: its output is the save's `skus`. */
export const skuFormRowsSchema = namedList(skuFormRowSchema, {
  label: '价格库存',
  max: SPEC_LIMITS.skus,
  maxMessage: `规格组合最多 ${SPEC_LIMITS.skus} 个`,
  nameOf: (raw, i) => skuRowName(valuesOf(raw), i),
});

/**
 * The form's SKU table as one field: the rows' own check (the save's `skus` is its output), with one message for
 * the field — the problem itself when one cell has it, else how many cells have one — while each cell shows its
 * own message (the rows' check, one row at a time).
 */
export const skuTableSchema = z.unknown().transform((rows, ctx) => {
  const parsed = skuFormRowsSchema.safeParse(rows);
  if (parsed.success) return parsed.data;
  const cells = parsed.error.issues.filter((i) => i.path.length >= 2);
  const count = new Set(cells.map((i) => `${String(i.path[0])}.${String(i.path[1])}`)).size;
  const other = parsed.error.issues.find((i) => i.path.length < 2);
  const message =
    other?.message ?? (count === 1 ? (cells[0]?.message ?? '') : `价格库存有 ${count} 处需要修改，见表格中标红的格子`);
  ctx.addIssue({ code: 'custom', message });
  return z.NEVER;
}) as unknown as z.ZodType<SkuRow[], SkuFormRow[]>;

/** A stored SKU as the form's table shows it: fen as yuan text, absent values empty. */
export function skuToForm(row: StoredSku): SkuFormRow {
  const yuan = (fen: number | null | undefined) => (typeof fen === 'number' ? fenToYuan(fen) : '');
  return {
    values: [...row.values],
    image: row.image ?? '',
    price: yuan(row.price),
    cost: yuan(row.cost),
    otPrice: yuan(row.otPrice),
    stock: row.stock,
    code: row.code ?? '',
    weight: row.weight ?? null,
  };
}

/** A new, empty row of the form's table. */
export function blankSkuRow(values: readonly string[]): SkuFormRow {
  return { values: [...values], image: '', price: '', cost: '', otPrice: '', stock: null, code: '', weight: null };
}

/** Whether a save's SKU rows are exactly the rows its spec type and specs make (one unnamed row when single). */
export function skusMatchSpecs(
  specType: unknown,
  attrs: ReadonlyArray<{ values: readonly string[] }> | undefined,
  skus: ReadonlyArray<{ values: readonly string[] }> | undefined,
): boolean {
  if (!skus) return true;
  if (specType === SPEC_TYPE.single) return skus.length === 1 && skus[0]?.values.length === 0;
  const wanted = specCombinations(attrs ?? []).map(skuKey);
  const given = skus.map((s) => skuKey(s.values));
  return (
    wanted.length === given.length && new Set(given).size === given.length && given.every((k) => wanted.includes(k))
  );
}

/** What the list shows of a product's SKUs: the lowest and highest price and the stock of all. */
export function skuTotals(skus: ReadonlyArray<{ price: number; stock: number }>): {
  price: number;
  maxPrice: number;
  stock: number;
} {
  if (skus.length === 0) return { price: 0, maxPrice: 0, stock: 0 };
  let price = Number.POSITIVE_INFINITY;
  let maxPrice = 0;
  let stockSum = 0;
  for (const s of skus) {
    price = Math.min(price, s.price);
    maxPrice = Math.max(maxPrice, s.price);
    stockSum += s.stock;
  }
  return { price, maxPrice, stock: stockSum };
}

/**
 * How the list names a product's specs: 单规格, or 多规格 with how many SKUs its specs make (one spec of three
 * values is three SKUs, not three specs).
 */
export function specSummary(specType: unknown, skus: readonly unknown[]): string {
  return specType === SPEC_TYPE.multiple ? `多规格 · ${skus.length} 个 SKU` : '单规格';
}

/** The stock at or below which a SKU warns (警戒库存) when its product names no threshold of its own. */
export const STOCK_WARNING_DEFAULT = 10;

/**
 * Whether a product is under 警戒库存: some SKU's stock at or below the product's threshold (or the default),
 * sold-out SKUs included; stock is kept per SKU, so one low colour of a product shows it.
 */
export function isLowStock(skus: ReadonlyArray<{ stock: number }>, warning: number | null | undefined): boolean {
  const threshold = warning ?? STOCK_WARNING_DEFAULT;
  return skus.some((s) => s.stock <= threshold);
}
