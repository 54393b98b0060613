import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@console/contracts';
import { Card, Empty, Flex, Input, List, Pagination, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { RouterOutputs } from '../../app/trpc';
import { ListItemMeta } from '../../widgets/ListItemMeta';
import { tableLocale } from '../../widgets/load-error/LoadError';
import { type CenterKind, detailPath } from './kinds';

type Page = RouterOutputs['home']['notices'];

export interface ListState {
  page: number;
  size: number;
  keyword: string;
}

export const FIRST_PAGE: ListState = { page: 1, size: DEFAULT_PAGE_SIZE, keyword: '' };

/**
 * A paged list of articles with a keyword search. The page owns the list state, so a tab kept alive comes
 * back on the same page and search.
 */
export function ArticleList(props: {
  kind: CenterKind;
  title: string;
  /** The list's query: its page, whether it is loading, and its error (shown with 重试, never as empty). */
  query: { data: Page | undefined; isFetching: boolean; error: unknown; refetch: () => unknown };
  state: ListState;
  onChange: (next: ListState) => void;
  extra?: ReactNode;
}) {
  const { state, onChange } = props;
  return (
    <Card
      title={props.title}
      extra={
        <Input.Search
          allowClear
          placeholder="搜索标题"
          defaultValue={state.keyword}
          aria-label="搜索标题"
          onSearch={(keyword) => onChange({ ...state, page: 1, keyword: keyword.trim() })}
          style={{ width: 200, maxWidth: '42vw' }}
        />
      }
    >
      {props.extra}
      <List
        loading={props.query.isFetching}
        dataSource={props.query.data?.list ?? []}
        locale={
          tableLocale(props.query, props.title) ?? {
            emptyText: <Empty description={state.keyword ? '没有找到相关内容' : '暂无内容'} />,
          }
        }
        renderItem={(item) => (
          <List.Item key={item.id}>
            <ListItemMeta
              title={<Link to={detailPath(props.kind, item.id)}>{item.title}</Link>}
              description={
                <Flex vertical gap={2}>
                  {typeof item.summary === 'string' && item.summary ? (
                    <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} style={{ margin: 0 }}>
                      {item.summary}
                    </Typography.Paragraph>
                  ) : null}
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {item.createTime}
                  </Typography.Text>
                </Flex>
              }
            />
          </List.Item>
        )}
      />
      {!props.query.error && props.query.data && props.query.data.total > 0 ? (
        <Flex justify="end" style={{ marginTop: 16 }}>
          <Pagination
            current={state.page}
            pageSize={state.size}
            total={props.query.data.total}
            pageSizeOptions={PAGE_SIZES.map(String)}
            showSizeChanger
            showQuickJumper
            showTotal={(total) => `共 ${total} 条`}
            responsive
            onChange={(page, size) => onChange({ ...state, page: size === state.size ? page : 1, size })}
          />
        </Flex>
      ) : null}
    </Card>
  );
}
