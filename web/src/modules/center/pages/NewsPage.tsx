import { useState } from 'react';
import { trpc } from '../../../app/trpc';
import { ArticleList, FIRST_PAGE, type ListState } from '../ArticleList';
import { CenterLayout } from '../CenterLayout';

/** /center/product: product news and industry articles (`home.newsList`). */
export function NewsPage() {
  const [state, setState] = useState<ListState>(FIRST_PAGE);
  const list = trpc.home.newsList.useQuery(
    { page: state.page, size: state.size, keyword: state.keyword || undefined },
    { placeholderData: (previous) => previous },
  );
  return (
    <CenterLayout kind="product">
      <ArticleList kind="product" title="产品动态" query={list} state={state} onChange={setState} />
    </CenterLayout>
  );
}
