import { DECOR_COMPONENTS, type DecorPage, pageTexts } from '@console/contracts';
import { getIn } from './doc-ops';

type Path = (string | number)[];

/** Where a text of a design is: the page's name, its settings, or a component (by its id). */
export type TextPlace = { kind: 'name' } | { kind: 'page' } | { kind: 'component'; id: string };

/** One text of a design as the forbidden-word check reads it, and where a refusal of it stands. */
export interface DesignText {
  place: TextPlace;
  /** Inside the settings or the component; empty for the name. */
  path: Path;
  /** The value as it is at `path` now (markup and all): a flag stands while it is unchanged. */
  value: unknown;
  text: string;
  /** How a toast names it: 页面名称, 页面设置, 第 2 个组件「标题栏」. */
  where: string;
}

/** A text the check refused at the last save, with the check's message. */
export interface TextFlag extends Omit<DesignText, 'text'> {
  message: string;
}

/** Every text of a design the check reads before it is saved or published: the name, the settings, the components. */
export function designTexts(name: string, doc: DecorPage): DesignText[] {
  const named: DesignText[] =
    name.trim() === ''
      ? []
      : [{ place: { kind: 'name' }, path: [], value: name, text: name.trim(), where: '页面名称' }];
  return [
    ...named,
    ...pageTexts(doc).map((t): DesignText => {
      const c = t.index === null ? undefined : doc.components[t.index];
      return c
        ? {
            place: { kind: 'component', id: c.id },
            path: t.path,
            value: getIn(c, t.path),
            text: t.text,
            where: `第 ${(t.index ?? 0) + 1} 个组件「${DECOR_COMPONENTS[c.type].label}」`,
          }
        : {
            place: { kind: 'page' },
            path: t.path,
            value: getIn(doc.settings, t.path),
            text: t.text,
            where: '页面设置',
          };
    }),
  ];
}

/** The value a flag was raised on, as the design has it now. */
function valueNow(flag: TextFlag, name: string, doc: DecorPage): unknown {
  const { place } = flag;
  if (place.kind === 'name') return name;
  if (place.kind === 'page') return getIn(doc.settings, flag.path);
  const c = doc.components.find((x) => x.id === place.id);
  return c ? getIn(c, flag.path) : undefined;
}

/** The flags that still stand: a text changed since it was refused is the next save's to check. */
export function standingFlags(flags: readonly TextFlag[], name: string, doc: DecorPage): TextFlag[] {
  return flags.filter((f) => valueNow(f, name, doc) === f.value);
}

/** The messages of standing flags by component id, for the canvas's marks. */
export function flagsByComponent(flags: readonly TextFlag[]): Map<string, string> {
  const out = new Map<string, string>();
  for (const f of flags) if (f.place.kind === 'component' && !out.has(f.place.id)) out.set(f.place.id, f.message);
  return out;
}

/**
 * The id of a flag's control in the property panel (`{prefix}-{path}`, as the panel's fields are named), and the
 * ids of the fields around it to fall back on: a word of 热词 is inside its field, not a control of its own.
 */
export function fieldIdsOf(flag: Pick<TextFlag, 'place' | 'path'>): string[] {
  const { place } = flag;
  if (place.kind === 'name') return ['decor-page-name'];
  const [prefix, path] =
    place.kind === 'page' ? ['decor-page', ['settings', ...flag.path]] : [`decor-${place.id}`, flag.path];
  return path.map((_, i) => `${prefix}-${path.slice(0, path.length - i).join('-')}`);
}
