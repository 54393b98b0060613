import { studyClass } from '@console/contracts';
import { Alert, Avatar, Drawer, Flex, Form, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useMessage } from '../../../app/message';
import { trpc } from '../../../app/trpc';
import { ListTable, type Row, useInvalidate } from '../../../engine';
import { Button, Popconfirm } from '../../../widgets/busy';
import { studyPaths } from '../shared/paths';
import { StudentSelect } from '../shared/pickers';
import { answerOf, succeeded } from '../shared/settled';

/** A class's students in a drawer: who is in it, what they have left, adding from the student list up to capacity. */
export function ClassStudents({ klass, onClose }: { klass: Row<'studyClass'> | null; onClose: () => void }) {
  const message = useMessage();
  const utils = trpc.useUtils();
  const invalidate = useInvalidate(studyClass);
  const students = trpc.studyClass.students.useQuery({ classId: klass?.id ?? 0 }, { enabled: klass !== null });
  const add = trpc.studyClass.addStudents.useMutation();
  const remove = trpc.studyClass.removeStudent.useMutation();
  const [picked, setPicked] = useState<number[]>([]);
  const [pickError, setPickError] = useState<string | null>(null);
  const members = students.data ?? [];
  const room = klass ? Math.max(0, klass.capacity - members.length) : 0;
  const refresh = async () => {
    await Promise.all([utils.studyClass.students.invalidate(), invalidate()]);
  };

  return (
    <Drawer
      open={klass !== null}
      onClose={() => {
        setPicked([]);
        setPickError(null);
        onClose();
      }}
      title={klass ? `${klass.name} · 学员` : ''}
      size="large"
      destroyOnHidden
    >
      {klass ? (
        <Flex vertical gap={16}>
          <Typography.Text>
            容量 {klass.capacity} 人，已有 {members.length} 人，{room > 0 ? `还可加入 ${room} 人` : '已满员'}
          </Typography.Text>
          {klass.status === 1 ? (
            <Form layout="vertical">
              <Form.Item
                label="添加学员"
                validateStatus={pickError ? 'error' : undefined}
                help={pickError ?? '从学员列表选择，可多选'}
              >
                <Space.Compact style={{ width: '100%' }}>
                  <StudentSelect
                    multiple
                    value={picked}
                    exclude={members.map((m) => m.studentId)}
                    onChange={(v) => {
                      setPicked((v as number[]) ?? []);
                      setPickError(null);
                    }}
                    aria-label="选择学员"
                  />
                  <Button
                    type="primary"
                    loading={add.isPending}
                    onClick={async () => {
                      if (picked.length === 0) return setPickError('请选择学员');
                      if (picked.length > room)
                        return setPickError(room > 0 ? `最多还能加入 ${room} 人` : '班级已满员');
                      const out = await answerOf(add.mutateAsync({ classId: klass.id, studentIds: picked }));
                      if (!out) return;
                      void message.success(`已加入 ${out.added} 名学员`);
                      setPicked([]);
                      await refresh();
                    }}
                  >
                    加入班级
                  </Button>
                </Space.Compact>
              </Form.Item>
            </Form>
          ) : (
            <Alert type="info" title="班级已结课，不能再添加学员" showIcon />
          )}
          <ListTable
            rowKey="studentId"
            size="small"
            query={students}
            dataSource={members}
            pagination={false}
            columns={[
              {
                key: 'name',
                title: '学员',
                render: (_: unknown, m) => (
                  <Space>
                    <Avatar src={m.avatar || undefined} alt="" size={28}>
                      {m.name.slice(0, 1)}
                    </Avatar>
                    <Link to={studyPaths.studentInfo(m.studentId)}>{m.name}</Link>
                  </Space>
                ),
              },
              { key: 'phone', dataIndex: 'phone', title: '联系电话' },
              {
                key: 'left',
                title: '剩余课时',
                render: (_: unknown, m) =>
                  m.left === null ? (
                    <Tag>未购买</Tag>
                  ) : (
                    <Tag color={m.left <= 0 ? 'red' : m.left <= 3 ? 'orange' : 'green'}>{m.left}</Tag>
                  ),
              },
              { key: 'joinTime', dataIndex: 'joinTime', title: '加入时间' },
              {
                key: 'actions',
                title: '操作',
                render: (_: unknown, m) => (
                  <Popconfirm
                    title={`把「${m.name}」移出班级？`}
                    okText="移出"
                    cancelText="取消"
                    onConfirm={async () => {
                      const removed = remove.mutateAsync({ classId: klass.id, studentId: m.studentId });
                      if (!(await succeeded(removed))) return;
                      void message.success('已移出班级');
                      await refresh();
                    }}
                  >
                    <Button type="link" size="small" danger>
                      移出
                    </Button>
                  </Popconfirm>
                ),
              },
            ]}
          />
        </Flex>
      ) : null}
    </Drawer>
  );
}
