import { officialFormData } from '@console/contracts';
import { Descriptions, Result } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { trpc } from '../../../app/trpc';
import { ResourceList } from '../../../engine';
import { Button } from '../../../widgets/busy';
import { LoadError } from '../../../widgets/load-error/LoadError';

/** 表单数据: what visitors submitted to one form (`?id=` is the form). */
export function FormsData() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const formId = Number(search.get('id'));
  const valid = Number.isInteger(formId) && formId > 0;
  const form = trpc.officialForm.get.useQuery({ id: formId }, { enabled: valid });
  if (!valid)
    return (
      <Result
        status="warning"
        title="请从表单列表进入"
        extra={<Button onClick={() => navigate('../list')}>返回表单列表</Button>}
      />
    );
  if (form.error)
    return (
      <LoadError
        error={form.error}
        onRetry={form.refetch}
        retrying={form.isFetching}
        what="表单"
        back={{ to: '/official/content/form/list', label: '返回表单列表' }}
      />
    );
  return (
    <ResourceList
      resource={officialFormData}
      base="/official/content/form"
      fixed={{ formId }}
      title={form.data ? `表单数据：${form.data.title}` : '表单数据'}
      toolbar={<Button onClick={() => navigate('/official/content/form/list')}>返回表单列表</Button>}
      extraColumns={[
        {
          key: 'answers',
          title: '填写内容',
          render: (_: unknown, r) => (
            <Descriptions
              size="small"
              column={1}
              items={r.answers.map((a, i) => ({ key: i, label: a.label, children: a.value || '—' }))}
            />
          ),
        },
        { key: 'createTime', dataIndex: 'createTime', title: '提交时间', width: 170 },
      ]}
    />
  );
}
