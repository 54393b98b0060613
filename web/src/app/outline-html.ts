/**
 * Stored rich text (help, articles, a course's requirements) was written with headings of its own levels (an h3
 * first, often). Shown inside a page, its headings join the page's outline: they are renumbered so the first
 * level the text uses becomes `top` (the level under the heading it is shown beneath) and each deeper level the
 * next, so the outline never jumps (h1, h2, then the text's h3 not as an h5). A renumbered heading keeps the size
 * it was written at (`data-look`, drawn by a11y.css).
 */
export function fitHeadings(html: string, top: number): string {
  if (!/<h[1-6][\s>]/i.test(html)) return html;
  const template = document.createElement('template');
  template.innerHTML = html;
  const headings = [...template.content.querySelectorAll('h1, h2, h3, h4, h5, h6')];
  const levels = [...new Set(headings.map(levelOf))].sort((a, b) => a - b);
  const fitted = new Map(levels.map((level, rank) => [level, Math.min(top + rank, 6)]));
  for (const heading of headings) {
    const written = levelOf(heading);
    const level = fitted.get(written) ?? written;
    if (level === written) continue;
    const renamed = document.createElement(`h${level}`);
    for (const attr of heading.attributes) renamed.setAttribute(attr.name, attr.value);
    if (!renamed.hasAttribute('data-look')) renamed.setAttribute('data-look', String(written));
    renamed.append(...heading.childNodes);
    heading.replaceWith(renamed);
  }
  return template.innerHTML;
}

const levelOf = (heading: Element) => Number(heading.tagName.slice(1));
