import DOMPurify from 'dompurify';

/**
 * The one HTML sanitiser of the console: help content, articles and rich text are all cleaned here before
 * they are rendered or saved (the upstream may hold markup from elsewhere). Scripts, event handlers, frames
 * and javascript: links go; text formatting, images, audio and video stay.
 */
const CONFIG = {
  ADD_TAGS: ['video', 'audio', 'source'],
  ADD_ATTR: ['controls', 'preload', 'target', 'playsinline'],
  FORBID_TAGS: ['style', 'iframe', 'object', 'embed', 'form', 'input', 'button'],
  FORBID_ATTR: ['srcset'],
};

/**
 * Inline event-handler attributes (onerror=…) inside tags. The browser reports a Content-Security-Policy
 * violation for each one the moment any HTML parser reads it, DOMPurify's included, even though nothing runs;
 * removing them from the text first keeps the console's CSP reports meaningful. DOMPurify still does the
 * sanitising: this pass is not what makes the HTML safe.
 */
const HANDLER = /(<[a-z!/?][^>]*?)[\s/]on[a-z]+\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]*)/gi;

export function stripInlineHandlers(html: string): string {
  let before: string;
  let after = html;
  do {
    before = after;
    after = before.replace(HANDLER, '$1');
  } while (after !== before);
  return after;
}

/**
 * A video or audio element that can play nothing (no safe source of its own and no <source>) is a broken
 * player, not content: it goes, as the frames and scripts do.
 */
DOMPurify.addHook('afterSanitizeElements', (node) => {
  if (!(node instanceof Element) || (node.tagName !== 'VIDEO' && node.tagName !== 'AUDIO')) return;
  const src = node.getAttribute('src') ?? '';
  const playable =
    isSafeMediaUrl(src) ||
    [...node.querySelectorAll('source')].some((s) => isSafeMediaUrl(s.getAttribute('src') ?? ''));
  if (!playable) node.remove();
});

/** An image with no description of its own is decorative to a screen reader (alt=""), never unnamed. */
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node instanceof Element && node.tagName === 'IMG' && !node.hasAttribute('alt')) node.setAttribute('alt', '');
});

export function sanitizeHtml(html: string): string {
  const clean = DOMPurify.sanitize(stripInlineHandlers(html), CONFIG);
  // Quill's empty document is not content.
  return clean === '<p><br></p>' ? '' : clean;
}

/** An address a media element may load: http(s) or a path of this site, never javascript: or data:. */
export function isSafeMediaUrl(url: string): boolean {
  return /^(https?:\/\/|\/(?![/\\]))/i.test(url.trim());
}
