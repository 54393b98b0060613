import { useMemo } from 'react';
import { sanitizeHtml } from '../../app/sanitize';

/** Shows stored rich text, sanitised on the way in (spec: sanitised on display too). */
export function SafeHtml({ html, className }: { html: string | null | undefined; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html ?? ''), [html]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML has just been sanitised by DOMPurify
  return <div className={className ?? 'rich-html'} dangerouslySetInnerHTML={{ __html: clean }} />;
}
