import {
  BALANCE_STATUS,
  type BalanceRow,
  formatYuan,
  GRADES,
  optionLabel,
  RELATIONS,
  SEXES,
  STUDENT_SOURCES,
  STUDENT_TYPES,
} from '@console/contracts';
import { Avatar, Card, Descriptions, Empty, Flex, List, Tabs, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { trpc } from '../../../app/trpc';
import { ListTable } from '../../../engine';
import { useCan } from '../../../session/gate/useCan';
import { Button } from '../../../widgets/busy';
import { Heading } from '../../../widgets/Heading';
import { ListItemMeta } from '../../../widgets/ListItemMeta';
import { LoadError } from '../../../widgets/load-error/LoadError';
import { AdjustModal } from '../shared/AdjustModal';
import { BalanceLogs } from '../shared/BalanceLogs';
import { DiaryCard } from '../shared/DiaryCard';
import { unitOf } from '../shared/format';
import { useNumberParam } from '../shared/ids';
import { MissingId } from '../shared/MissingId';
import { studyPaths } from '../shared/paths';
import { ScoreRate } from '../shared/ScoreRate';
import { AttendanceRecords } from './AttendanceRecords';

/**
 * 学员信息 (`/studentInfo/{id}`): a student's profile, their classes, what they hold of each course with the
 * consumption log, attendance, evaluations, homework, growth records and check-in diaries.
 */
export function StudentInfo() {
  const id = useNumberParam('id');
  const navigate = useNavigate();
  const student = trpc.studyStudent.get.useQuery({ id: id ?? 0 }, { enabled: Boolean(id) });
  if (!id) return <MissingId what="学员" back={studyPaths.students} />;
  if (student.error)
    return (
      <LoadError
        error={student.error}
        onRetry={student.refetch}
        retrying={student.isFetching}
        what="学员"
        back={{ to: studyPaths.students, label: '返回学员列表' }}
      />
    );
  const s = student.data;
  return (
    <Flex vertical gap={16}>
      <Card loading={!s}>
        {s ? (
          <Flex gap={24} wrap align="flex-start">
            <Avatar src={s.avatar || undefined} alt="" size={72}>
              {s.name.slice(0, 1)}
            </Avatar>
            <Flex vertical gap={8} style={{ flex: 1, minWidth: 260 }}>
              <Flex gap={8} align="center" wrap>
                <Heading look={4} style={{ margin: 0 }}>
                  {s.name}
                </Heading>
                <Tag color="blue">{optionLabel(STUDENT_TYPES, s.type)}</Tag>
                {(s.tags ?? []).map((t) => (
                  <Tag key={t}>{t}</Tag>
                ))}
              </Flex>
              <Descriptions
                size="small"
                column={{ xs: 1, md: 2, xl: 3 }}
                items={[
                  { key: 'sex', label: '性别', children: optionLabel(SEXES, s.sex) },
                  {
                    key: 'phone',
                    label: '联系电话',
                    children: `${s.phone}${s.relation ? `（${optionLabel(RELATIONS, s.relation)}）` : ''}`,
                  },
                  { key: 'birthday', label: '生日', children: s.birthday || '—' },
                  { key: 'grade', label: '年级', children: s.grade ? optionLabel(GRADES, s.grade) : '—' },
                  { key: 'school', label: '就读学校', children: s.school || '—' },
                  { key: 'source', label: '来源', children: s.source ? optionLabel(STUDENT_SOURCES, s.source) : '—' },
                  { key: 'follow', label: '跟进人', children: s.followUser || '—' },
                  { key: 'points', label: '积分', children: s.points },
                  { key: 'address', label: '家庭住址', children: s.address || '—' },
                  ...(s.remark ? [{ key: 'remark', label: '备注', children: s.remark }] : []),
                ]}
              />
            </Flex>
            <Button onClick={() => navigate(studyPaths.studentEdit(id))}>编辑资料</Button>
          </Flex>
        ) : null}
      </Card>
      <Card>
        <Tabs
          destroyOnHidden
          items={[
            { key: 'classes', label: '所在班级', children: <Classes studentId={id} /> },
            { key: 'lessons', label: '课时', children: <Balances studentId={id} /> },
            { key: 'attendance', label: '上课记录', children: <AttendanceRecords studentId={id} /> },
            { key: 'evaluations', label: '课堂评价', children: <Evaluations studentId={id} /> },
            { key: 'homework', label: '作业', children: <Homework studentId={id} /> },
            { key: 'growth', label: '成长记录', children: <Growth studentId={id} /> },
            { key: 'diaries', label: '打卡日记', children: <Diaries studentId={id} /> },
          ]}
        />
      </Card>
    </Flex>
  );
}

function Classes({ studentId }: { studentId: number }) {
  const classes = trpc.studyClass.list.useQuery({ page: 1, size: 50, studentId });
  return (
    <ListTable
      rowKey="id"
      size="small"
      query={classes}
      dataSource={classes.data?.list ?? []}
      pagination={false}
      locale={{ emptyText: <Empty description="还没有加入班级" /> }}
      columns={[
        { key: 'name', dataIndex: 'name', title: '班级' },
        { key: 'course', dataIndex: 'courseName', title: '课程' },
        { key: 'teachers', dataIndex: 'teacherNames', title: '老师' },
        { key: 'room', title: '教室', render: (_: unknown, c) => c.roomName || '—' },
        {
          key: 'status',
          title: '状态',
          render: (_: unknown, c) => (
            <Tag color={c.status === 2 ? 'default' : 'green'}>{c.status === 2 ? '已结课' : '上课中'}</Tag>
          ),
        },
        {
          key: 'timetable',
          title: '课表',
          render: (_: unknown, c) => <Link to={`${studyPaths.timetable}?by=class&classId=${c.id}`}>查看课表</Link>,
        },
      ]}
    />
  );
}

function Balances({ studentId }: { studentId: number }) {
  const utils = trpc.useUtils();
  const balances = trpc.studyBalance.list.useQuery({ page: 1, size: 50, studentId });
  const [adjusting, setAdjusting] = useState<{ courseId?: number } | null>(null);
  const mayAdjust = useCan('studyBalance.adjust');
  return (
    <Flex vertical gap={16}>
      <ListTable<BalanceRow>
        rowKey="id"
        size="small"
        query={balances}
        dataSource={balances.data?.list ?? []}
        pagination={false}
        title={() => (
          <Flex justify="space-between" align="center">
            <Typography.Text strong>课时余额</Typography.Text>
            {mayAdjust ? (
              <Button size="small" onClick={() => setAdjusting({})}>
                调整课时
              </Button>
            ) : null}
          </Flex>
        )}
        columns={[
          { key: 'course', dataIndex: 'courseName', title: '课程' },
          {
            key: 'bought',
            title: '购买',
            align: 'right',
            render: (_: unknown, b) => `${b.bought} ${unitOf(b.chargeType)}`,
          },
          { key: 'given', dataIndex: 'given', title: '赠送', align: 'right' },
          { key: 'used', dataIndex: 'used', title: '已用', align: 'right' },
          {
            key: 'left',
            title: '剩余',
            align: 'right',
            render: (_: unknown, b) => (
              <Typography.Text strong type={b.left <= 0 ? 'danger' : undefined}>
                {b.left}
              </Typography.Text>
            ),
          },
          { key: 'fee', title: '剩余学费', align: 'right', render: (_: unknown, b) => formatYuan(b.remainingFee) },
          {
            key: 'status',
            title: '状态',
            render: (_: unknown, b) => <Tag>{optionLabel(BALANCE_STATUS, b.status)}</Tag>,
          },
          ...(mayAdjust
            ? [
                {
                  key: 'adjust',
                  title: '操作',
                  render: (_: unknown, b: BalanceRow) =>
                    b.status !== 3 ? (
                      <Button type="link" size="small" onClick={() => setAdjusting({ courseId: b.courseId })}>
                        调整
                      </Button>
                    ) : null,
                },
              ]
            : []),
        ]}
      />
      <Typography.Text strong>课消记录</Typography.Text>
      <BalanceLogs studentId={studentId} />
      <AdjustModal
        open={adjusting !== null}
        studentId={studentId}
        courseId={adjusting?.courseId}
        onClose={() => setAdjusting(null)}
        onDone={() => {
          setAdjusting(null);
          void utils.studyBalance.invalidate();
        }}
      />
    </Flex>
  );
}

function Evaluations({ studentId }: { studentId: number }) {
  const list = trpc.studyEvaluation.list.useQuery({ page: 1, size: 50, studentId });
  return (
    <List
      loading={list.isFetching}
      dataSource={list.data?.list ?? []}
      locale={{ emptyText: <Empty description="还没有评价" /> }}
      renderItem={(e) => (
        <List.Item>
          <ListItemMeta
            title={
              <Flex gap={8} wrap align="center">
                <ScoreRate disabled value={e.score} style={{ fontSize: 14 }} />
                <Typography.Text type="secondary">
                  {e.teacherName} · {e.lessonTime || e.createTime}
                </Typography.Text>
                <Tag color={e.isRead === 1 ? 'green' : 'default'}>{e.isRead === 1 ? '家长已读' : '家长未读'}</Tag>
              </Flex>
            }
            description={e.content}
          />
        </List.Item>
      )}
    />
  );
}

function Homework({ studentId }: { studentId: number }) {
  const list = trpc.studySubmission.list.useQuery({ page: 1, size: 50, studentId });
  return (
    <ListTable
      rowKey="id"
      size="small"
      query={list}
      dataSource={list.data?.list ?? []}
      pagination={false}
      locale={{ emptyText: <Empty description="还没有作业" /> }}
      columns={[
        {
          key: 'title',
          title: '作业',
          render: (_: unknown, x) => <Link to={studyPaths.homeworkInfo(x.homeworkId)}>{x.homeworkTitle}</Link>,
        },
        { key: 'deadline', dataIndex: 'deadline', title: '截止时间' },
        {
          key: 'status',
          title: '状态',
          render: (_: unknown, x) => (
            <Tag color={x.status === 2 ? 'green' : 'orange'}>{x.status === 2 ? '已完成' : '未提交'}</Tag>
          ),
        },
        { key: 'score', title: '分数', render: (_: unknown, x) => (x.score === null ? '—' : `${x.score} 分`) },
        { key: 'comment', title: '评语', render: (_: unknown, x) => x.comment || '—' },
      ]}
    />
  );
}

function Growth({ studentId }: { studentId: number }) {
  const list = trpc.studyGrowth.list.useQuery({ page: 1, size: 50, studentId });
  return (
    <List
      loading={list.isFetching}
      dataSource={list.data?.list ?? []}
      locale={{ emptyText: <Empty description="还没有成长记录" /> }}
      header={<Link to={`${studyPaths.growth}?by=student&studentId=${studentId}`}>在成长日历中查看</Link>}
      renderItem={(g) => (
        <List.Item>
          <Link to={studyPaths.growthDetail(g.id)} style={{ width: '100%' }}>
            <Flex gap={12}>
              {g.images?.[0] ? (
                <img src={g.images[0]} alt="" width={64} height={64} style={{ objectFit: 'cover', borderRadius: 4 }} />
              ) : null}
              <Flex vertical style={{ minWidth: 0 }}>
                <Typography.Text strong>
                  {g.date}{' '}
                  {(g.tags ?? []).map((t) => (
                    <Tag key={t} color="blue">
                      {t}
                    </Tag>
                  ))}
                </Typography.Text>
                <Typography.Text type="secondary" ellipsis>
                  {g.content}
                </Typography.Text>
              </Flex>
            </Flex>
          </Link>
        </List.Item>
      )}
    />
  );
}

function Diaries({ studentId }: { studentId: number }) {
  const list = trpc.studyDiary.list.useQuery({ page: 1, size: 10, studentId });
  return (
    <Flex vertical gap={12}>
      <Link to={studyPaths.diaryTable(studentId)}>查看打卡日历</Link>
      {list.data && list.data.total === 0 ? <Empty description="还没有打卡" /> : null}
      {(list.data?.list ?? []).map((d) => (
        <DiaryCard key={d.id} diary={d} showTask />
      ))}
    </Flex>
  );
}
