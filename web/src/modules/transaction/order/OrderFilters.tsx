import { ORDER_DATE_FIELDS, ORDER_SEARCH_FIELDS, ORDER_SOURCES, ORDER_TYPES, PAY_METHODS } from '@console/contracts';
import { DatePicker, Form, Input, Select, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useAddressForm } from '../../../engine';
import { Button } from '../../../widgets/busy';
import type { OrderListQuery } from './query';

type Filters = Omit<OrderListQuery, 'page' | 'size' | 'status'>;
interface Values extends Omit<Filters, 'startDate' | 'endDate'> {
  range?: [Dayjs, Dayjs] | null;
}

const options = (list: readonly { value: string; label: string }[]) =>
  list.map((o) => ({ value: o.value, label: o.label }));

const SEARCH_KEYS = [
  'type',
  'payMethod',
  'source',
  'searchField',
  'keyword',
  'dateField',
  'startDate',
  'endDate',
] as const;

/**
 * The order list's filters: type, payment method, source, the days of 下单时间 or of 支付时间 (the orders paid
 * then, whose 实付 is those days' 支付金额 in 交易分析 and the statement), and a search in the chosen field.
 */
export function OrderFilters(p: { value: OrderListQuery; onSearch: (f: Partial<Filters>) => void }) {
  const [form] = Form.useForm<Values>();
  const searched = useAddressForm(form, p.value, SEARCH_KEYS, (q) => ({
    type: q.type,
    payMethod: q.payMethod,
    source: q.source,
    searchField: q.searchField,
    keyword: q.keyword,
    dateField: q.dateField ?? 'createTime',
    range: q.startDate && q.endDate ? [dayjs(String(q.startDate)), dayjs(String(q.endDate))] : null,
  }));
  const empty: Partial<Filters> = {
    type: undefined,
    payMethod: undefined,
    source: undefined,
    startDate: undefined,
    endDate: undefined,
    dateField: undefined,
    searchField: 'orderNo',
    keyword: undefined,
  };
  return (
    <Form
      form={form}
      layout="inline"
      aria-label="筛选订单"
      style={{ rowGap: 12, marginBottom: 16 }}
      onFinish={({ range, ...v }) =>
        p.onSearch(
          searched({
            ...v,
            keyword: v.keyword?.trim() || undefined,
            dateField: v.dateField === 'payTime' ? 'payTime' : undefined,
            startDate: range?.[0].format('YYYY-MM-DD'),
            endDate: range?.[1].format('YYYY-MM-DD'),
          }),
        )
      }
    >
      <Form.Item name="type">
        <Select
          allowClear
          placeholder="订单类型"
          aria-label="订单类型"
          options={options(ORDER_TYPES)}
          style={{ width: 120 }}
        />
      </Form.Item>
      <Form.Item name="payMethod">
        <Select
          allowClear
          placeholder="支付方式"
          aria-label="支付方式"
          options={options(PAY_METHODS)}
          style={{ width: 120 }}
        />
      </Form.Item>
      <Form.Item name="source">
        <Select
          allowClear
          placeholder="订单来源"
          aria-label="订单来源"
          options={options(ORDER_SOURCES)}
          style={{ width: 120 }}
        />
      </Form.Item>
      <Form.Item>
        <Space.Compact>
          <Form.Item name="dateField" noStyle>
            <Select aria-label="时间类型" options={options(ORDER_DATE_FIELDS)} style={{ width: 110 }} />
          </Form.Item>
          <Form.Item name="range" noStyle>
            <DatePicker.RangePicker
              aria-label="时间范围"
              placeholder={['开始日期', '结束日期']}
              style={{ width: 250 }}
            />
          </Form.Item>
        </Space.Compact>
      </Form.Item>
      <Form.Item>
        <Space.Compact>
          <Form.Item name="searchField" noStyle>
            <Select aria-label="搜索项" options={options(ORDER_SEARCH_FIELDS)} style={{ width: 90 }} />
          </Form.Item>
          <Form.Item name="keyword" noStyle>
            <Input allowClear placeholder="搜索内容" aria-label="搜索内容" maxLength={50} style={{ width: 180 }} />
          </Form.Item>
        </Space.Compact>
      </Form.Item>
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">
            查询
          </Button>
          <Button
            onClick={() => {
              form.resetFields();
              p.onSearch(searched(empty));
            }}
          >
            重置
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
}
