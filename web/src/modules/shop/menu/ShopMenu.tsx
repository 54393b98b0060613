import { shopPage } from '@console/contracts';
import { Flex, Skeleton } from 'antd';
import { useState } from 'react';
import { trpc } from '../../../app/trpc';
import { resourceHooks } from '../../../engine/api';
import { useSession } from '../../../session/store';
import { h5Url, showsH5Entry } from '../../../shell/ShopEntries';
import { LoadError } from '../../../widgets/load-error/LoadError';
import { PC_EDITIONS } from '../editions';
import { type MobilePart, MobileSettingsDrawer } from './MobileSettingsDrawer';
import { PageList } from './PageList';
import { ShopLinks } from './ShopLinks';
import { ToolCards } from './ToolCards';

/**
 * 装修中心: the decoration tools (the page designer, the PC site, theme and tab bar in drawers), the shop's
 * links and QR codes, and the shop's pages.
 */
export function ShopMenu() {
  const session = useSession();
  const store = trpc.shopStore.get.useQuery();
  // The list answers the home page first.
  const first = resourceHooks(shopPage).list.useQuery({ page: 1, size: 10 });
  const homeId = first.data?.list.find((p) => p.isHome === '1')?.id ?? null;
  const [part, setPart] = useState<MobilePart | null>(null);
  if (!session) return null;
  const h5 = showsH5Entry(session) && session.h5Link ? h5Url(session.h5Link) : null;
  return (
    <Flex vertical gap={16}>
      <ToolCards homeId={homeId} hasPc={PC_EDITIONS.includes(session.productId)} onOpen={setPart} />
      <ShopLinks session={session} />
      <PageList h5={h5} />
      {part && store.error ? (
        <LoadError error={store.error} onRetry={() => store.refetch()} retrying={store.isFetching} what="装修设置" />
      ) : null}
      {part && !store.data && !store.error ? <Skeleton active /> : null}
      {part && store.data ? (
        <MobileSettingsDrawer
          part={part}
          store={store.data}
          onReload={async () => (await store.refetch()).data}
          onClose={() => setPart(null)}
        />
      ) : null}
    </Flex>
  );
}
