import { form } from '@console/contracts';
import { useLocation, useParams } from 'react-router-dom';
import { ResourceForm } from '../../engine';
import { FormFieldsEditor } from './FormFieldsEditor';
import { PhonePreview } from './PhonePreview';

/** A new form's first fields: who is filling it in. */
const starter = () => ({
  submitText: '提交',
  isShow: '1',
  items: [
    { key: 'f1', label: '姓名', type: 'text', required: true, options: [] },
    { key: 'f2', label: '手机号', type: 'phone', required: true, options: [] },
  ],
});

/**
 * 新增表单 / 编辑表单 / 复制表单 (`{base}/create`, `{base}/edit/{id}`, `{base}/create/{id}`: a new form from a
 * copy of form {id}, saved only on 保存): the builder beside a live preview in a phone frame. The page fills
 * the no-scroll layout; the builder scrolls inside it while the preview stays in view.
 */
export function FormEditPage({ base, list }: { base: string; list: string }) {
  const params = useParams();
  const { pathname } = useLocation();
  const copying = params.id !== undefined && /\/create\/[^/]+$/.test(pathname);
  return (
    <div style={{ height: '100%', overflowY: 'auto' }}>
      <ResourceForm
        resource={form}
        base={base}
        backTo={list}
        copyOf={copying ? Number(params.id) : undefined}
        title={copying ? '复制表单' : undefined}
        initial={starter}
        fields={{
          items: {
            render: () => <FormFieldsEditor />,
            extra: '最多 20 个字段；单选、多选至少两个选项；已有人填写的字段不能删除或改类型',
          },
          submitText: { extra: '如：立即报名、立即预约' },
          endTime: { extra: '不填则长期有效；到达截止时间后停止收集' },
          isShow: { extra: '关闭后表单停止收集' },
          rules: { extra: '显示在提交按钮上方，如填写说明、隐私说明' },
        }}
        aside={(values) => <PhonePreview values={values} />}
      />
    </div>
  );
}
