import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Heading, HeadingSection } from './Heading';
import { PageFrame } from './PageFrame';

const levels = () => screen.getAllByRole('heading').map((h) => [h.tagName, h.getAttribute('aria-level')]);

describe('<Heading>', () => {
  it('stands under the page h1 as h2, and one level deeper inside each section, whatever size it is drawn at', () => {
    render(
      <>
        <Heading look={4}>页面</Heading>
        <HeadingSection>
          <Heading look={5}>小节</Heading>
          <HeadingSection>
            <Heading look={5}>细目</Heading>
          </HeadingSection>
        </HeadingSection>
      </>,
    );
    expect(levels()).toEqual([
      ['H2', null],
      ['H3', null],
      ['H4', null],
    ]);
  });

  it('keeps the size of the level it is drawn at (the theme token), not of its tag', () => {
    render(<Heading look={4}>页面</Heading>);
    const style = screen.getByRole('heading').style;
    expect(style.fontSize).toBe('20px');
  });

  it('takes the look of the text around it when it has no size of its own (a card title)', () => {
    render(<Heading>新增课程</Heading>);
    expect(screen.getByRole('heading').style.fontSize).toBe('inherit');
  });

  it('names a sixth level with aria-level, antd drawing five', () => {
    render(
      <HeadingSection>
        <HeadingSection>
          <HeadingSection>
            <HeadingSection>
              <Heading look={5}>最深</Heading>
            </HeadingSection>
          </HeadingSection>
        </HeadingSection>
      </HeadingSection>,
    );
    expect(levels()).toEqual([['H5', '6']]);
  });
});

describe('<PageFrame>', () => {
  it('makes the page title the h2 and puts the content headings under it as h3', () => {
    render(
      <PageFrame title="总资产">
        <Heading look={5}>资金明细</Heading>
      </PageFrame>,
    );
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('总资产');
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe('资金明细');
  });
});
