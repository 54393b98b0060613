/** How long a page mounting afresh may take to grow tall enough for its scroll position. */
const SCROLL_BACK_WITHIN_MS = 5000;
/** What a person does that means they have moved on: the window is theirs again. */
const THEIRS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Scrolls the window back to `top` once `area` is tall enough for it: a page mounting afresh from its address
 * draws its content as its code and data come. Tried again each time the area changes size, until it is there,
 * the person scrolls, clicks or types, or SCROLL_BACK_WITHIN_MS pass. Answers a stop.
 */
export function scrollBack(top: number, area: HTMLElement): () => void {
  let frame = 0;
  const stop = () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
    sizes.disconnect();
    for (const type of THEIRS) window.removeEventListener(type, stop, true);
  };
  const attempt = () => {
    frame = 0;
    window.scrollTo(0, top);
    if (Math.abs(window.scrollY - top) < 1) stop();
  };
  const sizes = new ResizeObserver(() => {
    frame ||= requestAnimationFrame(attempt);
  });
  const timer = setTimeout(stop, SCROLL_BACK_WITHIN_MS);
  for (const type of THEIRS) window.addEventListener(type, stop, { capture: true, passive: true });
  // The first attempt after the router's own scroll to the top of a new address (its layout effect runs after ours).
  sizes.observe(area);
  frame ||= requestAnimationFrame(attempt);
  return stop;
}
