import { Empty } from 'antd';
import { Link, useSearchParams } from 'react-router-dom';
import { trpc } from '../../../app/trpc';
import { useSession } from '../../../session/store';
import { LoadError } from '../../../widgets/load-error/LoadError';
import { PageSpin } from '../../../widgets/PageSpin';
import { Designer } from './Designer';
import './designer.css';

/** The home page's id when the designer is opened without one: the page marked home, else the first. */
function useHomePageId(enabled: boolean) {
  const list = trpc.shopPage.list.useQuery({ page: 1, size: 50 }, { enabled });
  const rows = list.data?.list ?? [];
  return { list, id: (rows.find((r) => r.isHome === '1') ?? rows[0])?.id ?? null };
}

/**
 * /shop/mobile?id=<page id>: the mobile page designer (no id: the home page). Loads the page's design and
 * the store settings (theme, tab bar), then hands them to the designer, one designer per page.
 */
export function MobileDesigner() {
  const [params] = useSearchParams();
  const asked = Number(params.get('id'));
  const hasId = Number.isInteger(asked) && asked > 0;
  const home = useHomePageId(!hasId);
  const id = hasId ? asked : home.id;
  // Never from the cache: a design kept from an earlier visit would carry an old version, and the next save
  // would conflict with this person's own.
  const design = trpc.shopDesign.design.useQuery(
    { id: id ?? 0 },
    { enabled: id !== null, gcTime: 0, refetchOnWindowFocus: false },
  );
  const store = trpc.shopStore.get.useQuery();
  const session = useSession();

  if (!hasId && home.list.error)
    return <LoadError error={home.list.error} onRetry={() => home.list.refetch()} what="页面列表" />;
  if (!hasId && home.list.data && id === null)
    return (
      <Empty description="还没有页面">
        <Link to="/shop/menu">去装修中心新建页面</Link>
      </Empty>
    );
  if (design.error) return <LoadError error={design.error} onRetry={() => design.refetch()} what="页面设计" />;
  if (store.error) return <LoadError error={store.error} onRetry={() => store.refetch()} what="店铺装修设置" />;
  if (!design.data || !store.data || id === null || !session) return <PageSpin tip="正在打开页面…" />;
  return (
    <Designer
      key={id}
      pageId={id}
      loaded={design.data}
      store={store.data}
      account={`${session.productId}:${session.name}`}
      h5Link={session.h5Link}
      onReloadStore={async () => (await store.refetch()).data}
    />
  );
}
