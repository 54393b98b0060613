import { SECTION_MEDIA, vodDraft } from '@console/contracts';
import { Form, Input, Typography } from 'antd';
import { useEffect } from 'react';
import { useFormDraft } from '../../app/drafts';
import { useMessage } from '../../app/message';
import { type RouterOutputs, trpc } from '../../app/trpc';
import { Modal } from '../../widgets/busy';
import { schemaRule } from '../../widgets/form/checks';
import { formatDuration, formatSize } from './duration';

export type Draft = RouterOutputs['vodDraft']['list']['list'][number];

/** 预览: the draft's video or audio played in the console, to know which file it is before it joins a course. */
export function DraftPreview({ draft, onClose }: { draft: Draft | null; onClose: () => void }) {
  const audio = draft?.mediaType === SECTION_MEDIA.audio;
  const src = (audio ? draft?.audio : draft?.video) ?? '';
  return (
    <Modal open={draft !== null} title={draft?.title} footer={null} onCancel={onClose} destroyOnHidden width={720}>
      {draft ? (
        <>
          {src === '' ? (
            <Typography.Text type="danger">该草稿没有可播放的文件</Typography.Text>
          ) : audio ? (
            // biome-ignore lint/a11y/useMediaCaption: an uploaded lesson has no captions to offer
            <audio controls src={src} style={{ width: '100%' }} aria-label={`${draft.title} 音频`} />
          ) : (
            // biome-ignore lint/a11y/useMediaCaption: an uploaded lesson has no captions to offer
            <video controls src={src} style={{ width: '100%', maxHeight: '60vh' }} aria-label={`${draft.title} 视频`} />
          )}
          <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
            {audio ? '音频' : '视频'} · 时长 {formatDuration(draft.duration ?? null)} · {formatSize(draft.size)}
          </Typography.Paragraph>
        </>
      ) : null}
    </Modal>
  );
}

/** The save input that keeps a draft as it is but for its name (its file, kind, duration and size unchanged). */
export function renamedDraft(draft: Draft, title: string) {
  return {
    id: draft.id,
    title,
    mediaType: draft.mediaType,
    ...(draft.video ? { video: draft.video } : {}),
    ...(draft.audio ? { audio: draft.audio } : {}),
    ...(typeof draft.duration === 'number' ? { duration: draft.duration } : {}),
    ...(typeof draft.size === 'number' ? { size: draft.size } : {}),
  };
}

/** 重命名: the name the draft's section will have, checked as a section's name is (章节名称, at most 40). */
export function DraftRename({ draft, onClose }: { draft: Draft | null; onClose: () => void }) {
  const [form] = Form.useForm<{ title: string }>();
  const message = useMessage();
  const utils = trpc.useUtils();
  const save = trpc.vodDraft.save.useMutation({ meta: { formFields: ['title'] } });
  useEffect(() => {
    if (draft) form.setFieldsValue({ title: draft.title });
  }, [draft, form]);
  // After the effect above sets the name: a local draft (of the form, not the upload) is the name typed over it.
  const kept = useFormDraft(form, {
    name: 'rename',
    record: draft?.id,
    enabled: draft !== null,
    ready: draft !== null,
  });
  const label = vodDraft.fields.title.meta.label;
  return (
    <Modal
      open={draft !== null}
      title="重命名草稿"
      okText="保存"
      okButtonProps={{ loading: save.isPending }}
      onCancel={onClose}
      destroyOnHidden
      onOk={async () => {
        if (!draft) return;
        const values = await form.validateFields().catch(() => null);
        if (!values) return;
        const done = await save.mutateAsync(renamedDraft(draft, values.title.trim())).then(
          () => true,
          () => false,
        );
        if (!done) return;
        await kept.saved();
        void message.success('已重命名');
        onClose();
        await utils.vodDraft.invalidate();
      }}
    >
      {kept.notice}
      <Form form={form} layout="vertical" preserve={false} onValuesChange={kept.onValuesChange}>
        <Form.Item
          name="title"
          label={label}
          required
          rules={[schemaRule(vodDraft.fields.title.input, (v) => (typeof v === 'string' ? v.trim() : v))]}
          extra="加入课程后成为章节名称"
        >
          <Input maxLength={vodDraft.fields.title.meta.max} showCount autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}
