import { type RefObject, useEffect, useRef, useState } from 'react';

/** A box's content width, kept current as the window, the menus or the help panel change it; null until measured. */
export function useBoxWidth<T extends HTMLElement = HTMLDivElement>(): [RefObject<T | null>, number | null] {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState<number | null>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.round(entry.contentRect.width));
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}
