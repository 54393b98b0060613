import { MSG, MSG_EXTRA } from '@console/contracts';
import { Result } from 'antd';
import type { ReactElement } from 'react';
import { useNavigate } from 'react-router-dom';
import { describeError, errorText } from '../../app/error-policy';
import { Button } from '../busy';

export interface LoadErrorProps {
  error: unknown;
  /** Refetches what failed. */
  onRetry: () => unknown;
  retrying?: boolean;
  /** What failed to load, in the page's words (照片, 线索, 概况数据). */
  what?: string;
  /** Inside a table or a card: no big icon. */
  compact?: boolean;
  /**
   * Where a person goes back to (an edit or detail page's list). With it, an item that is not found offers only
   * the way back: asking again cannot bring a deleted item back.
   */
  back?: { to: string; label?: string };
}

/**
 * What a list, grid, detail or chart shows when its load failed: what happened and a 重试 button, never the
 * empty state (an album that failed to load is not an empty album).
 */
export function LoadError({ error, onRetry, retrying, what = '数据', compact, back }: LoadErrorProps) {
  const notFound = describeError(error).kind === 'notFound';
  if (notFound && back) return <NotFound back={back} />;
  const retry =
    notFound && back ? null : (
      <Button key="retry" type="primary" loading={retrying} onClick={() => void onRetry()}>
        重试
      </Button>
    );
  const way = back ? <BackButton key="back" to={back.to} label={back.label} primary={!retry} /> : null;
  return (
    <Result
      status={notFound ? '404' : 'warning'}
      icon={compact ? null : undefined}
      title={notFound ? MSG_EXTRA.notFound : `${what}加载失败`}
      subTitle={notFound ? undefined : errorText(error, MSG.network)}
      style={compact ? { padding: '16px 0' } : undefined}
      extra={[retry, way]}
      role="alert"
    />
  );
}

/**
 * The one not-found of the edit and detail pages: 数据不存在或已被删除 and the way back to the list, nothing to
 * retry (the item is gone, or the typed id never was). LoadError shows it for a load that was not found; a page
 * whose address names no valid id shows it without asking.
 */
export function NotFound({ back }: { back: { to: string; label?: string } }) {
  return (
    <Result
      status="404"
      title={MSG_EXTRA.notFound}
      extra={<BackButton to={back.to} label={back.label} primary />}
      role="alert"
    />
  );
}

function BackButton({ to, label = '返回列表', primary }: { to: string; label?: string; primary: boolean }) {
  const navigate = useNavigate();
  return (
    <Button type={primary ? 'primary' : 'default'} onClick={() => navigate(to)}>
      {label}
    </Button>
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
 * What a picker's dropdown shows: 加载中… while its list loads, `none` when it holds nothing; and when its list
 * failed, the load error with 重试 under the (empty) list (a list that did not load has not found nothing). The
 * error stands outside the list box, which may hold options only.
 */
export function pickerLoad(query: LoadState & { data?: unknown }, what: string, none = '没有找到') {
  const failed = Boolean(query.error) && !query.isFetching && query.data === undefined;
  if (!failed) return { notFoundContent: query.isFetching ? '加载中…' : none };
  return {
    // Something, or antd would not open the dropdown at all; nothing to read in the list box itself.
    notFoundContent: <span />,
    popupRender: (list: ReactElement) => (
      <>
        {list}
        <LoadError error={query.error} onRetry={query.refetch} what={what} compact />
      </>
    ),
  };
}
