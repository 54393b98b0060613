import { render } from '@testing-library/react';
import { useRef } from 'react';
import { describe, expect, it } from 'vitest';
import { useOverflowExcess } from './useOverflowExcess';

/**
 * A table whose columns are estimated at 100 px but drawn at 130: fitted to the box alone it runs past it;
 * with the measured excess taken off, it fits.
 */
function Table({ box }: { box: number }) {
  const ref = useRef<HTMLDivElement>(null);
  const excess = useOverflowExcess(ref, box);
  const count = Math.floor((box - excess) / 100);
  return (
    <div ref={ref} data-count={count}>
      <div
        className="ant-table-content"
        ref={(el) => {
          if (!el) return;
          Object.defineProperty(el, 'clientWidth', { configurable: true, get: () => box });
          Object.defineProperty(el, 'scrollWidth', { configurable: true, get: () => count * 130 });
        }}
      >
        <table />
      </div>
    </div>
  );
}

const shown = (c: HTMLElement) => Number(c.querySelector('[data-count]')?.getAttribute('data-count'));

describe('useOverflowExcess', () => {
  it('takes off what still runs past the box until the table fits', () => {
    const { container } = render(<Table box={1000} />);
    expect(shown(container) * 130).toBeLessThanOrEqual(1000);
    expect(shown(container)).toBe(7);
  });

  it('starts again from the box when it changes width', () => {
    const { container, rerender } = render(<Table box={1000} />);
    rerender(<Table box={1400} />);
    expect(shown(container) * 130).toBeLessThanOrEqual(1400);
    expect(shown(container)).toBeGreaterThan(7);
  });
});
