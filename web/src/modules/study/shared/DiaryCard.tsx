import { HeartFilled, HeartOutlined, MessageOutlined } from '@ant-design/icons';
import type { Diary } from '@console/contracts';
import { Avatar, Card, Flex, Image, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { useMessage } from '../../../app/message';
import { trpc } from '../../../app/trpc';
import { Button } from '../../../widgets/busy';
import { LinkButton } from '../../../widgets/LinkButton';
import { studyPaths } from './paths';
import { succeeded } from './settled';

/** One diary in a feed: who, when, what they wrote and showed, the school's like, and a way into its comments. */
export function DiaryCard({ diary: d, showTask }: { diary: Diary; showTask?: boolean }) {
  const message = useMessage();
  const utils = trpc.useUtils();
  const like = trpc.studyDiary.like.useMutation();
  return (
    <Card size="small">
      <Flex vertical gap={8}>
        <Flex gap={8} align="center">
          <Avatar src={d.avatar || undefined} alt="">
            {d.studentName.slice(0, 1)}
          </Avatar>
          <Flex vertical>
            <Link to={studyPaths.diaryTable(d.studentId, d.checkId)}>{d.studentName}</Link>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {d.date} 打卡{showTask ? ` · ${d.checkTitle}` : ''}
            </Typography.Text>
          </Flex>
        </Flex>
        <Typography.Paragraph style={{ margin: 0 }}>{d.content}</Typography.Paragraph>
        {d.images.length > 0 ? (
          <Image.PreviewGroup>
            <Flex gap={6} wrap>
              {d.images.map((src) => (
                <Image
                  key={src}
                  src={src}
                  width={72}
                  height={72}
                  style={{ objectFit: 'cover', borderRadius: 4 }}
                  alt="打卡图片"
                />
              ))}
            </Flex>
          </Image.PreviewGroup>
        ) : null}
        <Flex gap={8}>
          <Button
            size="small"
            type="text"
            aria-pressed={d.liked}
            // The heart icon has no name: without one a screen reader reads the count alone.
            aria-label={`点赞 ${d.likeCount}`}
            icon={d.liked ? <HeartFilled style={{ color: '#eb2f96' }} /> : <HeartOutlined />}
            loading={like.isPending}
            onClick={async () => {
              if (!(await succeeded(like.mutateAsync({ diaryId: d.id, liked: !d.liked })))) return;
              void message.success(d.liked ? '已取消点赞' : '已点赞');
              await utils.studyDiary.invalidate();
            }}
          >
            {d.likeCount}
          </Button>
          <LinkButton to={studyPaths.studentDiary(d.id)} size="small" type="text" icon={<MessageOutlined />}>
            {d.comments.length} 条点评
          </LinkButton>
        </Flex>
      </Flex>
    </Card>
  );
}
