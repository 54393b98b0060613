import type { z } from 'zod';
import { htmlText } from '../../resource-fields.js';
import { type DecorComponent, decorComponentSchema } from './components.js';
import { type DecorPage, decorPageSchema } from './page.js';
import { isWritten } from './schema-kit.js';

/** One text a person wrote, where it is in its value, and as the forbidden-word check reads it (no markup). */
export interface WrittenText {
  path: (string | number)[];
  text: string;
}

/** What `_zod.def` holds of the schema kinds a decoration is built of. */
interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  options?: readonly z.ZodType[];
  discriminator?: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
}
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/**
 * Every text a person wrote in `value`, found by its schema: the values whose schema is `written` (titles,
 * notices, hot words, rich text), through objects, lists, the variant a union takes, and wrappers. The value
 * need not pass the schema: what a person wrote is read whatever else is wrong with it.
 */
export function writtenTexts(schema: z.ZodType, value: unknown, path: (string | number)[] = []): WrittenText[] {
  if (isWritten(schema)) {
    if (typeof value !== 'string') return [];
    const text = /<[a-z][^>]*>/i.test(value) ? htmlText(value) : value.trim();
    return text === '' ? [] : [{ path, text }];
  }
  const def = defOf(schema);
  switch (def.type) {
    case 'object': {
      if (!value || typeof value !== 'object') return [];
      const record = value as Record<string, unknown>;
      return Object.entries(def.shape ?? {}).flatMap(([k, s]) => writtenTexts(s, record[k], [...path, k]));
    }
    case 'array':
      return Array.isArray(value) && def.element
        ? value.flatMap((v, i) => writtenTexts(def.element as z.ZodType, v, [...path, i]))
        : [];
    case 'union': {
      // A tagged union by its tag, so that a value with a problem (a title too long) is still read.
      const tag = def.discriminator;
      const option = def.options?.find((o) =>
        tag
          ? (defOf(o).shape?.[tag]?.safeParse((value as Record<string, unknown> | null)?.[tag]).success ?? false)
          : o.safeParse(value).success,
      );
      return option ? writtenTexts(option, value, path) : [];
    }
    case 'pipe':
      return def.in ? writtenTexts(def.in, value, path) : [];
    default:
      return def.innerType ? writtenTexts(def.innerType, value, path) : [];
  }
}

/** A text of a page: in its settings (`index` null, `path` inside the settings) or in a component. */
export interface PageText extends WrittenText {
  index: number | null;
}

/** Every text a component shows that a person wrote, by its path inside the component. */
export function componentTexts(c: DecorComponent): WrittenText[] {
  return writtenTexts(decorComponentSchema, c);
}

/**
 * Every text of a page a customer reads, for the forbidden-word check before it is saved or published: the page
 * settings', then each shown component's, in order. A hidden component is not shown, as the publish checks skip
 * it.
 */
export function pageTexts(doc: DecorPage): PageText[] {
  const settings = writtenTexts(decorPageSchema.shape.settings, doc.settings).map((t) => ({ ...t, index: null }));
  const components = doc.components.flatMap((c, index) =>
    c.hidden ? [] : componentTexts(c).map((t) => ({ ...t, index })),
  );
  return [...settings, ...components];
}
