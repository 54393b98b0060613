import { formatYuan, LOG_KINDS, optionLabel } from '@console/contracts';
import { Tag, Typography } from 'antd';
import { useState } from 'react';
import { trpc } from '../../../app/trpc';
import { ListPagination, ListTable } from '../../../engine';

const KIND_COLORS: Record<number, string> = {
  1: 'green',
  2: 'cyan',
  3: 'blue',
  4: 'purple',
  5: 'default',
  6: 'orange',
};

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));
const signedYuan = (fen: number) => (fen > 0 ? `+${formatYuan(fen)}` : formatYuan(fen));

/** 课消记录: every change of a student's balances (or of one course), newest first, with why and by whom. */
export function BalanceLogs({ studentId, courseId }: { studentId?: number; courseId?: number }) {
  const [page, setPage] = useState({ page: 1, size: 20 });
  const logs = trpc.studyBalance.logs.useQuery({ ...page, studentId, courseId });
  return (
    <>
      <ListTable
        rowKey="id"
        size="small"
        query={logs}
        dataSource={logs.data?.list ?? []}
        pagination={false}
        columns={[
          { key: 'createTime', dataIndex: 'createTime', title: '时间', width: 170 },
          ...(studentId ? [] : [{ key: 'studentName', dataIndex: 'studentName', title: '学员' }]),
          ...(courseId ? [] : [{ key: 'courseName', dataIndex: 'courseName', title: '课程' }]),
          {
            key: 'kind',
            title: '类型',
            render: (_: unknown, l) => <Tag color={KIND_COLORS[l.kind]}>{optionLabel(LOG_KINDS, l.kind)}</Tag>,
          },
          {
            key: 'lessons',
            title: '课时变动',
            align: 'right',
            render: (_: unknown, l) => (
              <Typography.Text type={l.lessons < 0 ? 'danger' : l.lessons > 0 ? 'success' : undefined}>
                {signed(l.lessons)}
              </Typography.Text>
            ),
          },
          { key: 'amount', title: '学费变动', align: 'right', render: (_: unknown, l) => signedYuan(l.amount) },
          { key: 'leftAfter', dataIndex: 'leftAfter', title: '剩余课时', align: 'right' },
          { key: 'reason', dataIndex: 'reason', title: '说明' },
          { key: 'operator', dataIndex: 'operator', title: '操作人' },
        ]}
      />
      <ListPagination
        page={page.page}
        size={page.size}
        total={logs.data?.total}
        onChange={(p, size) => setPage({ page: p, size })}
      />
    </>
  );
}
