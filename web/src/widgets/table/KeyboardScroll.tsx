import { type ReactNode, useEffect, useRef } from 'react';

/**
 * Wraps a table whose rows may hold nothing focusable (records, flows, figures): the box antd scrolls sideways
 * becomes a named region the keyboard can focus and scroll (WCAG 2.1.1, axe's scrollable-region-focusable).
 * antd offers no prop for that box, so it is marked after each render (it keeps its element across data).
 */
export function KeyboardScroll(p: { label: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    for (const box of ref.current?.querySelectorAll<HTMLElement>('.ant-table-content') ?? []) {
      box.tabIndex = 0;
      box.setAttribute('role', 'region');
      box.setAttribute('aria-label', p.label);
    }
  });
  return <div ref={ref}>{p.children}</div>;
}
