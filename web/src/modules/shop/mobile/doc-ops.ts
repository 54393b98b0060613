import {
  copyDecorComponent,
  DECOR_PAGE_MAX_COMPONENTS,
  type DecorComponent,
  type DecorPage,
  type DecorType,
  newDecorComponent,
} from '@console/contracts';

/**
 * The designer's operations on a page document. Each returns a new document and leaves the components it did
 * not touch as the same objects, so the canvas re-renders only what changed and the history keeps snapshots
 * cheaply.
 */

/** A component id unique on the page: the type and a short random part (ids survive saves and copies). */
export function newComponentId(
  type: DecorType,
  taken: ReadonlySet<string>,
  random: () => number = Math.random,
): string {
  for (;;) {
    const id = `${type}-${Math.floor(random() * 36 ** 6)
      .toString(36)
      .padStart(6, '0')}`;
    if (!taken.has(id)) return id;
  }
}

const idsOf = (doc: DecorPage) => new Set(doc.components.map((c) => c.id));
const clampIndex = (doc: DecorPage, at: number) => Math.max(0, Math.min(at, doc.components.length));

/** Whether one more component fits on the page. */
export function canInsert(doc: DecorPage): boolean {
  return doc.components.length < DECOR_PAGE_MAX_COMPONENTS;
}

/** A new component of `type` at position `at` (the end when beyond it); the page unchanged when it is full. */
export function insertComponent(
  doc: DecorPage,
  type: DecorType,
  at: number,
  random?: () => number,
): { doc: DecorPage; id: string | null } {
  if (!canInsert(doc)) return { doc, id: null };
  const c = newDecorComponent(type, newComponentId(type, idsOf(doc), random));
  const components = [...doc.components];
  components.splice(clampIndex(doc, at), 0, c);
  return { doc: { ...doc, components }, id: c.id };
}

/** The component `id` moved to position `to` (others shift); unchanged for an unknown id or the same place. */
export function moveComponent(doc: DecorPage, id: string, to: number): DecorPage {
  const from = doc.components.findIndex((c) => c.id === id);
  const target = Math.max(0, Math.min(to, doc.components.length - 1));
  if (from < 0 || from === target) return doc;
  const components = [...doc.components];
  const [moved] = components.splice(from, 1);
  components.splice(target, 0, moved as DecorComponent);
  return { ...doc, components };
}

/** The component `id` one place up (-1) or down (+1). */
export function stepComponent(doc: DecorPage, id: string, step: -1 | 1): DecorPage {
  const from = doc.components.findIndex((c) => c.id === id);
  if (from < 0) return doc;
  return moveComponent(doc, id, from + step);
}

/** A copy of the component `id` right after it, under a new id. */
export function copyComponent(
  doc: DecorPage,
  id: string,
  random?: () => number,
): { doc: DecorPage; id: string | null } {
  const at = doc.components.findIndex((c) => c.id === id);
  const source = doc.components[at];
  if (!source || !canInsert(doc)) return { doc, id: null };
  const copy = copyDecorComponent(source, newComponentId(source.type, idsOf(doc), random));
  const components = [...doc.components];
  components.splice(at + 1, 0, copy);
  return { doc: { ...doc, components }, id: copy.id };
}

/** The page without the component `id`. */
export function removeComponent(doc: DecorPage, id: string): DecorPage {
  const components = doc.components.filter((c) => c.id !== id);
  return components.length === doc.components.length ? doc : { ...doc, components };
}

/** The component `id` replaced by what `change` makes of it. */
export function updateComponent(doc: DecorPage, id: string, change: (c: DecorComponent) => DecorComponent): DecorPage {
  let changed = false;
  const components = doc.components.map((c) => {
    if (c.id !== id) return c;
    const next = change(c);
    changed = next !== c;
    return next;
  });
  return changed ? { ...doc, components } : doc;
}

/** Shown or hidden to customers (a hidden component stays in the designer, dimmed). */
export function toggleHidden(doc: DecorPage, id: string): DecorPage {
  return updateComponent(doc, id, (c) => ({ ...c, hidden: !c.hidden }));
}

type Path = readonly (string | number)[];

/** The value at `path` inside `value` (undefined where the path leads nowhere). */
export function getIn(value: unknown, path: Path): unknown {
  let at: unknown = value;
  for (const key of path) {
    if (at === null || typeof at !== 'object') return undefined;
    at = (at as Record<string | number, unknown>)[key];
  }
  return at;
}

/**
 * `value` with `next` at `path`, copying only the objects and arrays on the way; the same object when nothing
 * changes. The designer's property panel edits components with it, one path per control.
 */
export function setIn<T>(value: T, path: Path, next: unknown): T {
  if (path.length === 0) return next as T;
  const [key, ...rest] = path as [string | number, ...(string | number)[]];
  const container = (value ?? (typeof key === 'number' ? [] : {})) as Record<string | number, unknown>;
  const child = setIn(container[key], rest, next);
  if (child === container[key]) return value;
  if (Array.isArray(container)) {
    const copy = [...container];
    copy[key as number] = child;
    return copy as T;
  }
  return { ...container, [key]: child } as T;
}
