import { ENTRY, signUp, signUpEntry } from '@console/contracts';
import { Button, Descriptions, Tag } from 'antd';
import { useMessage } from '../../../app/message';
import { trpc } from '../../../app/trpc';
import { useInvalidate } from '../../../engine';
import { DataPage } from '../shared/DataPage';
import { RecordTable } from '../shared/RecordTable';
import { WriteOffBox } from './WriteOffBox';

function Entries({ id }: { id: number }) {
  const message = useMessage();
  const writeOff = trpc.signUpEntry.writeOff.useMutation();
  const invalidateEntries = useInvalidate(signUpEntry);
  const invalidateFigures = useInvalidate(signUp);
  const invalidate = () => Promise.all([invalidateEntries(), invalidateFigures()]);
  return (
    <RecordTable
      resource={signUpEntry}
      parent={{ activityId: id }}
      header={<WriteOffBox activityId={id} />}
      columns={{
        status: {
          render: (v: number) =>
            v === ENTRY.done ? <Tag color="success">已核销</Tag> : <Tag color="warning">未核销</Tag>,
        },
      }}
      // What people answered and whether they came are why the page is opened: they stay on a narrow table.
      priorities={{ answers: 7, status: 8 }}
      extraColumns={[
        {
          key: 'answers',
          title: '报名资料',
          width: 220,
          render: (_: unknown, r) => (
            <Descriptions
              size="small"
              column={1}
              items={r.answers.map((a, i) => ({ key: i, label: a.label, children: a.value || '—' }))}
            />
          ),
        },
      ]}
      rowActions={(r) =>
        r.status === ENTRY.pending ? (
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

/** 报名信息: the sign-ups of an activity with their answers and payment, written off by code at the door. */
export function SignUpInfo() {
  return (
    <DataPage playway="signUp" tabs={[{ key: 'entries', label: '报名信息', render: (id) => <Entries id={id} /> }]} />
  );
}
