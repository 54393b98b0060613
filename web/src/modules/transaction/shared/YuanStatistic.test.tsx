import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { YuanStatistic } from './YuanStatistic';

describe('YuanStatistic', () => {
  it('keeps ¥ and the number in one element that does not wrap', () => {
    const { container } = render(<YuanStatistic title="佣金总金额" fen={5845633} />);
    const content = container.querySelector<HTMLElement>('.ant-statistic-content');
    expect(content?.textContent).toBe('¥58,456.33');
    expect(content?.style.whiteSpace).toBe('nowrap');
  });

  it('shows a dash without ¥ for an amount not read', () => {
    const { container } = render(<YuanStatistic title="佣金总金额" fen={undefined} />);
    expect(container.querySelector('.ant-statistic-content')?.textContent).toBe('—');
  });
});
