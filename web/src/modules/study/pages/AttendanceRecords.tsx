import { ATTENDANCE, formatYuan, LESSON_STUDENT_KINDS, optionLabel } from '@console/contracts';
import { DatePicker, Flex, Input, Select, Tag } from 'antd';
import dayjs from 'dayjs';
import { Link } from 'react-router-dom';
import { trpc } from '../../../app/trpc';
import { ListPagination, ListTable } from '../../../engine';
import { ATTENDANCE_COLORS } from '../shared/format';
import { studyPaths } from '../shared/paths';
import { ClassSelect } from '../shared/pickers';
import { useUrlFilter, useUrlPage, useUrlParam, useUrlPatch } from '../shared/url-filter';

/** 签到记录: every student's mark at every lesson called, what it cost, searched by student, class, mark and days. */
export function AttendanceRecords({ studentId }: { studentId?: number }) {
  const patch = useUrlPatch();
  const [keyword, setKeyword] = useUrlParam('keyword');
  const [classId, setClassId] = useUrlFilter('classId');
  const [status, setStatus] = useUrlFilter('status');
  const [from] = useUrlParam('startDate');
  const [to] = useUrlParam('endDate');
  const { page, size, onChange: onPage } = useUrlPage();
  const records = trpc.studyRollCall.records.useQuery({
    page,
    size,
    studentId,
    keyword: studentId ? undefined : keyword,
    classId,
    status: status as 1 | 2 | 3 | 4 | undefined,
    startDate: from,
    endDate: to,
  });
  return (
    <>
      <Flex wrap gap={12} style={{ marginBottom: 16 }}>
        {studentId ? null : (
          <Input.Search
            allowClear
            defaultValue={keyword}
            placeholder="搜索学员"
            aria-label="搜索学员"
            onSearch={(v) => setKeyword(v.trim())}
            style={{ width: 200 }}
          />
        )}
        <ClassSelect
          value={classId}
          onChange={(v) => setClassId(v as number | null)}
          allowClear
          aria-label="按班级筛选"
        />
        <Select
          allowClear
          placeholder="点名状态"
          aria-label="点名状态"
          value={status}
          onChange={(v: number | undefined) => setStatus(v)}
          options={ATTENDANCE.map((a) => ({ value: a.value, label: a.label }))}
          style={{ width: 120 }}
        />
        <DatePicker.RangePicker
          aria-label="上课日期"
          value={from && to ? [dayjs(from), dayjs(to)] : null}
          onChange={(d) =>
            patch({ startDate: d?.[0]?.format('YYYY-MM-DD'), endDate: d?.[1]?.format('YYYY-MM-DD'), page: null })
          }
          style={{ width: 260 }}
        />
      </Flex>
      <ListTable
        rowKey="id"
        size="small"
        query={records}
        what="签到记录"
        dataSource={records.data?.list ?? []}
        pagination={false}
        columns={[
          { key: 'when', title: '上课时间', render: (_: unknown, r) => `${r.date} ${r.startTime}-${r.endTime}` },
          ...(studentId
            ? []
            : [
                {
                  key: 'student',
                  title: '学员',
                  render: (_: unknown, r: { studentId: number; studentName: string }) => (
                    <Link to={studyPaths.studentInfo(r.studentId)}>{r.studentName}</Link>
                  ),
                },
              ]),
          { key: 'class', dataIndex: 'className', title: '班级' },
          { key: 'teacher', dataIndex: 'teacherName', title: '老师' },
          { key: 'kind', title: '身份', render: (_: unknown, r) => optionLabel(LESSON_STUDENT_KINDS, r.kind) },
          {
            key: 'status',
            title: '点名',
            render: (_: unknown, r) => (
              <Tag color={ATTENDANCE_COLORS[r.status]}>{optionLabel(ATTENDANCE, r.status)}</Tag>
            ),
          },
          { key: 'deducted', dataIndex: 'deducted', title: '扣课时', align: 'right' },
          { key: 'amount', title: '课消金额', align: 'right', render: (_: unknown, r) => formatYuan(r.amount) },
          { key: 'remark', title: '备注', render: (_: unknown, r) => r.remark || '—' },
        ]}
      />
      <ListPagination page={page} size={size} total={records.data?.total} onChange={onPage} />
    </>
  );
}
