import { AppstoreOutlined } from '@ant-design/icons';
import {
  formatYuan,
  isLowStock,
  MALL_CONTENT_TYPE,
  MALL_LOW_STOCK,
  MALL_PRODUCT_STATUSES,
  type MallProductTab,
  mallProduct,
  STOCK_WARNING_DEFAULT,
  skuTotals,
  specSummary,
} from '@console/contracts';
import { Badge, Drawer, Flex, Grid, Image, Tabs, Tooltip, Typography } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { useMessage } from '../../../app/message';
import { trpc } from '../../../app/trpc';
import { ResourceList, refused, useAction, useInvalidate } from '../../../engine';
import { readListQuery } from '../../../engine/list-params';
import { Button, Switch } from '../../../widgets/busy';
import { CategoryEditor } from '../../../widgets/category/CategoryEditor';

type Tab = MallProductTab | 'recycle';
const TABS: ReadonlyArray<{ value: Tab; label: string }> = [
  ...MALL_PRODUCT_STATUSES,
  MALL_LOW_STOCK,
  { value: 'recycle', label: '回收站' },
];
const isTab = (v: string | null): v is Tab => TABS.some((t) => t.value === v);
const NARROW_TAB = { display: 'inline-flex', flexDirection: 'column', alignItems: 'center', lineHeight: 1.4 } as const;

/** Which SKUs are at or below the warning threshold, for the stock's tooltip. */
function lowSkus(skus: ReadonlyArray<{ values: string[]; stock: number }>, threshold: number): string {
  const low = skus.filter((s) => s.stock <= threshold);
  const names = low.map((s) => `${s.values.join(' / ') || '库存'} ${s.stock}`).join('，');
  return `库存预警 ${threshold}：${names}`;
}

/** The shelf switch of a row: 上架 puts a product on sale (or sold out), 下架 back in the warehouse. */
function ShelfSwitch({ id, version, name, on }: { id: number; version: number; name: string; on: boolean }) {
  const message = useMessage();
  const action = useAction(mallProduct);
  const invalidate = useInvalidate(mallProduct);
  return (
    <Switch
      checked={on}
      loading={action.isPending}
      aria-label={`上架 ${name}`}
      onChange={async (next) => {
        const input = { ids: [id], value: next ? '1' : '0', version };
        const done = await action.mutateAsync({ key: 'setShow', input }).then(() => true, refused(invalidate));
        if (!done) return;
        void message.success(next ? '已上架' : '已下架');
        await invalidate();
      }}
    />
  );
}

/**
 * 商品管理: the products under their tabs (出售中 / 仓库中 / 已售罄 / 警戒库存 / 回收站, each with its count for
 * the same search), the shelf switch, the recycle bin, and the categories in a drawer. The tab is in the address.
 */
export function ProductList() {
  const [search, setSearch] = useSearchParams();
  const screens = Grid.useBreakpoint();
  const tab: Tab = isTab(search.get('tab')) ? (search.get('tab') as Tab) : 'onSale';
  const { keyword, categoryId } = readListQuery(mallProduct, search) as { keyword?: string; categoryId?: number };
  const counts = trpc.mallProduct.counts.useQuery({ keyword, categoryId });
  const recycled = tab === 'recycle';
  const change = (patch: Record<string, string | null>) => {
    const next = new URLSearchParams(search);
    for (const [k, v] of Object.entries(patch)) {
      if (v === null) next.delete(k);
      else next.set(k, v);
    }
    setSearch(next);
  };

  return (
    <>
      <ResourceList
        // The live tabs and the bin are two lists: switching between them starts the other afresh.
        key={recycled ? 'bin' : 'live'}
        resource={mallProduct}
        recycled={recycled}
        fixed={recycled ? undefined : { status: tab }}
        header={
          <Tabs
            activeKey={tab}
            tabBarGutter={screens.md ? undefined : 14}
            onChange={(key) => change({ tab: key, page: null })}
            items={TABS.map((t) => ({
              key: t.value,
              label: (
                // Five tabs fit a phone's width with each count under its name.
                <span style={screens.md ? undefined : NARROW_TAB}>
                  {t.label}
                  <Typography.Text type="secondary" style={screens.md ? { marginLeft: 4 } : { fontSize: 12 }}>
                    ({counts.data ? counts.data[t.value] : '…'})
                  </Typography.Text>
                </span>
              ),
            }))}
          />
        }
        toolbar={
          <Button icon={<AppstoreOutlined />} onClick={() => change({ categories: '1' })}>
            商品分类
          </Button>
        }
        columns={{
          name: {
            title: '商品',
            render: (_: unknown, r) => (
              <Flex gap={10} align="center" style={{ minWidth: 220 }}>
                <Image
                  src={r.images[0]}
                  width={48}
                  height={48}
                  style={{ objectFit: 'cover', borderRadius: 4 }}
                  alt=""
                />
                <span>
                  <Typography.Text strong>{r.name}</Typography.Text>
                  <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
                    {specSummary(r.specType, r.skus)} · 单位：{r.unit}
                  </Typography.Text>
                </span>
              </Flex>
            ),
          },
          price: {
            render: (_: unknown, r) => {
              const { price, maxPrice } = skuTotals(r.skus);
              return price === maxPrice ? formatYuan(price) : `${formatYuan(price)} ~ ${formatYuan(maxPrice)}`;
            },
          },
          stock: {
            render: (_: unknown, r) =>
              r.stock <= 0 ? (
                <Badge status="error" text={<Typography.Text type="danger">0</Typography.Text>} />
              ) : isLowStock(r.skus, r.stockWarning) ? (
                // A SKU at or below its threshold, though the product has stock: which one is in the tooltip.
                <Tooltip title={lowSkus(r.skus, r.stockWarning ?? STOCK_WARNING_DEFAULT)}>
                  <Badge status="warning" text={<Typography.Text type="warning">{r.stock}</Typography.Text>} />
                </Tooltip>
              ) : (
                r.stock
              ),
          },
          isShow: recycled
            ? undefined
            : {
                render: (_: unknown, r) => (
                  <ShelfSwitch id={r.id} version={r.version} name={r.name} on={r.isShow === '1'} />
                ),
              },
        }}
      />
      <Drawer
        open={search.get('categories') === '1'}
        onClose={() => change({ categories: null })}
        title="商品分类"
        size="large"
        destroyOnHidden
      >
        <CategoryEditor contentType={MALL_CONTENT_TYPE} title="商品分类" shownIn="商城" />
      </Drawer>
    </>
  );
}
