import { Button } from 'antd';
import { useState } from 'react';
import { useSession } from '../../../session/store';
import { PosterDialog } from '../../../widgets/poster/PosterDialog';
import { ShareDialog } from '../../../widgets/share/ShareDialog';
import { appVersionOf, h5Url } from '../../../widgets/share/share';

/** The storefront page of a course: `course/offline` or `course/trial`. */
export type CoursePage = 'course/offline' | 'course/trial';

export interface PromotedCourse {
  id: number;
  name: string;
  cover: string;
  /** A line for the poster (its price, say); cut to the poster's 20 characters. */
  summary: string;
}

/** A course row's 分享 (the share dialog's QR code of its storefront page) and 推广 (the poster). */
export function PromoteActions({ page, course }: { page: CoursePage; course: PromotedCourse }) {
  const session = useSession();
  const [open, setOpen] = useState<'share' | 'poster' | null>(null);
  const url = h5Url(session?.h5Link ?? session?.userInfo.h5_domain, page, course.id);
  return (
    <>
      <Button type="link" size="small" onClick={() => setOpen('share')}>
        分享
      </Button>
      <Button type="link" size="small" onClick={() => setOpen('poster')}>
        推广
      </Button>
      {/* Mounted only when opened: every row has them, and the poster fetches its pictures. */}
      {open === 'share' ? (
        <ShareDialog
          open
          onClose={() => setOpen(null)}
          title={course.name}
          url={url}
          appVersion={appVersionOf(session?.userInfo as Record<string, unknown> | undefined)}
        />
      ) : null}
      {open === 'poster' ? (
        <PosterDialog
          open
          onClose={() => setOpen(null)}
          source={{ title: course.name, description: course.summary, image: course.cover }}
          link={url}
          qrImage={session?.avatar || null}
          shopName={session?.wxAppName || undefined}
        />
      ) : null}
    </>
  );
}
