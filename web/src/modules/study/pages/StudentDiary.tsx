import { diaryCalls } from '@console/contracts';
import { Card, Flex } from 'antd';
import { useNavigate } from 'react-router-dom';
import { trpc } from '../../../app/trpc';
import { schemaRule } from '../../../widgets/form/checks';
import { LoadError } from '../../../widgets/load-error/LoadError';
import { CommentsCard } from '../shared/CommentsCard';
import { DiaryCard } from '../shared/DiaryCard';
import { useNumberParam } from '../shared/ids';
import { MissingId } from '../shared/MissingId';
import { studyPaths } from '../shared/paths';
import { succeeded } from '../shared/settled';

const commentRule = schemaRule(diaryCalls.comment.input.shape.content);

/** 学员日记 (`/studentDiary/{id}`): one diary with its likes, the teachers' and parents' comments, and a new comment. */
export function StudentDiary() {
  const id = useNumberParam('id');
  const _navigate = useNavigate();
  const utils = trpc.useUtils();
  const diary = trpc.studyDiary.get.useQuery({ id: id ?? 0 }, { enabled: Boolean(id) });
  const comment = trpc.studyDiary.comment.useMutation({ meta: { formFields: ['content'] } });
  const remove = trpc.studyDiary.removeComment.useMutation();
  if (!id) return <MissingId what="日记" back={studyPaths.checks} />;
  if (diary.error)
    return (
      <LoadError
        error={diary.error}
        onRetry={diary.refetch}
        retrying={diary.isFetching}
        what="日记"
        back={{ to: studyPaths.checks, label: '返回打卡管理' }}
      />
    );
  const d = diary.data;
  return (
    <Card loading={!d} title={d ? `${d.studentName} 的打卡日记` : '学员日记'} style={{ maxWidth: 900 }}>
      {d ? (
        <Flex vertical gap={16}>
          <DiaryCard diary={d} showTask />
          <CommentsCard
            noun="点评"
            comments={d.comments}
            rule={commentRule}
            placeholder="表扬进步，提出建议"
            rows={3}
            posting={comment.isPending}
            onPost={async (content) => {
              if (!(await succeeded(comment.mutateAsync({ diaryId: id, content })))) return false;
              await utils.studyDiary.invalidate();
              return true;
            }}
            onRemove={async (commentId) => {
              if (await succeeded(remove.mutateAsync({ id: commentId }))) await utils.studyDiary.invalidate();
            }}
          />
        </Flex>
      ) : null}
    </Card>
  );
}
