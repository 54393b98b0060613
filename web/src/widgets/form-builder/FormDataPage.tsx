import { formEntry, form as formResource } from '@console/contracts';
import { Result, Skeleton } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { trpc } from '../../app/trpc';
import { ResourceList, type Row } from '../../engine';
import { Button } from '../busy';
import { LoadError } from '../load-error/LoadError';
import { answerColumns } from './answer-columns';

/**
 * 表单数据 (`{base}/formsData?id={form}`): a form's submissions with one column per field in the form's
 * order, filtered by who submitted and when, exported to a spreadsheet with the same columns.
 */
export function FormDataPage({ base, list }: { base: string; list: string }) {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const formId = Number(search.get('id'));
  const valid = Number.isInteger(formId) && formId > 0;
  const source = trpc[formResource.name].get.useQuery({ id: formId }, { enabled: valid });
  const back = (
    <Button onClick={() => navigate(list)} key="back">
      返回表单列表
    </Button>
  );
  if (!valid) return <Result status="warning" title="请从表单列表进入" extra={back} />;
  if (source.error)
    return <LoadError error={source.error} onRetry={source.refetch} retrying={source.isFetching} what="表单" />;
  if (!source.data) return <Skeleton active style={{ padding: 24 }} />;
  const columns = answerColumns<Row<'formEntry'>>(source.data.items, (r) => r.answers);
  return (
    <ResourceList
      resource={formEntry}
      base={base}
      fixed={{ formId }}
      title={`表单数据：${source.data.title}`}
      toolbar={back}
      // The answers in the form's order, then when they came.
      extraColumns={[...columns, { key: 'submitTime', dataIndex: 'submitTime', title: '提交时间', width: 170 }]}
      columns={{ submitTime: false }}
      keep={[...columns.map((c) => String(c.key)), 'submitTime']}
    />
  );
}
