import { useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { fitHeadings } from '../app/outline-html';
import { sanitizeHtml } from '../app/sanitize';
import { trpc } from '../app/trpc';
import { useShell } from './context';
import { setSetting, useSettings } from './settings';

/** The help panel never shows on shop decoration pages (spec §2). */
export function helpAllowed(pathname: string): boolean {
  return !(pathname === '/shop' || pathname.startsWith('/shop/') || pathname.startsWith('/shop?'));
}

export interface Help {
  /** The page has help content (and may show it here). */
  available: boolean;
  /** Available and toggled open. */
  open: boolean;
  html: string;
  toggle(): void;
}

/**
 * The current page's help (`home.helpPage`, content.content as HTML): absent on /shop pages and on pages
 * without help content, where the panel hides itself; otherwise shown or hidden by the toggle.
 */
export function useHelp(): Help {
  const { page, device } = useShell();
  // On a phone the panel covers the page, so it starts closed there and is not remembered.
  const [mobileOpen, setMobileOpen] = useState(false);
  const mobile = device === 'mobile';
  const { pathname } = useLocation();
  const settings = useSettings();
  // The spec asks with the current path itself (a detail page's id included), not the route's pattern.
  const path = page ? pathname : null;
  const enabled = path !== null && helpAllowed(path);
  const help = trpc.home.helpPage.useQuery(
    { path: path ?? '/' },
    { enabled, staleTime: 5 * 60_000, placeholderData: (previous) => previous },
  );
  const raw = enabled && !help.isPlaceholderData ? (help.data?.content ?? '') : '';
  // The panel stands beside the page under its h1: the help's own headings start at h2.
  const html = useMemo(() => (raw.trim() ? fitHeadings(sanitizeHtml(raw), 2) : ''), [raw]);
  const available = html.trim() !== '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page closes the phone's panel
  useEffect(() => setMobileOpen(false), [pathname]);
  return {
    available,
    open: available && (mobile ? mobileOpen : settings.helpOpen),
    html,
    toggle: () => (mobile ? setMobileOpen(!mobileOpen) : setSetting('helpOpen', !settings.helpOpen)),
  };
}
