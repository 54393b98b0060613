import { ENTRY, showsAsColumn, signUp, signUpEntry } from '@console/contracts';
import { Skeleton, Tag } from 'antd';
import { useMessage } from '../../../app/message';
import { trpc } from '../../../app/trpc';
import { type Row, useInvalidate } from '../../../engine';
import { useCan } from '../../../session/gate/useCan';
import { Button } from '../../../widgets/busy';
import { answerColumns } from '../../../widgets/form-builder/answer-columns';
import { LoadError } from '../../../widgets/load-error/LoadError';
import { DataPage } from '../shared/DataPage';
import { RecordTable } from '../shared/RecordTable';
import { WriteOffBox } from './WriteOffBox';

/** The sign-ups' own columns: the entry's fields the list shows. */
const FIXED = Object.entries(signUpEntry.fields)
  .filter(([, d]) => showsAsColumn(d.meta))
  .map(([key]) => key);

function Entries({ id }: { id: number }) {
  const message = useMessage();
  const writeOff = trpc.signUpEntry.writeOff.useMutation();
  // 核销报名 is a button code of its own (issue 29): the box and the rows' 核销 show only with it.
  const mayWriteOff = useCan('signUpEntry.writeOff');
  const invalidateEntries = useInvalidate(signUpEntry);
  const invalidateFigures = useInvalidate(signUp);
  const invalidate = () => Promise.all([invalidateEntries(), invalidateFigures()]);
  // The data page reads the same activity: its form snapshot gives the answers' columns.
  const activity = trpc.signUp.get.useQuery({ id });
  if (activity.error)
    return <LoadError error={activity.error} onRetry={activity.refetch} retrying={activity.isFetching} what="活动" />;
  if (!activity.data) return <Skeleton active />;
  const answers = answerColumns<Row<'signUpEntry'>>(activity.data.formFields, (r) => r.answers);
  return (
    <RecordTable
      resource={signUpEntry}
      parent={{ activityId: id }}
      header={mayWriteOff ? <WriteOffBox activityId={id} /> : undefined}
      columns={{
        status: {
          render: (v: number) =>
            v === ENTRY.done ? <Tag color="success">已核销</Tag> : <Tag color="warning">未核销</Tag>,
        },
      }}
      // Who signed up, when, what they paid, whether they came, then a column per field of the activity's form
      // (as the form's own data page shows it): the export's columns. None gives way; a wide table scrolls.
      extraColumns={answers}
      keep={[...FIXED, ...answers.map((c) => String(c.key))]}
      rowActions={(r) =>
        mayWriteOff && r.status === ENTRY.pending ? (
          <Button
            type="link"
            size="small"
            loading={writeOff.isPending && writeOff.variables?.code === r.code}
            onClick={async () => {
              const done = await writeOff.mutateAsync({ activityId: id, code: r.code }).catch(() => null);
              if (!done) return;
              void message.success(`核销成功：${done.name}（订单号 ${done.orderNo}）`);
              await invalidate();
            }}
          >
            核销
          </Button>
        ) : null
      }
    />
  );
}

/**
 * 报名信息: the sign-ups of an activity with their payment and their answers to its form, written off by code at
 * the door, exported with the same columns.
 */
export function SignUpInfo() {
  return (
    <DataPage playway="signUp" tabs={[{ key: 'entries', label: '报名信息', render: (id) => <Entries id={id} /> }]} />
  );
}
