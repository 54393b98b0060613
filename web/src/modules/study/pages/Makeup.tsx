import { type Absence, ATTENDANCE, chinaToday, type Lesson, MAKEUP_STATUS, optionLabel } from '@console/contracts';
import { Alert, Card, Flex, Input, Table, Tabs, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useMessage } from '../../../app/message';
import { trpc } from '../../../app/trpc';
import { ListPagination, ListTable } from '../../../engine';
import { Button, Modal, Popconfirm } from '../../../widgets/busy';
import { tableLocale } from '../../../widgets/load-error/LoadError';
import { ATTENDANCE_COLORS, lessonWhen } from '../shared/format';
import { studyPaths } from '../shared/paths';
import { ClassSelect } from '../shared/pickers';
import { answerOf, succeeded } from '../shared/settled';
import { useUrlFilter, useUrlPage, useUrlParam, useUrlPatch } from '../shared/url-filter';

const STATUS_COLORS: Record<number, string> = { 1: 'orange', 2: 'green', 3: 'blue' };

/**
 * 补课管理: the absences roll call recorded (请假, 未到): waiting ones are arranged into a later lesson of the same
 * course (插班补课) or closed by hand (已完成); an arranged makeup becomes 已完成 when the student comes.
 */
export function Makeup() {
  const message = useMessage();
  const utils = trpc.useUtils();
  const _patch = useUrlPatch();
  const [tab, setTab] = useUrlParam('status');
  const [keyword, setKeyword] = useUrlParam('keyword');
  const [classId, setClassId] = useUrlFilter('classId');
  const status = tab === 'all' ? undefined : ((Number(tab) || 1) as 1 | 2 | 3);
  const { page, size, onChange: onPage } = useUrlPage();
  const list = trpc.studyMakeup.list.useQuery({ page, size, status, keyword, classId });
  const unarrange = trpc.studyMakeup.unarrange.useMutation();
  const complete = trpc.studyMakeup.complete.useMutation();
  const [arranging, setArranging] = useState<Absence | null>(null);
  const [closing, setClosing] = useState<number[] | null>(null);
  const [remark, setRemark] = useState('');
  const [selected, setSelected] = useState<number[]>([]);
  const refresh = () => Promise.all([utils.studyMakeup.invalidate(), utils.studySchedule.invalidate()]);

  return (
    <Card title="补课管理">
      <Tabs
        activeKey={tab === 'all' ? 'all' : String(status)}
        onChange={(k) => {
          setSelected([]);
          setTab(k === '1' ? null : k);
        }}
        items={[...MAKEUP_STATUS.map((s) => ({ key: String(s.value), label: s.label })), { key: 'all', label: '全部' }]}
      />
      <Flex wrap gap={12} style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear
          defaultValue={keyword}
          placeholder="搜索学员"
          aria-label="搜索学员"
          onSearch={(v) => setKeyword(v.trim())}
          style={{ width: 200 }}
        />
        <ClassSelect
          value={classId}
          onChange={(v) => setClassId(v as number | null)}
          allowClear
          aria-label="按班级筛选"
        />
        {status === 1 ? (
          <Button disabled={selected.length === 0} onClick={() => setClosing(selected)}>
            批量标记完成{selected.length > 0 ? `（${selected.length}）` : ''}
          </Button>
        ) : null}
      </Flex>
      <ListTable<Absence>
        rowKey="id"
        query={list}
        what="补课记录"
        dataSource={list.data?.list ?? []}
        pagination={false}
        rowSelection={
          status === 1 ? { selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(Number)) } : undefined
        }
        columns={[
          {
            key: 'student',
            title: '学员',
            render: (_: unknown, a) => <Link to={studyPaths.studentInfo(a.studentId)}>{a.studentName}</Link>,
          },
          { key: 'class', title: '缺课班级', render: (_: unknown, a) => `${a.className}（${a.courseName}）` },
          { key: 'when', title: '缺课时间', render: (_: unknown, a) => `${a.date} ${a.startTime}-${a.endTime}` },
          {
            key: 'attendance',
            title: '原因',
            render: (_: unknown, a) => (
              <Tag color={ATTENDANCE_COLORS[a.attendance]}>{optionLabel(ATTENDANCE, a.attendance)}</Tag>
            ),
          },
          { key: 'deducted', title: '已扣课时', align: 'right', dataIndex: 'deducted' },
          {
            key: 'status',
            title: '状态',
            render: (_: unknown, a) => (
              <Tag color={STATUS_COLORS[a.status]}>{optionLabel(MAKEUP_STATUS, a.status)}</Tag>
            ),
          },
          {
            key: 'makeup',
            title: '补课安排',
            render: (_: unknown, a) =>
              a.makeupLesson ? `${a.makeupLesson.className} ${lessonWhen(a.makeupLesson)}` : a.remark || '—',
          },
          {
            key: 'actions',
            title: '操作',
            fixed: 'right',
            render: (_: unknown, a) => (
              <Flex wrap>
                {a.status === 1 ? (
                  <>
                    <Button type="link" size="small" onClick={() => setArranging(a)}>
                      安排补课
                    </Button>
                    <Button type="link" size="small" onClick={() => setClosing([a.id])}>
                      标记完成
                    </Button>
                  </>
                ) : null}
                {a.status === 3 && a.makeupLesson?.status === 1 ? (
                  <Popconfirm
                    title="取消这次补课安排？"
                    okText="取消安排"
                    cancelText="不取消"
                    onConfirm={() =>
                      succeeded(unarrange.mutateAsync({ id: a.id })).then(async (ok) => {
                        if (!ok) return;
                        void message.success('已取消补课安排');
                        await refresh();
                      })
                    }
                  >
                    <Button type="link" size="small" danger>
                      取消安排
                    </Button>
                  </Popconfirm>
                ) : null}
              </Flex>
            ),
          },
        ]}
      />
      <ListPagination page={page} size={size} total={list.data?.total} onChange={onPage} />
      <ArrangeModal
        absence={arranging}
        onClose={() => setArranging(null)}
        onDone={async () => {
          setArranging(null);
          await refresh();
        }}
      />
      <Modal
        open={closing !== null}
        title="标记补课完成"
        okText="标记完成"
        confirmLoading={complete.isPending}
        onCancel={() => setClosing(null)}
        destroyOnHidden
        onOk={async () => {
          const out = await answerOf(complete.mutateAsync({ ids: closing ?? [], remark: remark.trim() || undefined }));
          if (!out) return;
          void message.success(`已标记 ${out.completed} 条为已完成`);
          setSelected([]);
          setClosing(null);
          setRemark('');
          await refresh();
        }}
      >
        <Typography.Paragraph>
          不安排插班补课，直接把这 {closing?.length ?? 0} 条缺课标记为已完成。
        </Typography.Paragraph>
        <Input.TextArea
          rows={2}
          maxLength={100}
          showCount
          value={remark}
          onChange={(e) => setRemark(e.target.value)}
          placeholder="处理方式，如 已单独辅导、观看课程回放"
          aria-label="处理说明"
        />
      </Modal>
    </Card>
  );
}

/** 安排补课: a later lesson of the same course in another class, with room for one more. */
function ArrangeModal(props: { absence: Absence | null; onClose: () => void; onDone: () => void }) {
  const { absence } = props;
  const message = useMessage();
  const [picked, setPicked] = useState<number | null>(null);
  const lessons = trpc.studySchedule.lessons.useQuery(
    { page: 1, size: 50, courseId: absence?.courseId, status: 1, startDate: chinaToday() },
    { enabled: absence !== null },
  );
  const arrange = trpc.studyMakeup.arrange.useMutation();
  const options = (lessons.data?.list ?? []).filter((l) => l.classId !== absence?.classId);
  return (
    <Modal
      open={absence !== null}
      title={absence ? `为 ${absence.studentName} 安排补课` : ''}
      okText="确定安排"
      okButtonProps={{ disabled: picked === null }}
      confirmLoading={arrange.isPending}
      onCancel={props.onClose}
      afterOpenChange={(open) => !open && setPicked(null)}
      width={760}
      destroyOnHidden
      onOk={async () => {
        if (!absence || picked === null) return;
        const done = await succeeded(arrange.mutateAsync({ id: absence.id, lessonId: picked }));
        if (!done) return;
        void message.success('已安排插班补课');
        props.onDone();
      }}
    >
      {absence ? (
        <Typography.Paragraph type="secondary">
          缺课：{absence.className} {absence.date} {absence.startTime}-{absence.endTime}，请选择「{absence.courseName}
          」其他班级的课节
        </Typography.Paragraph>
      ) : null}
      {lessons.isSuccess && options.length === 0 ? (
        <Alert type="info" showIcon title="近期没有同课程其他班级的课节" />
      ) : (
        // A picker of the dialog, not a list: it scrolls in its own height.
        <Table<Lesson>
          rowKey="id"
          size="small"
          loading={lessons.isFetching}
          locale={tableLocale(lessons, '课节')}
          dataSource={options}
          pagination={false}
          scroll={{ x: 'max-content', y: 360 }}
          rowSelection={{
            type: 'radio',
            selectedRowKeys: picked === null ? [] : [picked],
            onChange: (keys) => setPicked(Number(keys[0])),
            getCheckboxProps: (l) => ({
              disabled: l.studentCount >= l.capacity,
              'aria-label': `${l.className} ${l.date}`,
            }),
          }}
          columns={[
            { key: 'when', title: '上课时间', render: (_: unknown, l) => lessonWhen(l) },
            { key: 'class', dataIndex: 'className', title: '班级' },
            { key: 'teacher', dataIndex: 'teacherName', title: '老师' },
            { key: 'room', title: '教室', render: (_: unknown, l) => l.roomName || '—' },
            {
              key: 'students',
              title: '人数',
              render: (_: unknown, l) =>
                l.studentCount >= l.capacity ? <Tag color="red">已满</Tag> : `${l.studentCount}/${l.capacity}`,
            },
          ]}
        />
      )}
    </Modal>
  );
}
