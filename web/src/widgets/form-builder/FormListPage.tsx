import { FORM_STATUS, type FormField, form } from '@console/contracts';
import { Image, Space, Tag, Typography } from 'antd';
import { ResourceList } from '../../engine';
import { LinkButton } from '../LinkButton';
import { ShareActions } from '../share/ShareActions';

const STATUS_COLOR: Record<number, string> = { 1: 'green', 2: 'default', 3: 'orange' };

/**
 * 表单: the forms with their cover, fields, status, submissions and 启用 switch; 编辑, 复制 (the builder from a
 * copy), 数据, 分享 and 推广 (QR code and poster of the one H5 form page), 删除 with the spec's confirmation.
 */
export function FormListPage({ base }: { base: string }) {
  return (
    <ResourceList
      resource={form}
      base={base}
      editTo={(id) => `${base}/edit/${id}`}
      copyTo={(id) => `${base}/create/${id}`}
      actionsWidth={300}
      priorities={{ status: 8, isShow: 8, submitCount: 6 }}
      columns={{
        cover: false,
        title: {
          render: (v: string, r) => (
            <Space>
              {r.cover ? (
                <Image
                  src={r.cover}
                  width={64}
                  height={40}
                  style={{ objectFit: 'cover', borderRadius: 4 }}
                  alt="表单封面"
                />
              ) : null}
              <Typography.Text strong ellipsis={{ tooltip: v }} style={{ maxWidth: 220 }}>
                {v}
              </Typography.Text>
            </Space>
          ),
        },
        status: {
          render: (v: number) => <Tag color={STATUS_COLOR[v]}>{FORM_STATUS.find((s) => s.value === v)?.label}</Tag>,
        },
        submitCount: { align: 'right' },
        endTime: { render: (v: string) => v || '长期有效' },
        updateDate: false,
      }}
      extraColumns={[
        {
          key: 'items',
          title: '字段数',
          align: 'right',
          width: 80,
          render: (_: unknown, r) => (r.items as FormField[]).length,
        },
      ]}
      rowActions={(r) => (
        <>
          <LinkButton type="link" size="small" to={`${base}/formsData?id=${r.id}`}>
            数据
          </LinkButton>
          <ShareActions
            page="forms"
            item={{
              id: r.id,
              title: r.shareTitle || r.title,
              description: r.description,
              image: r.shareImage || r.cover,
            }}
          />
        </>
      )}
    />
  );
}
