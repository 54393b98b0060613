import { useState } from 'react';
import { useSession } from '../../session/store';
import { Button } from '../busy';
import { PosterDialog } from '../poster/PosterDialog';
import { ShareDialog } from './ShareDialog';
import { appVersionOf, h5Url } from './share';

/** What a row offers to share and promote: its title, a line about it and its picture. */
export interface SharedItem {
  id: number;
  title: string;
  description?: string | null;
  image?: string | null;
}

/**
 * A row's 分享 (the share dialog with its storefront page's address and QR code) and 推广 (the poster dialog
 * from its title, line and picture). `page` is the storefront page (`official/activity`, `course/offline`,
 * `marketing/boost`), opened with the row's id.
 */
export function ShareActions({ page, item }: { page: string; item: SharedItem }) {
  const session = useSession();
  const [open, setOpen] = useState<'share' | 'poster' | null>(null);
  const url = h5Url(session?.h5Link ?? session?.userInfo.h5_domain, page, item.id);
  return (
    <>
      <Button type="link" size="small" onClick={() => setOpen('share')}>
        分享
      </Button>
      <Button type="link" size="small" onClick={() => setOpen('poster')}>
        推广
      </Button>
      {/* Mounted only when opened: every row has these actions, and the poster fetches its pictures. */}
      {open === 'share' ? (
        <ShareDialog
          open
          onClose={() => setOpen(null)}
          title={item.title}
          url={url}
          appVersion={appVersionOf(session?.userInfo as Record<string, unknown> | undefined)}
        />
      ) : null}
      {open === 'poster' ? (
        <PosterDialog
          open
          onClose={() => setOpen(null)}
          source={{ title: item.title, description: item.description, image: item.image }}
          link={url}
          qrImage={session?.avatar || null}
          shopName={session?.wxAppName || undefined}
        />
      ) : null}
    </>
  );
}
