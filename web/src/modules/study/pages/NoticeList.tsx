import { optionLabel, studyNotice, TARGETS } from '@console/contracts';
import { Drawer, Progress, Tag } from 'antd';
import { useState } from 'react';
import { trpc } from '../../../app/trpc';
import { ListTable, ResourceList, type Row } from '../../../engine';
import { Button } from '../../../widgets/busy';
import { studyPaths } from '../shared/paths';

/** 通知: notices sent to classes or students, and how many of their recipients have read each. */
export function NoticeList() {
  const [reading, setReading] = useState<Row<'studyNotice'> | null>(null);
  return (
    <>
      <ResourceList
        resource={studyNotice}
        title="通知"
        createTo={studyPaths.noticeCreate}
        editTo={studyPaths.noticeEdit}
        columns={{
          target: { render: (v: number) => <Tag color={v === 1 ? 'blue' : 'purple'}>{optionLabel(TARGETS, v)}</Tag> },
          total: false,
          readCount: {
            title: '已读',
            render: (v: number, r) => (
              <div style={{ width: 120 }}>
                {v}/{r.total}
                <Progress
                  percent={r.total ? Math.round((v / r.total) * 100) : 0}
                  size="small"
                  aria-label={`已读 ${v} 人，共 ${r.total} 人`}
                />
              </div>
            ),
          },
        }}
        extraColumns={[{ key: 'createTime', dataIndex: 'createTime', title: '发送时间', width: 170 }]}
        rowActions={(r) => (
          <Button type="link" size="small" onClick={() => setReading(r)}>
            阅读情况
          </Button>
        )}
      />
      <Drawer
        open={reading !== null}
        onClose={() => setReading(null)}
        title={reading ? `「${reading.title}」阅读情况` : ''}
        destroyOnHidden
      >
        {reading ? <Reads id={reading.id} /> : null}
      </Drawer>
    </>
  );
}

function Reads({ id }: { id: number }) {
  const reads = trpc.studyNotice.reads.useQuery({ id });
  const rows = reads.data ?? [];
  return (
    <ListTable
      rowKey="studentId"
      size="small"
      query={reads}
      dataSource={[...rows].sort((a, b) => Number(a.read) - Number(b.read))}
      pagination={false}
      title={() => `已读 ${rows.filter((r) => r.read).length} / ${rows.length} 人`}
      columns={[
        { key: 'name', dataIndex: 'name', title: '学员' },
        { key: 'className', dataIndex: 'className', title: '班级' },
        {
          key: 'read',
          title: '状态',
          render: (_: unknown, r) =>
            r.read ? <Tag color="green">已读 {r.readTime.slice(5, 16)}</Tag> : <Tag>未读</Tag>,
        },
      ]}
    />
  );
}
