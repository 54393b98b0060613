import { officialForm } from '@console/contracts';
import { useLocation, useParams } from 'react-router-dom';
import { ResourceForm } from '../../../engine';
import { FormItemsEditor } from '../../../widgets/form/FormItemsEditor';

/**
 * A form's create and edit page. `create/{id}` starts a new form from a copy of form {id} (the edit page is
 * `edit/{id}`): the spec lists both for forms, and a copy is what a second create path is for.
 */
export function FormEdit() {
  const params = useParams();
  const location = useLocation();
  const copying = Boolean(params.id) && /\/create\/[^/]+$/.test(location.pathname);
  return (
    <ResourceForm
      resource={officialForm}
      copyOf={copying ? Number(params.id) : undefined}
      title={copying ? '复制表单' : undefined}
      initial={() => ({
        submitText: '立即提交',
        items: [{ label: '姓名', type: 'text', required: true, options: [] }],
      })}
      fields={{
        items: { render: () => <FormItemsEditor />, extra: '访客在官网填写的题目，单选、多选题至少两个选项' },
        submitText: { extra: '如：立即预约、提交报名' },
        endDate: { extra: '不填则长期有效' },
      }}
    />
  );
}
