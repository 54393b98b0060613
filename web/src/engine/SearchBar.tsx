import { type AnyResource, type FieldDef, type FieldMeta, switchStates } from '@console/contracts';
import { DatePicker, Form, Input, Select, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { Button } from '../widgets/busy';
import { CategorySelect } from '../widgets/category/CategorySelect';
import { useAddressForm } from './useAddressForm';

export interface SearchBarProps {
  resource: AnyResource;
  /** The current query (keyword and filters). */
  value: Record<string, unknown>;
  onSearch: (filters: Record<string, unknown>) => void;
}

/** A switch as a filter: its two states in its own words. */
const switchOptions = (meta: FieldMeta) => {
  const states = switchStates(meta);
  return [
    { value: '1', label: states.on },
    { value: '0', label: states.off },
  ];
};

/** The list's search form: the keyword when some field is searched, then a control per filter field. */
export function SearchBar({ resource, value, onSearch }: SearchBarProps) {
  const [form] = Form.useForm();
  const range = resource.dateRange;
  const keys = ['keyword', ...resource.filters, ...(range ? ['startDate', 'endDate'] : [])];
  const searched = useAddressForm(form, value, keys, (query) => {
    const values: Record<string, unknown> = Object.fromEntries(keys.map((k) => [k, query[k] ?? undefined]));
    if (range) {
      const { startDate, endDate } = query;
      values.range =
        typeof startDate === 'string' && typeof endDate === 'string' ? [dayjs(startDate), dayjs(endDate)] : undefined;
    }
    return values;
  });
  if (!resource.keyword && resource.filters.length === 0 && !range) return null;
  const search = (filters: Record<string, unknown>) => onSearch(searched(filters));
  const keywordLabels = Object.values(resource.fields as Record<string, FieldDef>)
    .filter((d) => d.meta.keyword)
    .map((d) => d.meta.label);

  return (
    <Form
      form={form}
      layout="inline"
      onFinish={({ range: picked, ...values }: Record<string, unknown>) => {
        const days = (picked as [Dayjs, Dayjs] | null | undefined) ?? null;
        search({
          ...values,
          ...(range ? { startDate: days?.[0].format('YYYY-MM-DD'), endDate: days?.[1].format('YYYY-MM-DD') } : {}),
        });
      }}
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
              options={switchOptions(meta)}
              style={{ width: 130 }}
              aria-label={meta.label}
            />
          );
        else if (meta.kind === 'tags')
          control = (
            <Select
              allowClear
              placeholder={meta.label}
              options={(meta.options ?? []).map((o) => ({ value: String(o.value), label: o.label }))}
              style={{ width: 140 }}
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
      {range ? (
        <Form.Item name="range">
          <DatePicker.RangePicker
            aria-label={range.label}
            placeholder={[`${range.label}起`, `${range.label}止`]}
            style={{ width: 260 }}
          />
        </Form.Item>
      ) : null}
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">
            查询
          </Button>
          <Button
            onClick={() => {
              form.resetFields();
              search(Object.fromEntries(keys.map((k) => [k, undefined])));
            }}
          >
            重置
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
}
