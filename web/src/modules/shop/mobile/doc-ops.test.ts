import { DECOR_PAGE_MAX_COMPONENTS, type DecorPage, newDecorComponent } from '@console/contracts';
import { describe, expect, it } from 'vitest';
import {
  copyComponent,
  getIn,
  insertComponent,
  moveComponent,
  newComponentId,
  removeComponent,
  setIn,
  stepComponent,
  toggleHidden,
  updateComponent,
} from './doc-ops';

const page = (...ids: string[]): DecorPage => ({
  settings: { title: '首页', description: '', bgColor: '', bgImage: '' },
  nav: { style: 'normal', bgColor: '#ffffff', textColor: 'dark', showSearch: false },
  components: ids.map((id) => newDecorComponent('title', id)),
});
const ids = (doc: DecorPage) => doc.components.map((c) => c.id);

describe('page document operations', () => {
  it('inserts a new component of a type at a place, with a fresh id', () => {
    const doc = page('a', 'b');
    const out = insertComponent(doc, 'banner', 1);
    expect(ids(out.doc)[0]).toBe('a');
    expect(out.doc.components[1]?.type).toBe('banner');
    expect(out.id).toBe(out.doc.components[1]?.id);
    expect(ids(out.doc).slice(2)).toEqual(['b']);
    expect(ids(insertComponent(doc, 'spacer', 99).doc).slice(0, 2)).toEqual(['a', 'b']);
    expect(ids(insertComponent(doc, 'spacer', -5).doc).slice(1)).toEqual(['a', 'b']);
  });

  it('refuses to insert beyond the page limit', () => {
    const full = page(...Array.from({ length: DECOR_PAGE_MAX_COMPONENTS }, (_, i) => `c${i}`));
    const out = insertComponent(full, 'title', 0);
    expect(out.doc).toBe(full);
    expect(out.id).toBeNull();
  });

  it('never reuses a taken id', () => {
    const draws = [0, 0, 0.5];
    const id = newComponentId('title', new Set(['title-000000']), () => draws.shift() ?? 0.9);
    expect(id).not.toBe('title-000000');
    expect(id).toMatch(/^title-[0-9a-z]{6}$/);
  });

  it('moves a component to a place and steps it up and down', () => {
    const doc = page('a', 'b', 'c', 'd');
    expect(ids(moveComponent(doc, 'd', 0))).toEqual(['d', 'a', 'b', 'c']);
    expect(ids(moveComponent(doc, 'a', 3))).toEqual(['b', 'c', 'd', 'a']);
    expect(ids(moveComponent(doc, 'a', 99))).toEqual(['b', 'c', 'd', 'a']);
    expect(moveComponent(doc, 'b', 1)).toBe(doc);
    expect(moveComponent(doc, 'zz', 0)).toBe(doc);
    expect(ids(stepComponent(doc, 'b', -1))).toEqual(['b', 'a', 'c', 'd']);
    expect(ids(stepComponent(doc, 'b', 1))).toEqual(['a', 'c', 'b', 'd']);
    expect(stepComponent(doc, 'a', -1)).toBe(doc);
    expect(stepComponent(doc, 'd', 1)).toBe(doc);
  });

  it('copies a component right after it under a new id, with its properties', () => {
    const doc = updateComponent(page('a', 'b'), 'a', (c) => setIn(c, ['props', 'title'], '热门课程'));
    const out = copyComponent(doc, 'a');
    expect(out.doc.components).toHaveLength(3);
    expect(out.doc.components[1]?.id).toBe(out.id);
    expect(out.id).not.toBe('a');
    expect(getIn(out.doc.components[1], ['props', 'title'])).toBe('热门课程');
    expect(ids(out.doc)[2]).toBe('b');
    expect(copyComponent(doc, 'missing').doc).toBe(doc);
  });

  it('removes a component and keeps the others as they were', () => {
    const doc = page('a', 'b', 'c');
    const out = removeComponent(doc, 'b');
    expect(ids(out)).toEqual(['a', 'c']);
    expect(out.components[0]).toBe(doc.components[0]);
    expect(removeComponent(doc, 'zz')).toBe(doc);
  });

  it('updates one component, sharing the others, and hides and shows it', () => {
    const doc = page('a', 'b');
    const out = updateComponent(doc, 'b', (c) => setIn(c, ['style', 'radius'], 8));
    expect(out.components[0]).toBe(doc.components[0]);
    expect(out.components[1]?.style.radius).toBe(8);
    expect(updateComponent(doc, 'b', (c) => c)).toBe(doc);
    expect(toggleHidden(doc, 'a').components[0]?.hidden).toBe(true);
    expect(toggleHidden(toggleHidden(doc, 'a'), 'a').components[0]?.hidden).toBe(false);
  });

  it('sets a value deep inside, copying only the way there', () => {
    const value = { props: { items: [{ text: 'x' }, { text: 'y' }] }, other: { n: 1 } };
    const out = setIn(value, ['props', 'items', 1, 'text'], 'z');
    expect(out.props.items[1]?.text).toBe('z');
    expect(out.props.items[0]).toBe(value.props.items[0]);
    expect(out.other).toBe(value.other);
    expect(setIn(value, ['props', 'items', 0, 'text'], 'x')).toBe(value);
    expect(getIn(value, ['props', 'items', 5, 'text'])).toBeUndefined();
  });
});
