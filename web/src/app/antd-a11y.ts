/**
 * Where antd's own markup breaks WAI-ARIA and antd offers no option to do otherwise, it is corrected here,
 * once, for every page (the fixes a style rule can make, the tables' measure row and the tabs' English live
 * region, are in a11y.css).
 *
 * antd's tab strip puts its tab-list role on an element that holds more than tabs: each closable tab's close
 * button, and the "more" button of a strip whose tabs overflow, which a tab list may not hold (axe:
 * aria-required-children). The role moves down to the element that holds only the tabs; the close buttons
 * stay for the mouse but leave the keyboard's and screen readers' way, since Delete on a focused tab closes
 * it as well.
 *
 * antd's icons name themselves in English (role img, aria-label 'plus', 'close'), so a button reads
 * "plus 新增" and a bare icon "lock". An icon still wearing its English default name is decoration and leaves
 * the accessibility tree, unless it is all its control has: then the control takes the Chinese title antd's
 * locale put around it (the pagination's 上一页), and without one the icon keeps its name. Icons given a
 * Chinese label keep it.
 *
 * A table that scrolls sideways must scroll from the keyboard too (axe: scrollable-region-focusable). With rows
 * their links and checkboxes take the focus and the browser scrolls to them; an empty table has none, so its
 * scrolling box takes a tab stop of its own until rows come. A previewable image (a button) is named by what
 * it shows.
 *
 * antd's select points its box at option "-1" (`aria-activedescendant`) while its list is empty, an element that
 * does not exist (axe: aria-valid-attr-value); with nothing to point at, nothing is active and the attribute goes.
 */

const STRIP = '.ant-tabs-nav[role="tablist"]';
const ICON = 'span.anticon[role="img"][aria-label]';
const ENGLISH_NAME = /^[a-z0-9-]+$/;
const CHINESE = /[\u4e00-\u9fff]/;
const CONTROL = 'button, a[href], [role="button"], [role="menuitem"], [role="tab"], [role="link"], [role="checkbox"]';
const CLOSE = '.ant-tabs-tab-remove:not([tabindex="-1"]), .ant-tabs-tab-remove:not([aria-hidden])';
const SCROLLER = '.ant-table-content, .ant-table-body';
const POINTER = '[aria-activedescendant]';
const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/** Corrects every tab strip and icon under `root` (idempotent). */
export function correctAntdMarkup(root: ParentNode): void {
  for (const nav of root.querySelectorAll(STRIP)) {
    const list = nav.querySelector('.ant-tabs-nav-list');
    if (!list) continue;
    list.setAttribute('role', 'tablist');
    list.setAttribute('aria-orientation', nav.getAttribute('aria-orientation') ?? 'horizontal');
    nav.removeAttribute('role');
    nav.removeAttribute('aria-orientation');
  }
  for (const box of root.querySelectorAll(POINTER)) {
    const id = box.getAttribute('aria-activedescendant');
    if (id && !box.ownerDocument.getElementById(id)) box.removeAttribute('aria-activedescendant');
  }
  for (const close of root.querySelectorAll<HTMLElement>(CLOSE)) {
    close.setAttribute('aria-hidden', 'true');
    close.tabIndex = -1;
  }
  for (const icon of root.querySelectorAll(ICON)) {
    if (!ENGLISH_NAME.test(icon.getAttribute('aria-label') ?? '')) continue;
    const control = icon.closest(CONTROL);
    if (control && !named(control)) {
      const title = control.closest('[title]')?.getAttribute('title');
      if (!title || !CHINESE.test(title)) continue;
      control.setAttribute('aria-label', title);
    }
    icon.removeAttribute('role');
    icon.removeAttribute('aria-label');
    icon.setAttribute('aria-hidden', 'true');
  }
  // antd's previewable image is a button with no name: it previews the picture its alt text describes.
  for (const image of root.querySelectorAll<HTMLElement>('.ant-image[role="button"]')) {
    if (image.getAttribute('aria-label')?.trim()) continue;
    const alt = image.querySelector('img')?.getAttribute('alt')?.trim();
    image.setAttribute('aria-label', alt ? `预览${alt}` : '预览图片');
  }
  const scrollers = [...root.querySelectorAll<HTMLElement>(SCROLLER)];
  const around = root instanceof Element ? root.closest<HTMLElement>(SCROLLER) : null;
  if (around) scrollers.push(around);
  for (const scroller of scrollers) keyboardScroll(scroller);
}

/** Gives an empty table's scrolling box a tab stop, and takes it back once the table holds a control. */
function keyboardScroll(scroller: HTMLElement): void {
  const own = scroller.dataset.zxScrollStop === '1';
  const reachable = scroller.querySelector(FOCUSABLE) !== null;
  if (reachable && own) {
    scroller.removeAttribute('tabindex');
    delete scroller.dataset.zxScrollStop;
  } else if (!reachable && !scroller.hasAttribute('tabindex')) {
    scroller.tabIndex = 0;
    scroller.dataset.zxScrollStop = '1';
  }
}

/** Whether a control has a name of its own: a label, or text (icons draw no text, only SVG). */
function named(control: Element): boolean {
  return Boolean(
    control.getAttribute('aria-label') || control.getAttribute('aria-labelledby') || (control.textContent ?? '').trim(),
  );
}

/**
 * Keeps the corrections applied as pages render: to what each batch of changes adds, and to close buttons antd
 * hands their tab stop back (it does when the active tab changes), before the browser paints. Only the
 * changed parts are looked at, so typing in a long table's page costs next to nothing.
 */
export function watchAntdMarkup(root: HTMLElement): () => void {
  const observer = new MutationObserver((mutations) => {
    // Each changed element is looked at from its parent (the element itself may be what needs correcting),
    // each parent once per batch.
    const scopes = new Set<Element>();
    for (const m of mutations) {
      const changed = m.type === 'attributes' ? [m.target] : [...m.addedNodes];
      for (const node of changed) {
        if (node instanceof Element && node.parentElement) scopes.add(node.parentElement);
      }
    }
    for (const scope of scopes) correctAntdMarkup(scope);
  });
  observer.observe(root, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['tabindex', 'aria-activedescendant'],
  });
  correctAntdMarkup(root);
  return () => observer.disconnect();
}
