import { BALANCE_STATUS, BALANCE_TRANSITIONS, type BalanceRow, formatYuan, optionLabel } from '@console/contracts';
import { Card, Drawer, Dropdown, Flex, Input, Select, Tag, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useMessage } from '../../../app/message';
import { type RouterOutputs, trpc } from '../../../app/trpc';
import { ListPagination, ListTable } from '../../../engine';
import { refused } from '../../../engine/row-action';
import { useCan } from '../../../session/gate/useCan';
import { Button, Switch } from '../../../widgets/busy';
import { useConfirm } from '../../../widgets/confirm';
import { ConflictDialog } from '../../../widgets/conflict/ConflictDialog';
import { useVersionedSave } from '../../../widgets/conflict/useVersionedSave';
import { AdjustModal } from '../shared/AdjustModal';
import { BalanceLogs } from '../shared/BalanceLogs';
import { unitOf } from '../shared/format';
import { studyPaths } from '../shared/paths';
import { CourseSelect } from '../shared/pickers';
import { useUrlFilter, useUrlPage, useUrlParam } from '../shared/url-filter';

type Setting = RouterOutputs['studySetting']['get'];
const STATUS_COLORS: Record<number, string> = { 1: 'green', 2: 'orange', 3: 'default' };
/** 课时预警: holdings with this many lessons left or fewer. */
const LOW = 2;

/**
 * 学员课时: what each student holds of each course (bought, given, used, left, the fee left), adjusted by hand
 * with a reason, paused or finished, with the consumption log of each; and whether the school lets a balance
 * go below zero.
 */
export function StudentLessons() {
  const message = useMessage();
  const [confirm, confirmHolder] = useConfirm();
  const utils = trpc.useUtils();
  const [courseId, setCourseId] = useUrlFilter('courseId');
  const [studentId] = useUrlFilter('studentId');
  const [keyword, setKeyword] = useUrlParam('keyword');
  const [status, setStatus] = useUrlFilter('status');
  const [low, setLow] = useUrlParam('low');
  const { page, size, onChange: onPage } = useUrlPage();
  const balances = trpc.studyBalance.list.useQuery({
    page,
    size,
    keyword,
    courseId,
    studentId,
    status: status as 1 | 2 | 3 | undefined,
    maxLeft: low ? LOW : undefined,
  });
  const setting = trpc.studySetting.get.useQuery();
  const saveSetting = trpc.studySetting.save.useMutation({ meta: { conflictShown: true } });
  /** The settings the switch builds on: the holidays are not edited here and go as they were read. */
  const base = useRef<Setting | undefined>(undefined);
  // 欠课 is saved on the version the settings were read at: a change saved meanwhile elsewhere (the holidays, the
  // switch in another tab) refuses it, and the conflict dialog asks instead of overwriting it silently.
  const versioned = useVersionedSave<Setting, { allowNegative: boolean }>({
    save: ({ allowNegative, version }) =>
      saveSetting.mutateAsync({ allowNegative, holidays: base.current?.holidays ?? [], version }),
    latest: async () => {
      base.current = await utils.client.studySetting.get.query();
      return base.current;
    },
    labels: { allowNegative: '允许欠课' },
    // The switch shows the settings as read: 加载最新 reads them again.
    onLoadLatest: () => void utils.studySetting.invalidate(),
    onSaved: async (saved) => {
      void message.success(
        saved.allowNegative ? '已允许欠课：课时不足时点名仍会扣成负数' : '已关闭欠课：课时不足时不能点名扣课',
      );
      await utils.studySetting.invalidate();
    },
  });
  const { load } = versioned;
  useEffect(() => {
    base.current = setting.data;
    load(setting.data);
  }, [setting.data, load]);
  const setStatusCall = trpc.studyBalance.setStatus.useMutation();
  // 调整课时 is a button code of its own (issue 29): adjusting and 停课/复课/结课 show only with it.
  const mayAdjust = useCan('studyBalance.adjust');
  const mayMove = useCan('studyBalance.setStatus');
  const [adjusting, setAdjusting] = useState<{ studentId?: number; courseId?: number } | null>(null);
  const [logsOf, setLogsOf] = useState<BalanceRow | null>(null);
  const refresh = () => utils.studyBalance.invalidate();

  const changeStatus = async (b: BalanceRow, to: 1 | 2 | 3) => {
    const words = { 1: '复课', 2: '停课', 3: '结课' }[to];
    const ok = await confirm({
      content:
        to === 3
          ? `「${b.studentName}」的「${b.courseName}」结课后，剩余 ${b.left} ${unitOf(b.chargeType)}将清零，且不能恢复。是否继续？`
          : `确定为「${b.studentName}」的「${b.courseName}」${words}？`,
      danger: to === 3,
    });
    if (!ok) return;
    // On the version the row was shown at: a balance changed since (a roll call) is refused, the list read again.
    const moved = await setStatusCall
      .mutateAsync({ id: b.id, status: to, version: b.version })
      .then(() => true, refused(refresh));
    if (!moved) return;
    void message.success(`已${words}`);
    await refresh();
  };

  return (
    <Card
      title="学员课时"
      extra={
        mayAdjust ? (
          <Button type="primary" onClick={() => setAdjusting({})}>
            调整课时
          </Button>
        ) : null
      }
    >
      {confirmHolder}
      <ConflictDialog what="教务设置" {...versioned.dialog} />
      <Flex wrap gap={12} align="center" style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear
          defaultValue={keyword}
          placeholder="搜索学员或课程"
          onSearch={(v) => setKeyword(v.trim())}
          style={{ width: 220 }}
          aria-label="搜索学员或课程"
        />
        <CourseSelect
          value={courseId}
          onChange={(v) => setCourseId(v as number | null)}
          allowClear
          aria-label="按课程筛选"
        />
        <Select
          allowClear
          placeholder="课程状态"
          aria-label="课程状态"
          value={status}
          onChange={(v: number | undefined) => setStatus(v)}
          options={BALANCE_STATUS.map((s) => ({ value: s.value, label: s.label }))}
          style={{ width: 130 }}
        />
        <Flex gap={6} align="center">
          <Switch
            size="small"
            checked={Boolean(low)}
            onChange={(on) => setLow(on ? '1' : null)}
            aria-label="课时预警"
          />
          <span>只看课时不足 {LOW} 的</span>
        </Flex>
        <Flex gap={6} align="center" style={{ marginLeft: 'auto' }}>
          <Switch
            size="small"
            checked={setting.data?.allowNegative ?? false}
            loading={saveSetting.isPending || setting.isLoading}
            aria-label="允许欠课"
            onChange={async (on) => {
              if (!setting.data) return;
              // Another refusal has been told by the error policy; the switch stays as the settings were read.
              await versioned.submit({ allowNegative: on }).catch(() => undefined);
            }}
          />
          <span>允许欠课</span>
        </Flex>
      </Flex>
      <ListTable<BalanceRow>
        rowKey="id"
        query={balances}
        what="学员课时"
        dataSource={balances.data?.list ?? []}
        pagination={false}
        columns={[
          {
            key: 'student',
            title: '学员',
            render: (_: unknown, b) => <Link to={studyPaths.studentInfo(b.studentId)}>{b.studentName}</Link>,
          },
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
              <Typography.Text strong type={b.left <= 0 ? 'danger' : b.left <= LOW ? 'warning' : undefined}>
                {b.left}
              </Typography.Text>
            ),
          },
          { key: 'fee', title: '剩余学费', align: 'right', render: (_: unknown, b) => formatYuan(b.remainingFee) },
          {
            key: 'status',
            title: '状态',
            render: (_: unknown, b) => (
              <Tag color={STATUS_COLORS[b.status]}>{optionLabel(BALANCE_STATUS, b.status)}</Tag>
            ),
          },
          { key: 'updateDate', dataIndex: 'updateDate', title: '更新时间', width: 170 },
          {
            key: 'actions',
            title: '操作',
            fixed: 'right',
            render: (_: unknown, b) => (
              <Flex wrap>
                {mayAdjust && b.status !== 3 ? (
                  <Button
                    type="link"
                    size="small"
                    onClick={() => setAdjusting({ studentId: b.studentId, courseId: b.courseId })}
                  >
                    调整
                  </Button>
                ) : null}
                <Button type="link" size="small" onClick={() => setLogsOf(b)}>
                  课消记录
                </Button>
                {mayMove && BALANCE_TRANSITIONS[b.status].length > 0 ? (
                  <Dropdown
                    menu={{
                      items: BALANCE_TRANSITIONS[b.status].map((to) => ({
                        key: String(to),
                        label: { 1: '复课', 2: '停课', 3: '结课' }[to],
                        danger: to === 3,
                      })),
                      onClick: ({ key }) => void changeStatus(b, Number(key) as 1 | 2 | 3),
                    }}
                  >
                    <Button type="link" size="small">
                      状态
                    </Button>
                  </Dropdown>
                ) : null}
              </Flex>
            ),
          },
        ]}
      />
      <ListPagination page={page} size={size} total={balances.data?.total} onChange={onPage} />
      <AdjustModal
        open={adjusting !== null}
        studentId={adjusting?.studentId}
        courseId={adjusting?.courseId}
        onClose={() => setAdjusting(null)}
        onDone={() => {
          setAdjusting(null);
          void refresh();
        }}
      />
      <Drawer
        open={logsOf !== null}
        onClose={() => setLogsOf(null)}
        title={logsOf ? `${logsOf.studentName} · ${logsOf.courseName} · 课消记录` : ''}
        size="large"
        destroyOnHidden
      >
        {logsOf ? <BalanceLogs studentId={logsOf.studentId} courseId={logsOf.courseId} /> : null}
      </Drawer>
    </Card>
  );
}
