import { PlusOutlined } from '@ant-design/icons';
import { DECOR_PAGE_STATUS, decorPageUrl, shopPage } from '@console/contracts';
import { Popover, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useMessage } from '../../../app/message';
import { trpc } from '../../../app/trpc';
import { ResourceList } from '../../../engine';
import { useInvalidate } from '../../../engine/api';
import { QrImage } from '../../../shell/QrImage';
import { Button } from '../../../widgets/busy';
import { LinkButton } from '../../../widgets/LinkButton';
import { NewPageDialog } from './NewPageDialog';

const STATUS_COLOURS: Record<number, string> = { 1: 'default', 2: 'success', 3: 'warning' };

/** 预览: the page's H5 address as a QR code to scan with a phone, when the shop has an H5 site. */
function PreviewButton({ id, name, h5 }: { id: number; name: string; h5: string | null }) {
  return (
    <Popover
      trigger="click"
      title={`预览「${name}」`}
      destroyOnHidden
      content={
        h5 ? (
          <Space direction="vertical" align="center">
            <QrImage value={decorPageUrl(h5, id)} size={160} label={`${name}的预览二维码`} />
            <Typography.Text type="secondary">微信扫码在手机上预览</Typography.Text>
            <Typography.Text copyable style={{ maxWidth: 220 }} ellipsis>
              {decorPageUrl(h5, id)}
            </Typography.Text>
          </Space>
        ) : (
          <Typography.Text type="secondary">店铺尚未开通官网店铺（H5），无法扫码预览</Typography.Text>
        )
      }
    >
      <Button type="link" size="small">
        预览
      </Button>
    </Popover>
  );
}

/**
 * 微页面: the shop's pages, the home page first, with their status; 装修 opens the designer, 预览 a QR code,
 * 设为首页 and 复制 act at once, 删除 asks first (the home page is refused by the upstream, with its reason).
 */
export function PageList({ h5 }: { h5: string | null }) {
  const message = useMessage();
  const invalidate = useInvalidate(shopPage);
  const [creating, setCreating] = useState(false);
  const setHome = trpc.shopDesign.setHome.useMutation();
  const copy = trpc.shopDesign.copy.useMutation();
  const busy = (m: { isPending: boolean; variables?: { id: number } }, id: number) =>
    m.isPending && m.variables?.id === id;
  return (
    <>
      <ResourceList
        resource={shopPage}
        base="/shop/menu"
        title="微页面"
        toolbar={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
            新建页面
          </Button>
        }
        columns={{
          name: {
            render: (_: unknown, r) => (
              <Space size={4} wrap>
                <Typography.Text strong>{r.name}</Typography.Text>
                {r.isHome === '1' ? <Tag color="blue">首页</Tag> : null}
              </Space>
            ),
          },
          isHome: false,
          status: {
            render: (_: unknown, r) => (
              <Tag color={STATUS_COLOURS[r.status]}>{DECOR_PAGE_STATUS.find((s) => s.value === r.status)?.label}</Tag>
            ),
          },
        }}
        extraColumns={[{ key: 'updateDate', dataIndex: 'updateDate', title: '更新时间', width: 170 }]}
        actionsWidth={300}
        rowActions={(r) => (
          <>
            <LinkButton type="link" size="small" to={`/shop/mobile?id=${r.id}`}>
              装修
            </LinkButton>
            <PreviewButton id={r.id} name={r.name} h5={h5} />
            {r.isHome === '1' ? null : (
              <Button
                type="link"
                size="small"
                loading={busy(setHome, r.id)}
                onClick={() =>
                  setHome.mutate(
                    { id: r.id },
                    {
                      onSuccess: () => {
                        void message.success(`「${r.name}」已设为首页`);
                        void invalidate();
                      },
                    },
                  )
                }
              >
                设为首页
              </Button>
            )}
            <Button
              type="link"
              size="small"
              loading={busy(copy, r.id)}
              onClick={() =>
                copy.mutate(
                  { id: r.id },
                  {
                    onSuccess: (page) => {
                      void message.success(`已复制为「${page.name}」`);
                      void invalidate();
                    },
                  },
                )
              }
            >
              复制
            </Button>
          </>
        )}
      />
      <NewPageDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={() => {
          setCreating(false);
          void invalidate();
        }}
      />
    </>
  );
}
