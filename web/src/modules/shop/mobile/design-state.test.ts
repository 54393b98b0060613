import { type DecorPage, newDecorComponent } from '@console/contracts';
import { describe, expect, it } from 'vitest';
import { type Design, designReducer, docChange, historyKey } from './design-state';
import { insertComponent, setIn, updateComponent } from './doc-ops';
import { createHistory } from './history';

const doc: DecorPage = {
  settings: { title: '首页', description: '', bgColor: '', bgImage: '' },
  nav: { style: 'normal', bgColor: '#ffffff', textColor: 'dark', showSearch: false },
  components: [newDecorComponent('title', 't1')],
};

describe('designer reducer', () => {
  it('undoes three changes of different kinds and redoes them', () => {
    let h = createHistory<Design>({ name: '首页', doc });
    h = designReducer(h, { type: 'change', change: docChange((d) => insertComponent(d, 'banner', 0).doc) });
    h = designReducer(h, {
      type: 'change',
      change: docChange((d) => updateComponent(d, 't1', (c) => setIn(c, ['props', 'title'], '热门'))),
      mergeKey: 't1:title',
    });
    h = designReducer(h, { type: 'change', change: (d) => ({ ...d, name: '活动页' }), mergeKey: 'name' });
    const top = h.present;
    for (let i = 0; i < 3; i++) h = designReducer(h, { type: 'undo' });
    expect(h.present.doc).toBe(doc);
    for (let i = 0; i < 3; i++) h = designReducer(h, { type: 'redo' });
    expect(h.present).toBe(top);
  });

  it('makes no step for an operation that changes nothing', () => {
    const h = createHistory<Design>({ name: '首页', doc });
    expect(designReducer(h, { type: 'change', change: docChange((d) => d) })).toBe(h);
  });

  it('starts over from a loaded design', () => {
    let h = createHistory<Design>({ name: '首页', doc });
    h = designReducer(h, { type: 'change', change: (d) => ({ ...d, name: 'x' }) });
    const loaded = { name: '载入', doc };
    h = designReducer(h, { type: 'reset', design: loaded });
    expect(h.present).toBe(loaded);
    expect(h.past).toHaveLength(0);
  });
});

describe('history keys', () => {
  const key = (k: string, o: Partial<KeyboardEvent> = {}) =>
    historyKey({ key: k, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false, ...o });
  it('reads Ctrl+Z, Ctrl+Shift+Z, Ctrl+Y and ⌘Z', () => {
    expect(key('z', { ctrlKey: true })).toBe('undo');
    expect(key('Z', { ctrlKey: true, shiftKey: true })).toBe('redo');
    expect(key('y', { ctrlKey: true })).toBe('redo');
    expect(key('z', { metaKey: true })).toBe('undo');
    expect(key('z')).toBeNull();
    expect(key('z', { ctrlKey: true, altKey: true })).toBeNull();
    expect(key('s', { ctrlKey: true })).toBeNull();
  });
});
