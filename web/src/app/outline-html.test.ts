import { describe, expect, it } from 'vitest';
import { fitHeadings } from './outline-html';

describe('fitHeadings', () => {
  it('puts the first level a text uses at the level it is shown under, keeping the size it was written at', () => {
    expect(fitHeadings('<h3>页面帮助</h3><p>说明</p>', 2)).toBe('<h2 data-look="3">页面帮助</h2><p>说明</p>');
  });

  it('closes the gaps between the levels the text uses, so the outline never jumps', () => {
    expect(fitHeadings('<h2 class="a">一</h2><h4>二</h4><h2>三</h2>', 3)).toBe(
      '<h3 class="a" data-look="2">一</h3><h4>二</h4><h3 data-look="2">三</h3>',
    );
  });

  it('leaves a text whose headings already fit, or that has none, as it is', () => {
    expect(fitHeadings('<h2>标题</h2><h3>小节</h3>', 2)).toBe('<h2>标题</h2><h3>小节</h3>');
    expect(fitHeadings('<p>没有标题</p>', 2)).toBe('<p>没有标题</p>');
  });

  it('goes no deeper than h6, and keeps what is inside a heading', () => {
    expect(fitHeadings('<h1>一</h1><h2><b>二</b></h2>', 6)).toBe(
      '<h6 data-look="1">一</h6><h6 data-look="2"><b>二</b></h6>',
    );
  });
});
