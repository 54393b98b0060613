import { GlobalOutlined, WechatOutlined } from '@ant-design/icons';
import { H5_ONLY_COMBO_ID } from '@console/contracts';
import { Popover, Spin } from 'antd';
import { lazy, Suspense } from 'react';
import type { Session } from '../session/rules';
import { Button } from '../widgets/busy';

// What the popovers show (a QR code drawn in the browser, an image) loads when one is opened.
const H5ShopCard = lazy(() => import('./ShopCards').then((m) => ({ default: m.H5ShopCard })));
const MiniProgramCard = lazy(() => import('./ShopCards').then((m) => ({ default: m.MiniProgramCard })));

/** The official-website shop's address: the stored domain, on https unless it names its own scheme. */
export function h5Url(link: string): string {
  return /^https?:\/\//i.test(link) ? link : `https://${link}`;
}

/** Spec section 6: the official-website shop entry is for H5 accounts only. */
export function showsH5Entry(s: Pick<Session, 'userInfo' | 'h5Link'>): boolean {
  return s.userInfo.is_H5 === '1' && Boolean(s.h5Link);
}

/**
 * Spec section 6: the mini-program shop entry needs combo ids. Combo 25 is the marker given to H5-only accounts,
 * not a mini-program plan, so it does not count.
 */
export function showsMiniProgramEntry(s: Pick<Session, 'comboId'>): boolean {
  return s.comboId !== null && s.comboId !== '' && s.comboId !== String(H5_ONLY_COMBO_ID);
}

/** The shop entries of the top bar: QR codes to open the official-website shop and the mini-program shop. */
export function ShopEntries({ session, compact }: { session: Session; compact: boolean }) {
  return (
    <>
      {showsH5Entry(session) && session.h5Link ? (
        <Popover
          trigger="click"
          title="官网店铺"
          destroyOnHidden
          content={
            <Suspense fallback={<Spin />}>
              <H5ShopCard url={h5Url(session.h5Link)} />
            </Suspense>
          }
        >
          <Button type="text" icon={<GlobalOutlined />} aria-label="官网店铺">
            {compact ? null : '官网店铺'}
          </Button>
        </Popover>
      ) : null}
      {showsMiniProgramEntry(session) ? (
        <Popover
          trigger="click"
          title="小程序店铺"
          destroyOnHidden
          content={
            <Suspense fallback={<Spin />}>
              <MiniProgramCard image={session.avatar} appName={session.wxAppName} />
            </Suspense>
          }
        >
          <Button type="text" icon={<WechatOutlined />} aria-label="小程序店铺">
            {compact ? null : '小程序店铺'}
          </Button>
        </Popover>
      ) : null}
    </>
  );
}
