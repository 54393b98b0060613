import { ShareAltOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useSession } from '../../../session/store';
import { PosterDialog } from '../../../widgets/poster/PosterDialog';
import { h5Url } from '../../../widgets/share/share';

/** The recruiting page's poster (spec §9's promotion dialog): it starts with an invitation people may edit. */
const RECRUIT = { title: '诚邀您成为推广大使', description: '分享好课给朋友，轻松赚取佣金', image: null };

export function RecruitPoster() {
  const session = useSession();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button icon={<ShareAltOutlined />} onClick={() => setOpen(true)}>
        招募海报
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
