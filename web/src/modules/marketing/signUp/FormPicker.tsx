import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import {
  CHOICE_TYPES,
  type FormField,
  formFieldTypeLabel,
  form as formResource,
  SIGN_UP_EMPTY_FORM,
  signUp,
} from '@console/contracts';
import { Flex, type FormInstance, Skeleton, Table, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { trpc } from '../../../app/trpc';
import { ResourceSelect, type Row, useInvalidate } from '../../../engine';
import { Button } from '../../../widgets/busy';
import { LoadError } from '../../../widgets/load-error/LoadError';

/** Where new forms are built: the marketing form builder's create page. */
export const NEW_FORM_PATH = '/marketing/forms/create';

/**
 * The 报名表单 field's check: a form chosen, and not one known (loaded for its preview) to have no fields, which
 * would collect nothing; the upstream refuses it too.
 */
export function useFormIdSchema() {
  const utils = trpc.useUtils();
  return signUp.fields.formId.input.refine(
    (id) => utils.form.get.getData({ id })?.items.length !== 0,
    SIGN_UP_EMPTY_FORM,
  );
}

const optionLabel = (r: Row<'form'>) => `${r.title}（${r.items.length} 个字段）`;

/** The chosen form's fields as people will fill them in: read only, edited in the form builder. */
function FieldsPreview({ formId, form }: { formId: number; form: FormInstance }) {
  const chosen = trpc.form.get.useQuery({ id: formId });
  const empty = chosen.data?.items.length === 0;
  // The field's rule reads the loaded form: once it is known to have no fields, the field says so.
  useEffect(() => {
    if (empty) form.validateFields(['formId']).catch(() => undefined);
  }, [empty, form]);
  if (chosen.error)
    return <LoadError error={chosen.error} onRetry={chosen.refetch} retrying={chosen.isFetching} what="表单" compact />;
  if (!chosen.data) return <Skeleton active paragraph={{ rows: 2 }} title={false} />;
  if (empty) return null;
  return (
    <section aria-label="报名字段预览">
      <Table<FormField>
        size="small"
        rowKey="key"
        pagination={false}
        title={() => <Typography.Text type="secondary">报名时需填写以下字段（在表单中修改）</Typography.Text>}
        dataSource={chosen.data.items}
        columns={[
          { key: 'label', dataIndex: 'label', title: '字段名称', width: 100 },
          {
            key: 'type',
            dataIndex: 'type',
            title: '类型',
            render: (type: FormField['type'], f) =>
              CHOICE_TYPES.has(type)
                ? `${formFieldTypeLabel(type)}（${f.options.join('、')}）`
                : formFieldTypeLabel(type),
          },
          {
            key: 'required',
            dataIndex: 'required',
            title: '必填',
            width: 72,
            render: (required: boolean) => (required ? <Tag color="red">必填</Tag> : <Tag>选填</Tag>),
          },
        ]}
      />
    </section>
  );
}

export interface FormPickerProps {
  form: FormInstance;
  /** Given by the form's field. */
  value?: number | null;
  onChange?: (value: number | null) => void;
  id?: string;
}

/**
 * 报名表单: a form of the form builder, found by its name; a new one is built in another tab and the list
 * refreshed here. The chosen form's fields show below as a read-only preview.
 */
export function FormPicker({ form, value, onChange, id }: FormPickerProps) {
  const invalidate = useInvalidate(formResource);
  const [refreshing, setRefreshing] = useState(false);
  const chosen = typeof value === 'number' && value > 0 ? value : null;
  return (
    <Flex vertical gap={12}>
      <Flex gap={8} wrap>
        <ResourceSelect
          resource={formResource}
          label={optionLabel}
          value={chosen}
          onChange={(v) => onChange?.(typeof v === 'number' ? v : null)}
          id={id}
          aria-label="报名表单"
          placeholder="请选择报名表单，可输入名称搜索"
          allowClear
          style={{ flex: '1 1 240px', minWidth: 0 }}
        />
        <Button
          icon={<ReloadOutlined />}
          loading={refreshing}
          onClick={async () => {
            setRefreshing(true);
            await invalidate().finally(() => setRefreshing(false));
          }}
        >
          刷新
        </Button>
        <Button icon={<PlusOutlined />} href={NEW_FORM_PATH} target="_blank" rel="noopener noreferrer">
          新建表单
        </Button>
      </Flex>
      {chosen === null ? null : <FieldsPreview formId={chosen} form={form} />}
    </Flex>
  );
}
