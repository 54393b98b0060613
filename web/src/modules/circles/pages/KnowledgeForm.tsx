import { circleKnowledge, KNOWLEDGE_TYPE } from '@console/contracts';
import { Skeleton } from 'antd';
import { useParams, useSearchParams } from 'react-router-dom';
import { trpc } from '../../../app/trpc';
import { ResourceForm } from '../../../engine';
import { LoadError, NotFound } from '../../../widgets/load-error/LoadError';
import { CIRCLES_LIST, circleIdOf, KNOWLEDGE_BASE, managementPath } from '../parts/paths';

type Values = Record<string, unknown>;

/** An item carries the one thing its type shows: the others' files and text are left out of the save. */
function onlyItsMedia(v: Values): Values {
  return {
    ...v,
    content: v.type === KNOWLEDGE_TYPE.article ? v.content : '',
    video: v.type === KNOWLEDGE_TYPE.video ? v.video : '',
    audio: v.type === KNOWLEDGE_TYPE.audio ? v.audio : '',
  };
}

function Form({ circleId }: { circleId: number }) {
  return (
    <ResourceForm
      resource={circleKnowledge}
      base={KNOWLEDGE_BASE}
      parentId={circleId}
      backTo={managementPath(circleId, 'knowledge')}
      fields={{
        content: { visible: (v) => v.type === KNOWLEDGE_TYPE.article },
        video: { visible: (v) => v.type === KNOWLEDGE_TYPE.video, extra: 'MP4 或 MOV，不超过 500MB' },
        audio: { visible: (v) => v.type === KNOWLEDGE_TYPE.audio, extra: 'MP3 等常见音频，不超过 100MB' },
      }}
      initial={() => ({ type: KNOWLEDGE_TYPE.article })}
      transform={onlyItsMedia}
    />
  );
}

/** 知识 of no circle (the address names none) or whose load failed: the one not-found, or the failure with 重试. */
function Missing({ query }: { query?: { error: unknown; refetch: () => unknown; isFetching: boolean } }) {
  const back = { to: CIRCLES_LIST, label: '返回圈子列表' };
  if (!query?.error) return <NotFound back={back} />;
  return <LoadError error={query.error} onRetry={query.refetch} retrying={query.isFetching} what="知识" back={back} />;
}

/** 新增知识: of the circle the query names (the management page's 新增 sends it). */
export function KnowledgeCreate() {
  const [search] = useSearchParams();
  const circleId = circleIdOf(search);
  return circleId ? <Form circleId={circleId} /> : <Missing />;
}

/** 编辑知识: the item's own circle is where 取消 and a save go back to. */
export function KnowledgeEdit() {
  const id = Number(useParams().id);
  // The form loads the same item; this read shares its cache and tells the circle.
  const item = trpc.circleKnowledge.get.useQuery({ id }, { enabled: id > 0 });
  if (item.error || !(id > 0)) return <Missing query={item} />;
  if (!item.data) return <Skeleton active style={{ padding: 24 }} />;
  return <Form circleId={item.data.circleId} />;
}
