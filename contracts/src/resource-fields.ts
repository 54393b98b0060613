import { z } from 'zod';
import { AUDIO_TYPES, LIMITS, VIDEO_TYPES } from './constants.js';
import { idSchema } from './define.js';
import { MAX_FEN } from './money.js';
import { fenSchema } from './money-schemas.js';
import { wholeNumber } from './number-schemas.js';
import { chinaNow, chinaToday } from './time.js';
import { isPhone } from './validators.js';

/**
 * Field builders of `defineResource`: one declaration gives a field's Chinese label and kind (what the web's
 * form and list pages render), its save-input schema (messages a person reads), its stored shape in the
 * entity, and its shape as a list filter.
 */
export const FIELD_KINDS = [
  'text',
  'textarea',
  'richText',
  'image',
  'images',
  'video',
  'audio',
  'media',
  'number',
  'price',
  'select',
  'date',
  'switch',
  'category',
  'phone',
  'tags',
  'datetime',
  'custom',
] as const;
export type FieldKind = (typeof FIELD_KINDS)[number];

/** Which files a media field takes (spec §5: MP3 mode, MP4/MOV mode, or both). */
export type MediaMode = 'mp3' | 'video' | 'both';

export interface FieldOption {
  value: string | number;
  label: string;
}

export interface FieldMeta {
  kind: FieldKind;
  label: string;
  required: boolean;
  /** Characters for text, the largest value for numbers, the most files for `images`. */
  max?: number;
  min?: number;
  options?: readonly FieldOption[];
  /** The category content type a `category` field picks from. */
  contentType?: string;
  mediaMode?: MediaMode;
  /** Largest upload in MB for video and media fields. */
  maxMb?: number;
  /** Compress images above the default threshold in the browser before uploading. */
  compress?: boolean;
  placeholder?: string;
  help?: string;
  /** Shown as a list column; defaults by kind (see `showsAsColumn`). */
  column?: boolean;
  /**
   * A key figure of the list (原价, 秒杀库存, 已售): a list fitted to a narrow box never gives its column up for
   * room (it scrolls sideways instead); a person may still hide it in 列设置.
   */
  keep?: boolean;
  /** Shown in the form; false for values a page fills itself (an image's size, say). */
  form?: boolean;
  /** Searched by the list's keyword. */
  keyword?: boolean;
  /** A valid value for a `custom` field, for generated samples (the other kinds have one by kind). */
  sample?: unknown;
  /**
   * What a text value is, when its label does not say (a person's name, an address): seeds and samples make
   * a realistic value from it, as a browser's autocomplete hint does.
   */
  semantic?: Semantic;
  /** The upstream computes it (a count, a total): in the entity and the list, never in the save input. */
  readOnly?: boolean;
  /** Whether a 'date' or 'datetime' may lie in the past; false refuses earlier than today. */
  past?: boolean;
  /** A 'price' of 0 is a value (free), not a missing price. */
  allowZero?: boolean;
  /** What a 'switch' reads as when on and off, in a cell and a filter (是 / 否 unless it says). */
  states?: SwitchStates;
}

export interface SwitchStates {
  on: string;
  off: string;
}

/** The words of a shelf switch: a list, a filter and a recycle bin say 已上架 / 已下架, never 是 / 否. */
export const SHELF_STATES: SwitchStates = { on: '已上架', off: '已下架' };

/** What a switch's two states read as. */
export function switchStates(meta: Pick<FieldMeta, 'states'>): SwitchStates {
  return meta.states ?? { on: '是', off: '否' };
}

/** What a text field holds, for realistic generated values. */
export const SEMANTICS = [
  'personName',
  'nickname',
  'jobTitle',
  'phone',
  'address',
  'school',
  'company',
  'title',
  'course',
  'sentence',
  'idCard',
  'bankCard',
  'email',
  'url',
  'code',
] as const;
export type Semantic = (typeof SEMANTICS)[number];

export interface FieldDef<
  I extends z.ZodType = z.ZodType,
  O extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
> {
  meta: FieldMeta;
  /** Set by `readOnly()`: the field is left out of the save input. */
  readOnly?: true;
  /** The value in the save call. */
  input: I;
  /** The stored value in the entity; tolerant of null where the field is optional. */
  output: O;
  /** The value as a list filter (query-string friendly). */
  filter: Q;
}

type Common = Pick<FieldMeta, 'placeholder' | 'help' | 'column' | 'form' | 'semantic' | 'keep'>;
type Req<R extends boolean | undefined, S extends z.ZodType> = R extends true ? S : z.ZodOptional<S>;
type Stored<R extends boolean | undefined, S extends z.ZodType> = R extends true ? S : z.ZodOptional<z.ZodNullable<S>>;

function def<R extends boolean | undefined, I extends z.ZodType, O extends z.ZodType, Q extends z.ZodType>(
  meta: FieldMeta,
  required: R,
  input: I,
  output: O,
  filter: Q,
): FieldDef<Req<R, I>, Stored<R, O>, Q> {
  // The conditional types follow `required` exactly as these two lines do; TypeScript cannot see through it.
  return {
    meta: { ...meta, required: required === true },
    input: (required ? input : input.optional()) as Req<R, I>,
    output: (required ? output : output.nullish()) as Stored<R, O>,
    filter,
  };
}

const please = (label: string) => `请输入${label}`;
const pleaseUpload = (label: string) => `请上传${label}`;
const pleaseChoose = (label: string) => `请选择${label}`;

/** Text of an HTML fragment, for the required check of rich text. */
export function htmlText(html: string): string {
  return html
    .replace(/<(img|video|audio|iframe)\b[^>]*>/gi, '\u25a0')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim();
}

const urlText = z
  .string()
  .trim()
  .max(2000)
  .refine((v) => /^https?:\/\/\S+$/.test(v), '地址应以 http:// 或 https:// 开头');
const dateText = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式应为 YYYY-MM-DD');
const dateTimeText = z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/, '时间格式应为 YYYY-MM-DD HH:mm:ss');
const onOff = z.enum(['0', '1']);

/** An uploaded file's address: '请上传{label}' when required and empty, else '' or a URL that `url` accepts. */
function uploaded(label: string, required: boolean | undefined, url: z.ZodType<string, string>) {
  return required
    ? z
        .string({ error: pleaseUpload(label) })
        .min(1, pleaseUpload(label))
        .pipe(url)
    : z.union([z.literal(''), url]);
}

function extOf(url: string): string {
  return (url.split(/[?#]/)[0]?.split('.').pop() ?? '').toLowerCase();
}

export const f = {
  text<const R extends boolean | undefined = undefined>(
    label: string,
    o: Common & { required?: R; max?: number; keyword?: boolean } = {},
  ) {
    const max = o.max ?? 50;
    const base = z
      .string({ error: please(label) })
      .trim()
      .max(max, `${label}不能超过 ${max} 个字`);
    const input = o.required ? base.min(1, please(label)) : base;
    return def({ ...o, kind: 'text', label, required: false, max }, o.required as R, input, z.string(), z.string());
  },

  textarea<const R extends boolean | undefined = undefined>(
    label: string,
    o: Common & { required?: R; max?: number } = {},
  ) {
    const max = o.max ?? 500;
    const base = z
      .string({ error: please(label) })
      .trim()
      .max(max, `${label}不能超过 ${max} 个字`);
    const input = o.required ? base.min(1, please(label)) : base;
    return def(
      { column: false, ...o, kind: 'textarea', label, required: false, max },
      o.required as R,
      input,
      z.string(),
      z.string(),
    );
  },

  richText<const R extends boolean | undefined = undefined>(label: string, o: Common & { required?: R } = {}) {
    const max = 200_000;
    const base = z.string({ error: please(label) }).max(max, `${label}内容过长`);
    const input = o.required ? base.refine((v) => htmlText(v) !== '', please(label)) : base;
    return def(
      { column: false, ...o, kind: 'richText', label, required: false, max },
      o.required as R,
      input,
      z.string(),
      z.string(),
    );
  },

  image<const R extends boolean | undefined = undefined>(
    label: string,
    o: Common & { required?: R; compress?: boolean } = {},
  ) {
    const input = uploaded(label, o.required, urlText);
    return def({ ...o, kind: 'image', label, required: false }, o.required as R, input, z.string(), z.string());
  },

  images<const R extends boolean | undefined = undefined>(
    label: string,
    o: Common & { required?: R; max?: number } = {},
  ) {
    const max = o.max ?? 9;
    const base = z.array(urlText, { error: pleaseUpload(label) }).max(max, `${label}最多 ${max} 张`);
    const input = o.required ? base.min(1, pleaseUpload(label)) : base;
    return def(
      { column: false, ...o, kind: 'images', label, required: false, max },
      o.required as R,
      input,
      z.array(z.string()),
      z.string(),
    );
  },

  video<const R extends boolean | undefined = undefined>(
    label: string,
    o: Common & { required?: R; maxMb?: number } = {},
  ) {
    const maxMb = o.maxMb ?? LIMITS.videoDefaultMaxMb;
    const video = urlText.refine((v) => ['mp4', 'mov'].includes(extOf(v)), '视频只能是MP4或MOV文件');
    const input = uploaded(label, o.required, video);
    return def(
      { column: false, ...o, kind: 'video', label, required: false, maxMb },
      o.required as R,
      input,
      z.string(),
      z.string(),
    );
  },

  audio<const R extends boolean | undefined = undefined>(
    label: string,
    o: Common & { required?: R; maxMb?: number } = {},
  ) {
    const maxMb = o.maxMb ?? LIMITS.videoDefaultMaxMb;
    const audio = urlText.refine((v) => (AUDIO_TYPES as readonly string[]).includes(extOf(v)), '音频格式不支持');
    const input = uploaded(label, o.required, audio);
    return def(
      { column: false, ...o, kind: 'audio', label, required: false, maxMb, mediaMode: 'mp3' },
      o.required as R,
      input,
      z.string(),
      z.string(),
    );
  },

  /** A file that is audio or video by the resource's own type field; `mode` limits what the upload box takes. */
  media<const R extends boolean | undefined = undefined>(
    label: string,
    o: Common & { required?: R; maxMb?: number; mode?: MediaMode } = {},
  ) {
    const maxMb = o.maxMb ?? LIMITS.videoDefaultMaxMb;
    const known = [...AUDIO_TYPES, ...VIDEO_TYPES] as readonly string[];
    const media = urlText.refine((v) => known.includes(extOf(v)), '文件格式不支持');
    const input = uploaded(label, o.required, media);
    return def(
      { column: false, ...o, kind: 'media', label, required: false, maxMb, mediaMode: o.mode ?? 'both' },
      o.required as R,
      input,
      z.string(),
      z.string(),
    );
  },

  number<const R extends boolean | undefined = undefined>(
    label: string,
    o: Common & { required?: R; min?: number; max?: number } = {},
  ) {
    const min = o.min ?? 0;
    const max = o.max ?? 999_999;
    const input = wholeNumber(label, { min, max });
    return def(
      { ...o, kind: 'number', label, required: false, min, max },
      o.required as R,
      input,
      z.number(),
      z.number(),
    );
  },

  /** An amount of money: integer fen in calls and storage; the web shows and takes yuan (money.ts). */
  price<const R extends boolean | undefined = undefined>(
    label: string,
    o: Common & { required?: R; allowZero?: boolean; max?: number } = {},
  ) {
    const max = o.max ?? MAX_FEN;
    const input = fenSchema(label, { allowZero: o.allowZero, max });
    return def(
      { ...o, kind: 'price', label, required: false, max, allowZero: o.allowZero === true },
      o.required as R,
      input,
      z.number().int(),
      z.number().int(),
    );
  },

  /** Short texts chosen from `options` or typed freely (a teacher's subjects); filtered by one of them. */
  tags<const R extends boolean | undefined = undefined>(
    label: string,
    o: Common & { required?: R; options?: readonly string[]; max?: number } = {},
  ) {
    const max = o.max ?? 10;
    const tag = z.string().trim().min(1, pleaseChoose(label)).max(20, `${label}每项不能超过 20 个字`);
    const base = z.array(tag, { error: pleaseChoose(label) }).max(max, `${label}最多 ${max} 项`);
    const input = o.required ? base.min(1, pleaseChoose(label)) : base;
    return def(
      { ...o, kind: 'tags', label, required: false, max, options: o.options?.map((v) => ({ value: v, label: v })) },
      o.required as R,
      input,
      z.array(z.string()),
      z.string(),
    );
  },

  select<const V extends string | number, const R extends boolean | undefined = undefined>(
    label: string,
    options: readonly { value: V; label: string }[],
    o: Common & { required?: R } = {},
  ) {
    const values = options.map((x) => x.value);
    const schema = z.literal(values, { error: pleaseChoose(label) });
    return def({ ...o, kind: 'select', label, required: false, options }, o.required as R, schema, schema, schema);
  },

  date<const R extends boolean | undefined = undefined>(
    label: string,
    o: Common & { required?: R; past?: boolean } = {},
  ) {
    const input = z
      .string({ error: pleaseChoose(label) })
      .min(1, pleaseChoose(label))
      .pipe(dateText)
      .refine((v) => o.past !== false || v >= chinaToday(), `${label}不能早于今天`);
    return def({ ...o, kind: 'date', label, required: false }, o.required as R, input, z.string(), dateText);
  },

  /** A moment in China time, 'YYYY-MM-DD HH:mm:ss'; filtered by its day. */
  datetime<const R extends boolean | undefined = undefined>(
    label: string,
    o: Common & { required?: R; past?: boolean } = {},
  ) {
    const input = z
      .string({ error: pleaseChoose(label) })
      .min(1, pleaseChoose(label))
      .pipe(dateTimeText)
      .refine((v) => o.past !== false || v >= chinaNow(), `${label}不能早于现在`);
    return def({ ...o, kind: 'datetime', label, required: false }, o.required as R, input, z.string(), dateText);
  },

  /** '1' on, '0' off, as the upstream's flags are (category isShow). Always present: a switch has no empty state. */
  switch(label: string, o: Common & { default?: '0' | '1'; states?: SwitchStates } = {}) {
    const { default: initial = '1', ...rest } = o;
    return {
      meta: { ...rest, kind: 'switch', label, required: false },
      input: onOff.default(initial),
      output: onOff,
      filter: onOff,
    } satisfies FieldDef;
  },

  category<const R extends boolean | undefined = undefined>(
    label: string,
    contentType: string,
    o: Common & { required?: R } = {},
  ) {
    const input = z
      .number({ error: pleaseChoose(label) })
      .int()
      .positive(pleaseChoose(label));
    return def(
      { ...o, kind: 'category', label, required: false, contentType },
      o.required as R,
      input,
      z.number(),
      idSchema,
    );
  },

  /**
   * A value with its own shape (a form's list of questions, say): the schema is the contract, and the page
   * renders the control itself. Never a column; a required custom field is one the schema itself requires.
   */
  custom<I extends z.ZodType, O extends z.ZodType>(
    label: string,
    input: I,
    output: O,
    o: Common & { sample: z.input<I> },
  ) {
    return {
      meta: { column: false, ...o, kind: 'custom', label, required: false },
      input,
      output,
      filter: z.never(),
    } satisfies FieldDef;
  },

  phone<const R extends boolean | undefined = undefined>(
    label: string,
    o: Common & { required?: R; keyword?: boolean } = {},
  ) {
    const base = z.string({ error: please(label) }).trim();
    const input = o.required
      ? base.min(1, please(label)).refine(isPhone, '您输入的手机号有误')
      : base.refine((v) => v === '' || isPhone(v), '您输入的手机号有误');
    return def({ ...o, kind: 'phone', label, required: false }, o.required as R, input, z.string(), z.string());
  },
};

/**
 * A value the upstream computes (a count, a total): shown in the entity and the list, never saved. Seeds
 * still fill it by its kind.
 */
export function readOnly<D extends FieldDef>(field: D): D & { readOnly: true } {
  return { ...field, readOnly: true, meta: { ...field.meta, readOnly: true, form: false } };
}

/** Kinds that read well in a table cell; the rest show only in the form unless a field asks. */
const COLUMN_KINDS: ReadonlySet<FieldKind> = new Set([
  'text',
  'image',
  'number',
  'price',
  'select',
  'date',
  'switch',
  'category',
  'phone',
  'tags',
  'datetime',
]);

export function showsAsColumn(meta: FieldMeta): boolean {
  return meta.column ?? COLUMN_KINDS.has(meta.kind);
}

/** Kinds whose text goes through the forbidden-word check on save (spec §5). */
export const TEXT_KINDS: ReadonlySet<FieldKind> = new Set(['text', 'textarea', 'richText']);
