import type { AnyResource, FieldDef } from '@console/contracts';
import { Button, Form, Input, Select, Space } from 'antd';
import { useEffect } from 'react';
import { CategorySelect } from '../widgets/category/CategorySelect';

export interface SearchBarProps {
  resource: AnyResource;
  /** The current query (keyword and filters). */
  value: Record<string, unknown>;
  onSearch: (filters: Record<string, unknown>) => void;
}

const SWITCH_OPTIONS = [
  { value: '1', label: '是' },
  { value: '0', label: '否' },
];

/** The list's search form: the keyword when some field is searched, then a control per filter field. */
export function SearchBar({ resource, value, onSearch }: SearchBarProps) {
  const [form] = Form.useForm();
  const keys = ['keyword', ...resource.filters];
  useEffect(() => {
    form.setFieldsValue(Object.fromEntries(keys.map((k) => [k, value[k] ?? undefined])));
  });
  if (!resource.keyword && resource.filters.length === 0) return null;
  const keywordLabels = Object.values(resource.fields as Record<string, FieldDef>)
    .filter((d) => d.meta.keyword)
    .map((d) => d.meta.label);

  return (
    <Form
      form={form}
      layout="inline"
      onFinish={(values: Record<string, unknown>) => onSearch(values)}
      style={{ rowGap: 12, marginBottom: 16 }}
      aria-label="搜索"
    >
      {resource.keyword ? (
        <Form.Item name="keyword">
          <Input allowClear placeholder={`搜索${keywordLabels.join('、')}`} style={{ width: 220 }} maxLength={50} />
        </Form.Item>
      ) : null}
      {resource.filters.map((name) => {
        const meta = (resource.fields[name] as FieldDef).meta;
        let control: React.ReactNode = null;
        if (meta.kind === 'category' && meta.contentType)
          control = (
            <CategorySelect
              contentType={meta.contentType}
              allowClear
              placeholder={meta.label}
              style={{ width: 160 }}
              aria-label={meta.label}
            />
          );
        else if (meta.kind === 'switch')
          control = (
            <Select
              allowClear
              placeholder={meta.label}
              options={SWITCH_OPTIONS}
              style={{ width: 130 }}
              aria-label={meta.label}
            />
          );
        else if (meta.kind === 'select')
          control = (
            <Select
              allowClear
              placeholder={meta.label}
              options={(meta.options ?? []).map((o) => ({ value: o.value, label: o.label }))}
              style={{ width: 140 }}
              aria-label={meta.label}
            />
          );
        if (!control) return null;
        return (
          <Form.Item key={name} name={name}>
            {control}
          </Form.Item>
        );
      })}
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">
            查询
          </Button>
          <Button
            onClick={() => {
              form.resetFields();
              onSearch(Object.fromEntries(keys.map((k) => [k, undefined])));
            }}
          >
            重置
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
}
