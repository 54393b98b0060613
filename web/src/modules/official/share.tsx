import { Button } from 'antd';
import { useState } from 'react';
import { useSession } from '../../session/store';
import { PosterDialog } from '../../widgets/poster/PosterDialog';
import { ShareDialog } from '../../widgets/share/ShareDialog';
import { appVersionOf, h5PageUrl } from '../../widgets/share/share';

/** What a content item offers to share and promote. */
export interface Promotable {
  id: number;
  title: string;
  description?: string | null;
  image?: string | null;
}

/**
 * The 分享 and 推广 row actions of official content: the share dialog with the page's official-website
 * address, and the poster dialog with the item's title, summary and picture.
 */
export function ShareActions({ kind, item }: { kind: string; item: Promotable }) {
  const session = useSession();
  const [open, setOpen] = useState<'share' | 'poster' | null>(null);
  const url = h5PageUrl(session?.h5Link ?? session?.userInfo.h5_domain, kind, item.id);
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
