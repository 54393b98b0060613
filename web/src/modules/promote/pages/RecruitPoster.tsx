import { ShareAltOutlined } from '@ant-design/icons';
import { Grid } from 'antd';
import { useState } from 'react';
import { useSession } from '../../../session/store';
import { Button } from '../../../widgets/busy';
import { PosterDialog } from '../../../widgets/poster/PosterDialog';
import { h5Url } from '../../../widgets/share/share';

/** The recruiting page's poster (spec §9's promotion dialog): it starts with an invitation people may edit. */
const RECRUIT = { title: '诚邀您成为推广大使', description: '分享好课给朋友，轻松赚取佣金', image: null };

/** 招募海报: the poster dialog for the page where people apply to promote. */
export function RecruitPoster() {
  const session = useSession();
  const [open, setOpen] = useState(false);
  // On a phone the button gives its words up, so that the page's four tabs stay in sight.
  const wide = Grid.useBreakpoint().md;
  return (
    <>
      <Button icon={<ShareAltOutlined />} aria-label="招募海报" onClick={() => setOpen(true)}>
        {wide ? '招募海报' : null}
      </Button>
      {open ? (
        <PosterDialog
          open
          onClose={() => setOpen(false)}
          source={RECRUIT}
          link={h5Url(session?.h5Link ?? session?.userInfo.h5_domain, 'promoter/apply')}
          qrImage={session?.avatar || null}
          shopName={session?.wxAppName || undefined}
        />
      ) : null}
    </>
  );
}
