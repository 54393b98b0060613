import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { optionLabel, studyGrowth, TARGETS } from '@console/contracts';
import { Card, Descriptions, Flex, Image, Tag, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useMessage } from '../../../app/message';
import { trpc } from '../../../app/trpc';
import { Button, Popconfirm } from '../../../widgets/busy';
import { schemaRule } from '../../../widgets/form/checks';
import { LoadError } from '../../../widgets/load-error/LoadError';
import { CommentsCard } from '../shared/CommentsCard';
import { useNumberParam } from '../shared/ids';
import { MissingId } from '../shared/MissingId';
import { studyPaths } from '../shared/paths';
import { succeeded } from '../shared/settled';

const commentRule = schemaRule(studyGrowth.calls.comment.input.shape.content);

/** 成长详情 (`?id=`): a growth record with its photos and video, who read it, and the comments under it. */
export function GrowthDetail() {
  const id = useNumberParam('id');
  const navigate = useNavigate();
  const message = useMessage();
  const utils = trpc.useUtils();
  const record = trpc.studyGrowth.get.useQuery({ id: id ?? 0 }, { enabled: Boolean(id) });
  const comments = trpc.studyGrowth.comments.useQuery({ growthId: id ?? 0 }, { enabled: Boolean(id) });
  const comment = trpc.studyGrowth.comment.useMutation({ meta: { formFields: ['content'] } });
  const removeComment = trpc.studyGrowth.removeComment.useMutation();
  const remove = trpc.studyGrowth.remove.useMutation();
  if (!id) return <MissingId what="成长记录" back={studyPaths.growth} />;
  if (record.error)
    return (
      <LoadError
        error={record.error}
        onRetry={record.refetch}
        retrying={record.isFetching}
        what="成长记录"
        back={{ to: studyPaths.growth, label: '返回成长日历' }}
      />
    );
  const r = record.data;
  return (
    <Card
      loading={!r}
      title="成长详情"
      extra={
        <Flex gap={8}>
          <Button icon={<EditOutlined />} onClick={() => navigate(studyPaths.growthEdit(id))}>
            编辑
          </Button>
          <Popconfirm
            title="删除这条成长记录？"
            okText="删除"
            cancelText="取消"
            onConfirm={async () => {
              if (!(await succeeded(remove.mutateAsync({ id })))) return;
              void message.success('删除成功!');
              await utils.studyGrowth.invalidate();
              navigate(studyPaths.growth);
            }}
          >
            <Button danger icon={<DeleteOutlined />}>
              删除
            </Button>
          </Popconfirm>
        </Flex>
      }
    >
      {r ? (
        <Flex vertical gap={16}>
          <Descriptions
            column={{ xs: 1, md: 2, xl: 3 }}
            items={[
              { key: 'target', label: optionLabel(TARGETS, r.target), children: r.targetName },
              { key: 'date', label: '记录日期', children: r.date },
              {
                key: 'tags',
                label: '标签',
                children: r.tags?.length
                  ? r.tags.map((t) => (
                      <Tag key={t} color="blue">
                        {t}
                      </Tag>
                    ))
                  : '—',
              },
              {
                key: 'push',
                label: '推送家长',
                children: r.isPush === '1' ? `已推送，${r.readCount}/${r.total} 人已读` : '未推送',
              },
            ]}
          />
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', fontSize: 15 }}>{r.content}</Typography.Paragraph>
          {r.images?.length ? (
            <Image.PreviewGroup>
              <Flex wrap gap={8}>
                {r.images.map((src) => (
                  <Image
                    key={src}
                    src={src}
                    width={160}
                    height={120}
                    style={{ objectFit: 'cover', borderRadius: 6 }}
                    alt="成长照片"
                  />
                ))}
              </Flex>
            </Image.PreviewGroup>
          ) : null}
          {r.video ? (
            // biome-ignore lint/a11y/useMediaCaption: parents' classroom clips come without captions
            <video src={r.video} controls style={{ maxWidth: '100%', width: 480, borderRadius: 6 }} />
          ) : null}
          <CommentsCard
            noun="评论"
            comments={comments.data}
            load={comments}
            rule={commentRule}
            placeholder="对孩子说点什么"
            rows={2}
            posting={comment.isPending}
            onPost={async (content) => {
              if (!(await succeeded(comment.mutateAsync({ growthId: id, content })))) return false;
              await utils.studyGrowth.invalidate();
              return true;
            }}
            onRemove={async (commentId) => {
              if (await succeeded(removeComment.mutateAsync({ id: commentId }))) await utils.studyGrowth.invalidate();
            }}
          />
        </Flex>
      ) : null}
    </Card>
  );
}
