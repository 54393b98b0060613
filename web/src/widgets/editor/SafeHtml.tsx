import { useMemo } from 'react';
import { fitHeadings } from '../../app/outline-html';
import { sanitizeHtml } from '../../app/sanitize';
import { useHeadingLevel } from '../Heading';

/**
 * Shows stored rich text, sanitised on the way in (spec: sanitised on display too), its headings renumbered to
 * stand under the heading it is shown beneath.
 */
export function SafeHtml({ html, className }: { html: string | null | undefined; className?: string }) {
  const level = useHeadingLevel();
  const clean = useMemo(() => fitHeadings(sanitizeHtml(html ?? ''), level), [html, level]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML has just been sanitised by DOMPurify
  return <div className={className ?? 'rich-html'} dangerouslySetInnerHTML={{ __html: clean }} />;
}
