import { InboxOutlined } from '@ant-design/icons';
import { LIMITS, SECTION_MEDIA } from '@console/contracts';
import { Alert, Card, Flex, Form, Space, Typography, Upload } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useMessage } from '../../../app/message';
import { type RouterInputs, trpc } from '../../../app/trpc';
import { useUnobservedMutation } from '../../../app/unobserved-mutation';
import { Button } from '../../../widgets/busy';
import { mediaKindOf, readMediaDuration } from '../../../widgets/upload/media-duration';
import { type QueueItem, queueSummary, readyInOrder } from '../../../widgets/upload/queue';
import { checkMedia, isMp3 } from '../../../widgets/upload/rules';
import { type QueueNote, UploadQueue } from '../../../widgets/upload/UploadQueue';
import { useUploadQueue } from '../../../widgets/upload/useUploadQueue';
import { CourseSelect } from '../CourseSelect';
import { DraftList } from '../DraftList';
import { sectionsPath } from '../paths';

const titleOf = (name: string) =>
  name
    .replace(/\.[^.]+$/, '')
    .trim()
    .slice(0, 40) || '未命名';
const percentOf = (r: { fileSize: number; checkpoint: { partSize: number; doneParts: unknown[] } | null }) =>
  r.checkpoint && r.fileSize > 0
    ? Math.min(99, Math.floor(((r.checkpoint.doneParts.length * r.checkpoint.partSize) / r.fileSize) * 100))
    : 0;

/**
 * 批量上传 (spec §2 /vod/batch): many videos and audios at once, straight to OSS. Each file is checked by the
 * spec's media rules, goes up resumably (three at a time), and becomes a draft; with a course chosen, the
 * drafts join it as sections in the order the files were queued.
 */
export function BatchUpload() {
  const message = useMessage();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const utils = trpc.useUtils();
  const [courseId, setCourseId] = useState<number | undefined>(Number(search.get('courseId')) || undefined);
  const course = useRef(courseId);
  course.current = courseId;
  // Unobserved: the page renders what the queue and `placed` say, not each call's pending and success.
  const saveDraft = useUnobservedMutation((input: RouterInputs['vodDraft']['save']) =>
    utils.client.vodDraft.save.mutate(input),
  );
  const assign = useUnobservedMutation((input: RouterInputs['vodDraft']['assign']) =>
    utils.client.vodDraft.assign.mutate(input),
  );
  /** One placement at a time: files that become ready meanwhile are placed when it ends. */
  const [assigning, setAssigning] = useState(false);
  const [placed, setPlaced] = useState<ReadonlyMap<string, number>>(new Map());
  const [blocked, setBlocked] = useState(false);
  /** Drafts of this batch saved without a course: the drafts' table lists them until they join one. */
  const listed = useRef(new Set<number>());

  const queue = useUploadQueue<number>({
    validate: (file) => checkMedia(file, 'both', LIMITS.videoDefaultMaxMb),
    describe: async (file) => ({ duration: await readMediaDuration(file, mediaKindOf(file)) }),
    meta: () => ({ courseId: course.current }),
    onUploaded: async (file, uploaded, meta) => {
      const audio = isMp3(file);
      const duration = typeof meta.duration === 'number' ? Math.round(meta.duration) : undefined;
      const draft = await saveDraft({
        title: titleOf(file.name),
        mediaType: audio ? SECTION_MEDIA.audio : SECTION_MEDIA.video,
        ...(audio ? { audio: uploaded.url } : { video: uploaded.url }),
        ...(duration ? { duration } : {}),
        size: file.size,
      });
      // With a course, the draft joins it next and never shows in the drafts' table.
      if (meta.courseId === undefined) {
        listed.current.add(draft.id);
        void utils.vodDraft.list.invalidate();
      }
      return draft.id;
    },
  });

  // An unfinished batch of an earlier visit goes on into the course it was for.
  const restored = useRef(false);
  useEffect(() => {
    if (restored.current || courseId !== undefined) return;
    const earlier = queue.pending.find((r) => typeof r.meta.courseId === 'number');
    if (earlier) {
      restored.current = true;
      setCourseId(earlier.meta.courseId as number);
    }
  }, [queue.pending, courseId]);

  // Finished files join the course in queue order, as soon as every file before them has.
  const ready = readyInOrder(queue.items, new Set(placed.keys()));
  const readyKey = ready.map((i) => i.id).join();
  // biome-ignore lint/correctness/useExhaustiveDependencies: readyKey stands for `ready`
  useEffect(() => {
    if (!courseId || blocked || assigning || ready.length === 0) return;
    const batch = ready;
    const ids = batch.map((i) => i.result as number);
    setAssigning(true);
    assign({ ids, courseId })
      .then(async (out) => {
        setPlaced((m) => new Map([...m, ...batch.map((i, k) => [i.id, out.sectionIds[k] as number] as const)]));
        // Only what changed is refetched: the drafts' table when it listed one of these, and the courses (the
        // picker shows their section counts) once the batch is placed, below. Refetching both after every file
        // redrew them all through the batch.
        await Promise.all([
          ids.some((id) => listed.current.has(id)) ? utils.vodDraft.invalidate() : undefined,
          utils.vodSection.invalidate(),
          utils.vodCourse.invalidate(undefined, { refetchType: 'none' }),
        ]);
      })
      .catch(() => {
        // They stay drafts: the drafts' table lists them, to be placed from there if the retry fails too.
        for (const id of ids) listed.current.add(id);
        void utils.vodDraft.list.invalidate();
        setBlocked(true);
      })
      .finally(() => setAssigning(false));
  }, [courseId, blocked, readyKey, assigning]);

  // The queue changes several times a second while files go up; the parts of the page that do not show it
  // are kept as elements so that React passes over them (tests/bench/vod-batch.ts measures the page's cost).
  const coursePicker = useMemo(
    () => (
      <Form layout="vertical">
        <Form.Item label="加入课程" extra="上传完成的文件按列表顺序成为该课程的章节；不选课程则存为草稿，之后再分配。">
          <CourseSelect
            value={courseId}
            onChange={(id) => {
              setCourseId(id);
              setBlocked(false);
            }}
            allowClear
            placeholder="不选择课程（存为草稿）"
          />
        </Form.Item>
      </Form>
    ),
    [courseId],
  );
  const { add } = queue;
  const picker = useMemo(
    () => (
      <Upload.Dragger
        multiple
        accept=".mp4,.mov,.mp3,video/mp4,video/quicktime,audio/mpeg"
        showUploadList={false}
        beforeUpload={(file, list) => {
          // antd calls this once per file with the whole pick: the queue takes the pick once, in its order.
          if (file === list[0])
            void add(list as File[]).then((added) => {
              for (const a of added) if (a.refused) void message.error(a.refused);
            });
          return Upload.LIST_IGNORE;
        }}
        aria-label="选择文件"
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">点击或拖入视频、音频文件</p>
        <p className="ant-upload-hint">
          支持 MP4、MOV 视频和 MP3 音频，单个不超过 {LIMITS.videoDefaultMaxMb}MB；同时上传 3
          个，断网或刷新后重新选择同一文件可从断点继续
        </p>
      </Upload.Dragger>
    ),
    [add, message],
  );

  const noteOf = (item: QueueItem<number>): QueueNote | null => {
    if (item.status !== 'done') return null;
    if (placed.has(item.id)) return { text: '已加入课程', color: 'green' };
    if (!courseId) return { text: '已存为草稿' };
    return blocked ? { text: '未加入课程', color: 'error' } : { text: '等待前面的文件完成' };
  };

  const summary = queueSummary(queue.items);
  const allPlaced = summary.done > 0 && summary.active === 0 && ready.length === 0 && courseId !== undefined;
  useEffect(() => {
    if (allPlaced) void utils.vodCourse.invalidate();
  }, [allPlaced, utils]);

  return (
    <Flex vertical gap={16}>
      <Card title="批量上传">
        {coursePicker}
        {queue.pending.length > 0 ? (
          <Alert
            type="warning"
            showIcon
            style={{ marginBottom: 16 }}
            title={`上次有 ${queue.pending.length} 个文件没有传完`}
            description={
              <Space direction="vertical" size={4}>
                <span>
                  {queue.pending.map((r) => `${r.fileName}（${r.url ? '已上传' : `${percentOf(r)}%`}）`).join('、')}
                </span>
                <span>重新选择这些文件，会从断点继续上传，已传完的部分不会重传。</span>
              </Space>
            }
            action={
              <Button size="small" onClick={() => void queue.forgetPending()}>
                放弃
              </Button>
            }
          />
        ) : null}
        {picker}
        {queue.items.length > 0 ? (
          <>
            <Flex justify="space-between" align="center" wrap gap={8} style={{ margin: '16px 0 8px' }}>
              <Typography.Text type="secondary">
                共 {summary.total} 个文件 · 成功 {summary.done} · 失败 {summary.failed} · 已拒绝 {summary.refused}
              </Typography.Text>
              {allPlaced ? (
                <Button type="link" onClick={() => navigate(sectionsPath(courseId))}>
                  查看课程章节
                </Button>
              ) : null}
            </Flex>
            {blocked ? (
              <Alert
                type="error"
                showIcon
                style={{ marginBottom: 8 }}
                title="上传完成的文件没能加入课程"
                description="文件已存为草稿，可以重试，或稍后在下方草稿中选择后加入课程。"
                action={
                  <Button size="small" onClick={() => setBlocked(false)}>
                    重试
                  </Button>
                }
              />
            ) : null}
            <UploadQueue
              items={queue.items}
              onPause={queue.pause}
              onResume={queue.resume}
              onRemove={queue.remove}
              onPauseAll={queue.pauseAll}
              onResumeAll={queue.resumeAll}
              note={noteOf}
            />
          </>
        ) : null}
      </Card>
      <DraftList />
    </Flex>
  );
}
