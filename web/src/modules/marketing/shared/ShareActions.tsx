import type { PlaywayKey } from '@console/contracts';
import { Button } from 'antd';
import { useState } from 'react';
import { useSession } from '../../../session/store';
import { PosterDialog } from '../../../widgets/poster/PosterDialog';
import { ShareDialog } from '../../../widgets/share/ShareDialog';
import { appVersionOf, h5Url } from '../../../widgets/share/share';

/** What a campaign offers to share: its share title and picture, or its name and cover. */
export interface SharedCampaign {
  id: number;
  title: string;
  cover: string;
  shareTitle?: string | null;
  shareImage?: string | null;
  rules?: string | null;
}

/**
 * 分享 and 推广 of a campaign: the share dialog with the campaign page's address and its QR code, and the
 * poster dialog starting from the share title, the rules' first words and the share picture.
 */
export function ShareActions({ playway, item }: { playway: PlaywayKey; item: SharedCampaign }) {
  const session = useSession();
  const [open, setOpen] = useState<'share' | 'poster' | null>(null);
  const url = h5Url(session?.h5Link ?? session?.userInfo.h5_domain, `marketing/${playway}`, item.id);
  const title = item.shareTitle || item.title;
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
          title={title}
          url={url}
          appVersion={appVersionOf(session?.userInfo as Record<string, unknown> | undefined)}
        />
      ) : null}
      {open === 'poster' ? (
        <PosterDialog
          open
          onClose={() => setOpen(null)}
          source={{ title, description: item.rules, image: item.shareImage || item.cover }}
          link={url}
          qrImage={session?.avatar || null}
          shopName={session?.wxAppName || undefined}
        />
      ) : null}
    </>
  );
}
