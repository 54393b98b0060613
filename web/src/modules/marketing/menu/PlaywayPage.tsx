import {
  CAMPAIGN_STATUS,
  type CampaignSummary,
  campaignQuery,
  fromQuery,
  PLAYWAY_OPTIONS,
  PLAYWAYS,
} from '@console/contracts';
import { keepPreviousData } from '@tanstack/react-query';
import { Card, Form, Image, Input, Select, Space, Tag, Typography } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { trpc } from '../../../app/trpc';
import { ListPagination, ListTable, useAddressForm } from '../../../engine';
import { writeListQuery } from '../../../engine/list-params';
import { useShell } from '../../../shell/context';
import { useMenuNavigate } from '../../../shell/useMenuNavigate';
import { Button } from '../../../widgets/busy';
import { dataOf, dataPageOf, editOf } from '../shared/paths';
import { StatusTag } from '../shared/StatusTag';

const labelOf = (type: CampaignSummary['type']) => PLAYWAYS.find((p) => p.key === type)?.label ?? type;

/**
 * 营销玩法: the campaigns of every playway in one list (type, name, status, time, people), filtered by
 * type, status and name. Opening one goes to its data page or its edit page, through the product gate of
 * its playway.
 */
const SEARCH_KEYS = ['type', 'status', 'keyword'] as const;

export function PlaywayPage() {
  const [search, setSearch] = useSearchParams();
  const [form] = Form.useForm();
  const { table } = useShell();
  const open = useMenuNavigate();
  const raw = Object.fromEntries([...search].filter(([, v]) => v !== ''));
  const parsed = campaignQuery.safeParse(fromQuery(campaignQuery, raw));
  const query = parsed.success ? parsed.data : campaignQuery.parse({});
  const list = trpc.marketing.campaigns.useQuery(query, { placeholderData: keepPreviousData });
  const searched = useAddressForm(form, query, SEARCH_KEYS, (q) => ({
    type: q.type,
    status: q.status,
    keyword: q.keyword,
  }));
  const setQuery = (patch: Record<string, unknown>) => setSearch(writeListQuery({ ...query, ...patch }, search));
  /** Opens a page of a campaign's playway; the playway's product gate applies as in the menus. */
  const go = (to: string, pattern: string) => open({ to, node: table.all.find((n) => n.fullPath === pattern) });

  return (
    <Card title="营销玩法">
      <Form
        form={form}
        layout="inline"
        aria-label="搜索"
        style={{ rowGap: 12, marginBottom: 16 }}
        onFinish={(v: Record<string, unknown>) => setQuery({ ...searched(v), page: 1 })}
      >
        <Form.Item name="type">
          <Select
            allowClear
            placeholder="活动类型"
            aria-label="活动类型"
            options={PLAYWAY_OPTIONS}
            style={{ width: 140 }}
          />
        </Form.Item>
        <Form.Item name="status">
          <Select
            allowClear
            placeholder="活动状态"
            aria-label="活动状态"
            options={CAMPAIGN_STATUS.map((s) => ({ value: s.value, label: s.label }))}
            style={{ width: 130 }}
          />
        </Form.Item>
        <Form.Item name="keyword">
          <Input allowClear placeholder="搜索活动名称" maxLength={50} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item>
          <Space>
            <Button type="primary" htmlType="submit">
              查询
            </Button>
            <Button
              onClick={() => {
                form.resetFields();
                setQuery({ ...searched({ type: undefined, status: undefined, keyword: undefined }), page: 1 });
              }}
            >
              重置
            </Button>
          </Space>
        </Form.Item>
      </Form>
      <ListTable<CampaignSummary>
        rowKey={(r) => `${r.type}-${r.id}`}
        dataSource={list.data?.list ?? []}
        query={list}
        pagination={false}
        columns={[
          { key: 'type', title: '活动类型', render: (_, r) => <Tag color="blue">{labelOf(r.type)}</Tag> },
          {
            key: 'title',
            title: '活动名称',
            render: (_, r) => (
              <Space>
                <Image src={r.cover} width={64} height={40} style={{ objectFit: 'cover', borderRadius: 4 }} alt="" />
                <Typography.Text strong>{r.title}</Typography.Text>
              </Space>
            ),
          },
          { key: 'status', title: '活动状态', render: (_, r) => <StatusTag status={r.status} /> },
          {
            key: 'time',
            title: '活动时间',
            render: (_, r) => (
              <Typography.Text style={{ fontSize: 12, whiteSpace: 'nowrap' }}>
                {r.startTime}
                <br />至 {r.endTime}
              </Typography.Text>
            ),
          },
          { key: 'participants', dataIndex: 'participants', title: '参与人数', align: 'right' },
          {
            key: 'isShow',
            title: '上架状态',
            render: (_, r) => (r.isShow === '1' ? <Tag color="success">已上架</Tag> : <Tag>已下架</Tag>),
          },
          {
            key: 'actions',
            title: '操作',
            render: (_, r) => (
              <Space size={0}>
                <Button type="link" size="small" onClick={() => go(dataOf(r.type, r.id), dataPageOf(r.type))}>
                  数据
                </Button>
                <Button
                  type="link"
                  size="small"
                  onClick={() => go(editOf(r.type, r.id), editOf(r.type, 0).replace(/0$/, ':id'))}
                >
                  编辑
                </Button>
              </Space>
            ),
          },
        ]}
      />
      <ListPagination
        page={query.page}
        size={query.size}
        total={list.data?.total}
        onChange={(page, size) => setQuery({ page, size })}
      />
    </Card>
  );
}
