import { DECOR_TYPES, type DecorComponent, type DecorPage, newDecorComponent } from '@console/contracts';
import { describe, expect, it } from 'vitest';
import { setIn } from './doc-ops';
import { type FieldSpec, PROP_SPECS } from './panel/specs';
import { designTexts, fieldIdsOf, flagsByComponent, standingFlags, type TextFlag } from './text-flags';

type Path = (string | number)[];

/** Text boxes of the panel that hold no words: a phone number is checked as one (您输入的手机号有误). */
const NOT_WORDS = new Set(['service:props.phone']);

/** Every place of a component's panel where a person types text, with a list given one item. */
function typedPlaces(specs: readonly FieldSpec[], base: Path, c: DecorComponent): { c: DecorComponent; at: Path[] } {
  let out = c;
  const at: Path[] = [];
  for (const spec of specs) {
    const path = [...base, spec.key];
    if (spec.kind === 'text' || spec.kind === 'richText') at.push(path);
    if (spec.kind === 'words') at.push([...path, 0]);
    if (spec.kind === 'list') {
      out = setIn(out, path, [spec.fresh()]);
      const inner = typedPlaces(spec.item, [...path, 0], out);
      out = inner.c;
      at.push(...inner.at);
    }
  }
  return { c: out, at };
}

const page = (components: DecorComponent[]): DecorPage => ({
  settings: { title: '春季招生', description: '', bgColor: '', bgImage: '' },
  nav: { style: 'normal', bgColor: '', textColor: 'dark', showSearch: false },
  components,
});

describe('the texts the forbidden-word check reads in a design', () => {
  it('finds every text a person can type into any component, whatever its type', () => {
    for (const type of DECOR_TYPES) {
      const { c, at } = typedPlaces(PROP_SPECS[type], ['props'], newDecorComponent(type, `c-${type}`));
      let filled = c;
      at.forEach((path, i) => {
        const text = `博彩${type}${i}`;
        filled = setIn(filled, path, type === 'richText' ? `<p>${text}</p>` : text);
      });
      const found = designTexts('首页', page([filled]))
        .filter((t) => t.place.kind === 'component')
        .map((t) => ({ path: t.path, text: t.text }));
      for (const [i, path] of at.entries()) {
        if (NOT_WORDS.has(`${type}:${path.join('.')}`)) continue;
        expect(found, `${type} ${path.join('.')}`).toContainEqual({ path, text: `博彩${type}${i}` });
      }
    }
  });

  it('reads the name and the page settings too, names where each is, and skips hidden components', () => {
    const title = {
      ...newDecorComponent('title', 't1'),
      props: { ...newDecorComponent('title', 't1').props, title: '课程' },
    };
    const hidden = { ...newDecorComponent('title', 't2'), hidden: true };
    const texts = designTexts('我的首页', page([title, hidden]));
    expect(texts.map((t) => [t.where, t.text])).toEqual([
      ['页面名称', '我的首页'],
      ['页面设置', '春季招生'],
      ['第 1 个组件「标题栏」', '课程'],
    ]);
  });
});

describe('a refused text', () => {
  const c = newDecorComponent('title', 'x1');
  const flag: TextFlag = {
    place: { kind: 'component', id: 'x1' },
    path: ['props', 'title'],
    value: '博彩优惠课程',
    where: '第 1 个组件「标题栏」',
    message: '包含敏感词：博彩',
  };
  const withTitle = (title: string) => page([{ ...c, props: { ...c.props, title } } as DecorComponent]);

  it('stands at its component and field until its text changes', () => {
    expect(standingFlags([flag], '首页', withTitle('博彩优惠课程'))).toEqual([flag]);
    expect(standingFlags([flag], '首页', withTitle('优惠课程'))).toEqual([]);
    expect(flagsByComponent([flag])).toEqual(new Map([['x1', '包含敏感词：博彩']]));
  });

  it('is scrolled to by the id of its control in the panel, or of the field around it', () => {
    expect(fieldIdsOf(flag)).toEqual(['decor-x1-props-title', 'decor-x1-props']);
    expect(fieldIdsOf({ place: { kind: 'page' }, path: ['title'] })).toEqual([
      'decor-page-settings-title',
      'decor-page-settings',
    ]);
    expect(fieldIdsOf({ place: { kind: 'name' }, path: [] })).toEqual(['decor-page-name']);
  });
});
