import { ArrowLeftOutlined } from '@ant-design/icons';
import { Card, Divider, Skeleton, Typography } from 'antd';
import { useMemo } from 'react';
import { Link, useParams } from 'react-router-dom';
import { fitHeadings } from '../../../app/outline-html';
import { sanitizeHtml } from '../../../app/sanitize';
import { trpc } from '../../../app/trpc';
import { Button } from '../../../widgets/busy';
import { Heading } from '../../../widgets/Heading';
import { LoadError, NotFound } from '../../../widgets/load-error/LoadError';
import { isCenterKind, KIND_LISTS, KIND_TITLES } from '../kinds';

/** /center/centerInfo/{type}/{id}: one notice, product news or tutorial. */
export function DetailPage() {
  const params = useParams();
  const kind = isCenterKind(params.type) ? params.type : null;
  const id = Number(params.id);
  // One query per kind, only the right one runs: hooks cannot be chosen conditionally.
  const notice = trpc.home.notice.useQuery({ id }, { enabled: kind === 'notice' });
  const news = trpc.home.news.useQuery({ id }, { enabled: kind === 'product' });
  const study = trpc.home.study.useQuery({ id }, { enabled: kind === 'study' });
  const query = kind === 'notice' ? notice : kind === 'product' ? news : study;
  // The article's own headings stand under its title (h2): they start at h3.
  const html = useMemo(() => (query.data ? fitHeadings(sanitizeHtml(query.data.content), 3) : ''), [query.data]);

  if (!kind) return <NotFound back={{ to: '/center/notice' }} />;
  if (query.isError)
    return (
      <LoadError
        error={query.error}
        onRetry={query.refetch}
        retrying={query.isFetching}
        what="内容"
        back={{ to: KIND_LISTS[kind], label: `返回${KIND_TITLES[kind]}` }}
      />
    );
  return (
    <Card>
      <Link to={KIND_LISTS[kind]}>
        <Button type="link" icon={<ArrowLeftOutlined />} style={{ paddingInline: 0 }}>
          返回{KIND_TITLES[kind]}
        </Button>
      </Link>
      {query.data ? (
        <article style={{ maxWidth: 860, margin: '0 auto' }}>
          <Heading look={3}>{query.data.title}</Heading>
          <Typography.Text type="secondary">{query.data.createTime}</Typography.Text>
          <Divider />
          <div
            className="zx-article"
            style={{ lineHeight: 1.8, overflowWrap: 'anywhere' }}
            // Sanitised with DOMPurify above.
            // biome-ignore lint/security/noDangerouslySetInnerHtml: article bodies are HTML by contract
            dangerouslySetInnerHTML={{ __html: html }}
          />
        </article>
      ) : (
        <Skeleton active paragraph={{ rows: 8 }} />
      )}
    </Card>
  );
}
