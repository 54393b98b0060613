import { type RefObject, useEffect, useLayoutEffect, useState } from 'react';

const SCROLLER = '.ant-table-content, .ant-table-body';

/**
 * How many px the table inside `ref` still runs past its box although its columns were fitted to it: the
 * widths the fit counts with are estimates, and a column's title or content can take more. The list fits its
 * columns again to the box minus this, until nothing scrolls sideways; it starts again from 0 when the box
 * changes width. Null `box` (a phone, where the table scrolls) measures nothing.
 */
export function useOverflowExcess(ref: RefObject<HTMLElement | null>, box: number | null): number {
  const [state, setState] = useState({ box, excess: 0 });
  const current = state.box === box ? state.excess : 0;

  const measure = () => {
    const scroller = ref.current?.querySelector<HTMLElement>(SCROLLER);
    if (!scroller || box === null) return;
    const over = scroller.scrollWidth - scroller.clientWidth;
    if (over > 1)
      setState((s) => {
        const base = s.box === box ? s.excess : 0;
        return { box, excess: Math.min(base + over, box) };
      });
  };

  // After every render (the columns or the rows changed), and when the table itself changes width later.
  useLayoutEffect(measure);
  useEffect(() => {
    const table = ref.current?.querySelector(`${SCROLLER} > table`);
    if (!table || box === null) return;
    const observer = new ResizeObserver(() => measure());
    observer.observe(table);
    return () => observer.disconnect();
  });

  return current;
}
