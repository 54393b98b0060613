import { type DecorComponent, newDecorComponent } from '@console/contracts';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { withProviders } from '../../../../test/harness';
import { setIn } from '../doc-ops';
import { ComponentView } from './ComponentView';

const show = (c: DecorComponent, answers = {}) =>
  withProviders(<ComponentView c={c} pageBg="#ffffff" />, answers, '/preview');

describe('component previews', () => {
  it('shows a banner without pictures as the place they go, not a stock picture', async () => {
    const { container } = render(show(newDecorComponent('banner', 'b1')).ui);
    expect(await screen.findByText('添加轮播图后展示')).toBeTruthy();
    expect(container.querySelector('img')).toBeNull();
  });

  it('shows a banner slide from its first picture with a dot per picture', async () => {
    const c = setIn(
      newDecorComponent('banner', 'b1'),
      ['props', 'items'],
      [
        { image: 'https://img.example.com/a.png', link: null },
        { image: 'https://img.example.com/b.png', link: null },
      ],
    );
    render(show(c).ui);
    expect(((await screen.findByAltText('轮播图')) as HTMLImageElement).src).toBe('https://img.example.com/a.png');
  });

  it('asks for products to be chosen instead of inventing them', async () => {
    render(show(newDecorComponent('productCard', 'p1')).ui);
    expect(await screen.findByText('选择商品后展示')).toBeTruthy();
  });

  it('shows chosen products read from the mall, and a deleted one as gone', async () => {
    const c = setIn(newDecorComponent('productList', 'p1'), ['props', 'ids'], [7, 8]);
    const h = show(c, {
      'mallProduct.get': (input: unknown) => {
        const { id } = input as { id: number };
        if (id === 8) throw new Error('商品不存在');
        return { id, name: '素描入门套装', images: ['https://img.example.com/p.png'], price: 4990, sales: 12 };
      },
    });
    render(h.ui);
    expect(await screen.findByText('素描入门套装')).toBeTruthy();
    expect(screen.getByText('¥49.90')).toBeTruthy();
    expect(await screen.findByText('#8 已不存在，请重新选择')).toBeTruthy();
    expect(h.calls.map((c) => c.path)).toEqual(['mallProduct.get', 'mallProduct.get']);
  });

  it('sanitises rich text and shows empty rich text as a hint', async () => {
    const bad = setIn(
      newDecorComponent('richText', 'r1'),
      ['props', 'html'],
      '<p>你好<img src=x onerror="alert(1)"></p>',
    );
    const { container } = render(show(bad).ui);
    expect(await screen.findByText('你好')).toBeTruthy();
    expect(container.querySelector('[onerror]')).toBeNull();
    render(show(newDecorComponent('richText', 'r2')).ui);
    expect(await screen.findByText('编辑内容后展示')).toBeTruthy();
  });

  it('draws a cube with one cell per layout place, each asking for its picture', async () => {
    const c = setIn(newDecorComponent('cube', 'c1'), ['props', 'layout'], 'left1right2');
    render(show(c).ui);
    expect(await screen.findByText('图片 3')).toBeTruthy();
    expect(screen.queryByText('图片 4')).toBeNull();
  });
});
