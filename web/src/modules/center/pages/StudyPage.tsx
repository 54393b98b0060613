import { Flex, Tag } from 'antd';
import { useState } from 'react';
import { trpc } from '../../../app/trpc';
import { ArticleList, FIRST_PAGE, type ListState } from '../ArticleList';
import { CenterLayout } from '../CenterLayout';

/** /center/study: tutorials by category (`home.studyCategories`, `home.studyList`). */
export function StudyPage() {
  const [state, setState] = useState<ListState>(FIRST_PAGE);
  const [categoryId, setCategoryId] = useState<number | null>(null);
  const categories = trpc.home.studyCategories.useQuery(undefined, { staleTime: 10 * 60_000 });
  const list = trpc.home.studyList.useQuery(
    { page: state.page, size: state.size, keyword: state.keyword || undefined, categoryId: categoryId ?? undefined },
    { placeholderData: (previous) => previous },
  );
  return (
    <CenterLayout kind="study">
      <ArticleList
        kind="study"
        title="学习中心"
        query={list}
        state={state}
        onChange={setState}
        extra={
          <Flex wrap gap={8} role="group" aria-label="教程分类" style={{ marginBottom: 8 }}>
            {[{ id: 0, name: '全部' }, ...(categories.data ?? [])].map((c) => (
              <Tag.CheckableTag
                key={c.id}
                checked={(categoryId ?? 0) === c.id}
                onChange={() => {
                  setCategoryId(c.id === 0 ? null : c.id);
                  setState({ ...state, page: 1 });
                }}
              >
                {c.name}
              </Tag.CheckableTag>
            ))}
          </Flex>
        }
      />
    </CenterLayout>
  );
}
