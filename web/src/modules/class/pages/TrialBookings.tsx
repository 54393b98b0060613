import { type BookingStatus, classTrial, classTrialBooking, formatYuan } from '@console/contracts';
import { Descriptions, Skeleton, Space, Tag } from 'antd';
import { useNavigate, useParams } from 'react-router-dom';
import { useMessage } from '../../../app/message';
import { trpc } from '../../../app/trpc';
import { ResourceList, type Row, refused, useAction, useInvalidate } from '../../../engine';
import { Button } from '../../../widgets/busy';
import { useConfirm } from '../../../widgets/confirm';
import { LoadError, NotFound } from '../../../widgets/load-error/LoadError';
import { BOOKING_COLORS, bookingActions, bookingMoved } from '../parts/booking-actions';

const LIST = '/class/experience/list';

/** A booking's buttons: the moves its state allows, asked first where they cannot simply be undone. */
function BookingButtons({ row }: { row: Row<'classTrialBooking'> }) {
  const message = useMessage();
  const [confirm, holder] = useConfirm();
  const action = useAction(classTrialBooking);
  const invalidateBookings = useInvalidate(classTrialBooking);
  const invalidateCourse = useInvalidate(classTrial);
  const move = async (to: BookingStatus) => {
    const input = { ids: [row.id], value: to, version: row.version };
    const done = await action.mutateAsync({ key: 'changeStatus', input }).then(() => true, refused(invalidateBookings));
    if (!done) return;
    void message.success(bookingMoved(to));
    await Promise.all([invalidateBookings(), invalidateCourse()]);
  };
  return (
    <>
      {holder}
      {bookingActions(row.status as BookingStatus, row.name).map((a) => (
        <Button
          key={a.to}
          type="link"
          size="small"
          danger={Boolean(a.confirm)}
          loading={action.isPending && (action.variables?.input as { value?: number } | undefined)?.value === a.to}
          onClick={async () => {
            if (a.confirm && !(await confirm({ content: a.confirm }))) return;
            await move(a.to);
          }}
        >
          {a.label}
        </Button>
      ))}
    </>
  );
}

/** 预约记录: the bookings of one trial course, searched by name and filtered by state and channel. */
export function TrialBookings() {
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const course = trpc.classTrial.get.useQuery({ id }, { enabled: id > 0 });
  const back = { to: LIST, label: '返回体验课' };
  if (!(id > 0)) return <NotFound back={back} />;
  if (course.error)
    return (
      <LoadError error={course.error} onRetry={course.refetch} retrying={course.isFetching} what="体验课" back={back} />
    );
  if (!course.data) return <Skeleton active style={{ padding: 24 }} />;
  const c = course.data;
  return (
    <ResourceList
      resource={classTrialBooking}
      fixed={{ courseId: id }}
      title={`预约记录 · ${c.name}`}
      toolbar={<Button onClick={() => navigate(LIST)}>返回体验课</Button>}
      header={
        <Descriptions
          size="small"
          column={{ xs: 1, md: 2, xl: 4 }}
          style={{ marginBottom: 16 }}
          items={[
            { key: 'price', label: '体验价', children: c.trialPrice === 0 ? '免费' : formatYuan(c.trialPrice) },
            { key: 'valid', label: '有效期', children: `${c.validFrom} 至 ${c.validTo}` },
            {
              key: 'booked',
              label: '已预约 / 上限',
              children: (
                <Space>
                  <span>{`${c.booked} / ${c.bookingLimit}`}</span>
                  {c.booked >= c.bookingLimit ? <Tag color="red">已约满</Tag> : null}
                </Space>
              ),
            },
            { key: 'schedule', label: '上课时间', children: c.schedule || '—' },
          ]}
        />
      }
      columns={{
        status: {
          render: (v: unknown, r) => (
            <Tag color={BOOKING_COLORS[r.status as BookingStatus]}>
              {classTrialBooking.fields.status.meta.options?.find((o) => o.value === v)?.label}
            </Tag>
          ),
        },
      }}
      rowActions={(r) => <BookingButtons row={r} />}
    />
  );
}
