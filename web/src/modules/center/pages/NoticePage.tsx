import { useState } from 'react';
import { trpc } from '../../../app/trpc';
import { ArticleList, FIRST_PAGE, type ListState } from '../ArticleList';
import { CenterLayout } from '../CenterLayout';

/** /center/notice: the platform's notices (`home.notices`). */
export function NoticePage() {
  const [state, setState] = useState<ListState>(FIRST_PAGE);
  const list = trpc.home.notices.useQuery(
    { page: state.page, size: state.size, keyword: state.keyword || undefined },
    { placeholderData: (previous) => previous },
  );
  return (
    <CenterLayout kind="notice">
      <ArticleList kind="notice" title="平台公告" query={list} state={state} onChange={setState} />
    </CenterLayout>
  );
}
