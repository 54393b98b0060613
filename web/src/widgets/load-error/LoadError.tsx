import { MSG, MSG_EXTRA } from '@console/contracts';
import { Button, Flex, Result, Typography } from 'antd';
import type { ReactNode } from 'react';
import { describeError, errorText } from '../../app/error-policy';

export interface LoadErrorProps {
  error: unknown;
  /** Refetches what failed. */
  onRetry: () => unknown;
  retrying?: boolean;
  /** What failed to load, in the page's words (照片, 线索, 概况数据). */
  what?: string;
  /** Inside a table or a card: no big icon. */
  compact?: boolean;
}

/**
 * What a list, grid, detail or chart shows when its load failed: what happened and a 重试 button, never the
 * empty state (an album that failed to load is not an empty album).
 */
export function LoadError({ error, onRetry, retrying, what = '数据', compact }: LoadErrorProps) {
  const notFound = describeError(error).kind === 'notFound';
  return (
    <Result
      status={notFound ? '404' : 'warning'}
      icon={compact ? null : undefined}
      title={notFound ? MSG_EXTRA.notFound : `${what}加载失败`}
      subTitle={notFound ? undefined : errorText(error, MSG.network)}
      style={compact ? { padding: '16px 0' } : undefined}
      extra={
        <Button type="primary" loading={retrying} onClick={() => void onRetry()}>
          重试
        </Button>
      }
      role="alert"
    />
  );
}

/** What a query tells the places that show its load: whether it loads, how it failed, how to try again. */
export interface LoadState {
  error: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}

/** A query's load error as a table's empty text: the rows that are not there failed, they are not none. */
export function tableLocale(query: LoadState, what?: string) {
  return query.error
    ? {
        emptyText: (
          <LoadError error={query.error} onRetry={query.refetch} retrying={query.isFetching} what={what} compact />
        ),
      }
    : undefined;
}

/**
 * A picker's dropdown with no options: 加载中… while its list loads; when the list failed, what failed and a 重试
 * (a list that did not load has not found nothing); otherwise `none`.
 */
export function pickerEmpty(query: LoadState, what: string, none = '没有找到'): ReactNode {
  if (query.isFetching) return '加载中…';
  if (!query.error) return none;
  return (
    <Flex vertical align="center" gap={4} role="alert" style={{ padding: '8px 0' }}>
      <Typography.Text type="danger">{what}加载失败</Typography.Text>
      <Typography.Text type="secondary">{errorText(query.error, MSG.network)}</Typography.Text>
      <Button size="small" onClick={() => void query.refetch()}>
        重试
      </Button>
    </Flex>
  );
}
