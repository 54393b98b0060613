import { render, waitFor } from '@testing-library/react';
import { useRef } from 'react';
import { describe, expect, it } from 'vitest';
import { useOverflowExcess } from './useOverflowExcess';

/**
 * A table whose columns are estimated at 100 px but drawn at 130: fitted to the box alone it runs past it;
 * with the measured excess taken off, it fits. `kept` columns always stay.
 */
function Table({ box, kept = 0, wobble = false }: { box: number; kept?: number; wobble?: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  const excess = useOverflowExcess(ref, box);
  const count = Math.max(kept, Math.floor((box - excess) / 100));
  return (
    <div ref={ref} data-count={count}>
      <div
        className="ant-table-content"
        ref={(el) => {
          if (!el) return;
          Object.defineProperty(el, 'clientWidth', { configurable: true, get: () => box });
          // A table that always runs past, whatever is dropped (its own width keeps changing).
          Object.defineProperty(el, 'scrollWidth', {
            configurable: true,
            get: () => (wobble ? box + 50 : count * 130),
          });
        }}
      >
        <table />
      </div>
    </div>
  );
}

const shown = (c: HTMLElement) => Number(c.querySelector('[data-count]')?.getAttribute('data-count'));

describe('useOverflowExcess', () => {
  it('takes off what still runs past the box until the table fits', async () => {
    const { container } = render(<Table box={1000} />);
    await waitFor(() => expect(shown(container)).toBe(7));
  });

  it('settles when the columns that always stay run past the box by themselves', async () => {
    const { container } = render(<Table box={300} kept={4} />);
    await waitFor(() => expect(shown(container)).toBe(4));
  });

  it('gives up after a few tries on a table that never stops running past', async () => {
    // Six tries of 50 px each, then it stays as it is.
    const { container } = render(<Table box={1000} wobble />);
    await waitFor(() => expect(shown(container)).toBe(7));
    await new Promise((r) => setTimeout(r, 200));
    expect(shown(container)).toBe(7);
  });

  it('starts again from the box when it grows', async () => {
    const { container, rerender } = render(<Table box={1000} />);
    await waitFor(() => expect(shown(container)).toBe(7));
    rerender(<Table box={1400} />);
    // 14 estimated columns drawn at 1820 px: 420 px taken off leaves 9, drawn at 1170 px.
    await waitFor(() => expect(shown(container)).toBe(9));
  });
});
