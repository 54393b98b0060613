import { type RefObject, useEffect, useState } from 'react';

const SCROLLER = '.ant-table-content, .ant-table-body';
/**
 * A box that grows by less than this keeps what was taken off: a page scrollbar that comes and goes as columns
 * give way must not start the fit over and over.
 */
const REGROW = 100;
/** At most this many corrections for one box width: each drops at least one column, so a few are enough. */
const MAX_STEPS = 6;

interface Excess {
  box: number | null;
  excess: number;
  steps: number;
}

/**
 * How many px the table inside `ref` still runs past its box although its columns were fitted to it: the
 * widths the fit counts with are estimates, and a column's title or content can take more. The list fits its
 * columns again to the box minus this, until nothing scrolls sideways; it starts again from 0 when the box
 * narrows or grows by REGROW px or more. Measured after the browser has drawn the table (never inside React's
 * commit, so a table that keeps changing its own width cannot hold the page in a render loop). Null `box` (a
 * phone, where the table scrolls) measures nothing.
 */
export function useOverflowExcess(ref: RefObject<HTMLElement | null>, box: number | null): number {
  const [state, setState] = useState<Excess>({ box, excess: 0, steps: 0 });
  const keeps = (s: Excess) => s.box !== null && box !== null && box >= s.box - 1 && box - s.box < REGROW;
  const current = keeps(state) ? state.excess : 0;

  useEffect(() => {
    if (box === null) return;
    const measure = () => {
      const scroller = ref.current?.querySelector<HTMLElement>(SCROLLER);
      if (!scroller) return;
      const over = scroller.scrollWidth - scroller.clientWidth;
      if (over <= 1) return;
      setState((s) => {
        const base = keeps(s) ? s : { box, excess: 0, steps: 0 };
        const excess = Math.min(base.excess + over, box);
        // Nothing left to give way, or enough tries: the same state, no render.
        if ((keeps(s) && s.excess === excess) || base.steps >= MAX_STEPS) return s;
        return { box, excess, steps: base.steps + 1 };
      });
    };
    let frame = requestAnimationFrame(measure);
    // The table can change width later (rows arrive, pictures load).
    const table = ref.current?.querySelector(`${SCROLLER} > table`);
    const observer = new ResizeObserver(() => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(measure);
    });
    if (table) observer.observe(table);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
    };
  });

  return current;
}
