import { ORDER_SEARCH_FIELDS, ORDER_SOURCES, ORDER_TYPES, PAY_METHODS } from '@console/contracts';
import { Button, DatePicker, Form, Input, Select, Space } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect } from 'react';
import type { OrderListQuery } from './query';

type Filters = Omit<OrderListQuery, 'page' | 'size' | 'status'>;
interface Values extends Omit<Filters, 'startDate' | 'endDate'> {
  range?: [Dayjs, Dayjs] | null;
}

const options = (list: readonly { value: string; label: string }[]) =>
  list.map((o) => ({ value: o.value, label: o.label }));

/** The order list's filters: type, payment method, source, 下单时间, and a search in the chosen field. */
export function OrderFilters(p: { value: OrderListQuery; onSearch: (f: Partial<Filters>) => void }) {
  const [form] = Form.useForm<Values>();
  useEffect(() => {
    const { startDate, endDate, type, payMethod, source, searchField, keyword } = p.value;
    form.setFieldsValue({
      type,
      payMethod,
      source,
      searchField,
      keyword,
      range: startDate && endDate ? [dayjs(startDate), dayjs(endDate)] : null,
    });
  }, [p.value, form]);
  const empty: Partial<Filters> = {
    type: undefined,
    payMethod: undefined,
    source: undefined,
    startDate: undefined,
    endDate: undefined,
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
        p.onSearch({
          ...v,
          keyword: v.keyword?.trim() || undefined,
          startDate: range?.[0].format('YYYY-MM-DD'),
          endDate: range?.[1].format('YYYY-MM-DD'),
        })
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
      <Form.Item name="range">
        <DatePicker.RangePicker aria-label="下单时间" placeholder={['下单开始', '下单结束']} style={{ width: 250 }} />
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
              p.onSearch(empty);
            }}
          >
            重置
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
}
