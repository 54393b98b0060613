import { circlePost } from '@console/contracts';
import { Image, Space, Typography } from 'antd';
import { ResourceList, ToggleCell } from '../../../engine';

/** The post switches in the words staff use: pinned, featured, shown. */
const SWITCHES = {
  isTop: { action: 'setTop', label: '置顶', messages: { on: '已置顶', off: '已取消置顶' } },
  isFeatured: { action: 'setFeatured', label: '精华', messages: { on: '已设为精华', off: '已取消精华' } },
  isShow: { action: 'setShow', label: '显示', messages: { on: '已显示', off: '已隐藏' } },
} as const;

/** 帖子: what members posted, pinned first; staff pin, feature, hide and delete posts. */
export function PostsTab({ circleId }: { circleId: number }) {
  const switchColumn = (field: keyof typeof SWITCHES) => ({
    render: (v: unknown, r: { id: number; version: number }) => (
      <ToggleCell resource={circlePost} id={r.id} version={r.version} checked={v === '1'} {...SWITCHES[field]} />
    ),
  });
  return (
    <ResourceList
      resource={circlePost}
      fixed={{ circleId }}
      title="帖子"
      columns={{
        content: {
          render: (_: unknown, r) => (
            <Space direction="vertical" size={4} style={{ maxWidth: 420 }}>
              <Typography.Paragraph ellipsis={{ rows: 2, tooltip: r.content }} style={{ marginBottom: 0 }}>
                {r.content}
              </Typography.Paragraph>
              {r.images && r.images.length > 0 ? (
                <Image.PreviewGroup>
                  <Space size={4}>
                    {r.images.slice(0, 3).map((src, i) => (
                      <Image
                        key={src}
                        src={src}
                        width={40}
                        height={40}
                        style={{ objectFit: 'cover' }}
                        alt={`图片${i + 1}`}
                      />
                    ))}
                  </Space>
                </Image.PreviewGroup>
              ) : null}
            </Space>
          ),
        },
        isTop: switchColumn('isTop'),
        isFeatured: switchColumn('isFeatured'),
        isShow: switchColumn('isShow'),
      }}
      extraColumns={[{ key: 'createTime', dataIndex: 'createTime', title: '发布时间', width: 170 }]}
    />
  );
}
