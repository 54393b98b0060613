import { SECTION_MEDIA, vodDraft } from '@console/contracts';
import { Space, Tag } from 'antd';
import { memo, useState } from 'react';
import { useMessage } from '../../app/message';
import { trpc } from '../../app/trpc';
import { ResourceList } from '../../engine';
import { Button, Modal } from '../../widgets/busy';
import { CourseSelect } from './CourseSelect';
import { type Draft, DraftPreview, DraftRename } from './DraftDialogs';
import { formatDuration, formatSize } from './duration';

/**
 * 待分配的草稿: uploads not in a course yet, each to play (预览) and name (重命名) before it becomes a section; the
 * selected ones join a course as its last sections, in order.
 */
function DraftListView() {
  const message = useMessage();
  const utils = trpc.useUtils();
  const assign = trpc.vodDraft.assign.useMutation();
  const [picking, setPicking] = useState<{ ids: number[]; clear: () => void } | null>(null);
  const [courseId, setCourseId] = useState<number | undefined>();
  const [previewing, setPreviewing] = useState<Draft | null>(null);
  const [renaming, setRenaming] = useState<Draft | null>(null);
  return (
    <>
      <ResourceList
        files
        resource={vodDraft}
        base="/vod/batch"
        title="待分配的草稿"
        can={{ create: false }}
        columns={{
          mediaType: {
            render: (v: unknown) =>
              v === SECTION_MEDIA.audio ? <Tag color="purple">音频</Tag> : <Tag color="blue">视频</Tag>,
          },
          duration: { render: (v: unknown) => formatDuration(v as number | null) },
        }}
        extraColumns={[{ key: 'size', title: '大小', render: (_: unknown, r) => formatSize(r.size) }]}
        actionsWidth={200}
        rowActions={(r) => (
          <>
            <Button type="link" size="small" onClick={() => setPreviewing(r)} aria-label={`预览 ${r.title}`}>
              预览
            </Button>
            <Button type="link" size="small" onClick={() => setRenaming(r)} aria-label={`重命名 ${r.title}`}>
              重命名
            </Button>
          </>
        )}
        batchActions={(ids, clear) => (
          <Button type="primary" ghost disabled={ids.length === 0} onClick={() => setPicking({ ids, clear })}>
            加入课程
          </Button>
        )}
      />
      <Modal
        open={picking !== null}
        title="加入课程"
        okText="加入"
        okButtonProps={{ disabled: courseId === undefined, loading: assign.isPending }}
        onCancel={() => setPicking(null)}
        onOk={async () => {
          if (!picking || courseId === undefined) return;
          const ids = [...picking.ids].sort((a, b) => a - b);
          const out = await assign.mutateAsync({ ids, courseId }).catch(() => null);
          if (!out) return;
          void message.success(`已将 ${out.sectionIds.length} 个草稿加入课程`);
          picking.clear();
          setPicking(null);
          await Promise.all([utils.vodDraft.invalidate(), utils.vodSection.invalidate(), utils.vodCourse.invalidate()]);
        }}
      >
        <Space direction="vertical" style={{ width: '100%' }}>
          <span>所选 {picking?.ids.length ?? 0} 个草稿将按上传的先后成为课程最后的章节。</span>
          <CourseSelect value={courseId} onChange={setCourseId} style={{ width: '100%' }} />
        </Space>
      </Modal>
      <DraftPreview draft={previewing} onClose={() => setPreviewing(null)} />
      <DraftRename draft={renaming} onClose={() => setRenaming(null)} />
    </>
  );
}

/** Memoised: the batch page above it renders on every upload's progress, the drafts' table need not. */
export const DraftList = memo(DraftListView);
