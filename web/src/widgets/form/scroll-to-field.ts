import type { FormInstance } from 'antd';

/**
 * The scroll to a field in error (spec §5), in the content area only: the nearest container a person scrolls
 * (the page's own scroll box, else the document), vertically, with the field centred in what is visible of
 * it, below the frame's fixed top bar. antd's scrollToField scrolls every ancestor that overflows, hidden or
 * not and sideways too, which moved the frame itself on /vod/course/create (the top bar above the window).
 */

/** What a scroll is computed from: the container's scroll and visible part, and the field, on screen. */
export interface ScrollBox {
  scrollTop: number;
  maxScrollTop: number;
  /** Where the visible part of the container starts on screen (below a fixed top bar), and how tall it is. */
  viewTop: number;
  viewHeight: number;
  fieldTop: number;
  fieldHeight: number;
}

/** Room kept above a field too tall to centre, so its label shows. */
const TALL_MARGIN = 16;

/** The container's scroll that centres the field in the visible part (a tall field: its top a little below). */
export function centredScrollTop(b: ScrollBox): number {
  const offset =
    b.fieldHeight + 2 * TALL_MARGIN > b.viewHeight
      ? b.fieldTop - b.viewTop - TALL_MARGIN
      : b.fieldTop - b.viewTop - (b.viewHeight - b.fieldHeight) / 2;
  return Math.round(Math.min(b.maxScrollTop, Math.max(0, b.scrollTop + offset)));
}

/** The nearest ancestor a person scrolls (overflow auto or scroll, with something to scroll), else the document. */
export function scrollContainerOf(el: HTMLElement): HTMLElement {
  for (let p = el.parentElement; p && p !== document.body && p !== document.documentElement; p = p.parentElement) {
    const { overflowY } = getComputedStyle(p);
    if ((overflowY === 'auto' || overflowY === 'scroll') && p.scrollHeight > p.clientHeight) return p;
  }
  return (document.scrollingElement as HTMLElement | null) ?? document.documentElement;
}

/** Marks the frame's top bar, which stays over the page while it scrolls. */
export const FRAME_BAR_ATTRIBUTE = 'data-frame-bar';

/** How far down the window a fixed or sticky top bar covers the page. */
function coveredTop(): number {
  const bar = document.querySelector<HTMLElement>(`[${FRAME_BAR_ATTRIBUTE}]`);
  if (!bar) return 0;
  const { position } = getComputedStyle(bar);
  return position === 'sticky' || position === 'fixed' ? Math.max(0, bar.getBoundingClientRect().bottom) : 0;
}

/** The element of a form's field: its form item (antd registers each item's node), else the control by id. */
export function fieldNode<T>(form: FormInstance<T>, name: (string | number)[]): HTMLElement | null {
  const known: unknown = form.getFieldInstance(name as never);
  if (known instanceof HTMLElement) return known.closest<HTMLElement>('.ant-form-item') ?? known;
  const byId = document.getElementById(name.join('_'));
  return byId?.closest<HTMLElement>('.ant-form-item') ?? byId;
}

/** Scrolls the content area so that `el` is centred in view, and moves nothing else. */
export function scrollToElement(el: HTMLElement, behavior: ScrollBehavior = 'smooth'): void {
  const container = scrollContainerOf(el);
  const page = container === document.scrollingElement || container === document.documentElement;
  const field = el.getBoundingClientRect();
  const covered = page ? coveredTop() : 0;
  const view = page ? { top: 0, height: window.innerHeight } : container.getBoundingClientRect();
  const viewTop = Math.max(view.top, covered);
  const top = centredScrollTop({
    scrollTop: container.scrollTop,
    maxScrollTop: container.scrollHeight - container.clientHeight,
    viewTop,
    viewHeight: view.top + view.height - viewTop,
    fieldTop: field.top,
    fieldHeight: field.height,
  });
  container.scrollTo({ top, behavior });
}

/** Scrolls to a form's field, in the content area only. */
export function scrollToFieldOf<T>(form: FormInstance<T>, name: (string | number)[]): void {
  const el = fieldNode(form, name);
  if (el) scrollToElement(el);
}
