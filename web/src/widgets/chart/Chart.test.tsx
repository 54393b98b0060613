import { act, render, screen, waitFor } from '@testing-library/react';
import type { EChartsCoreOption } from 'echarts/core';
import { Activity } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PageVisibleContext } from '../../shell/context';
import { Chart } from './Chart';

const made = vi.hoisted(() => ({ init: 0, setOption: 0, dispose: 0 }));
vi.mock('./echarts', () => ({
  echarts: {
    init: () => {
      made.init += 1;
      return {
        setOption: () => {
          made.setOption += 1;
        },
        resize: () => {},
        dispose: () => {
          made.dispose += 1;
        },
      };
    },
  },
}));

/** A chart on a page that is kept behind another tab (hidden) or in front, as AppMain renders pages. */
function KeptPage({ shown, option }: { shown: boolean; option: EChartsCoreOption }) {
  return (
    <Activity mode={shown ? 'visible' : 'hidden'}>
      <PageVisibleContext value={shown}>
        <Chart option={option} label="走势" />
      </PageVisibleContext>
    </Activity>
  );
}

describe('Chart on a kept page', () => {
  beforeEach(() => {
    made.init = 0;
    made.setOption = 0;
    made.dispose = 0;
  });

  it('is set up once: hiding the page and showing it again keeps the chart as it was', async () => {
    const option = { series: [] };
    const { rerender, unmount } = render(<KeptPage shown option={option} />);
    await waitFor(() => expect(made.init).toBe(1));
    expect(screen.getByRole('img', { name: '走势', hidden: true })).toBeTruthy();
    for (const shown of [false, true, false, true]) {
      await act(async () => rerender(<KeptPage shown={shown} option={option} />));
    }
    expect(made).toEqual({ init: 1, setOption: 1, dispose: 0 });

    await act(async () => rerender(<KeptPage shown option={{ series: [{ type: 'line' }] }} />));
    expect(made).toEqual({ init: 1, setOption: 2, dispose: 0 });

    unmount();
    expect(made.dispose).toBe(1);
  });
});
