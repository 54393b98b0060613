import { CheckCircleFilled, CloseCircleFilled, InboxOutlined } from '@ant-design/icons';
import { LIMITS } from '@console/contracts';
import { Card, Flex, Form, List, Progress, Typography, theme } from 'antd';
import { useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useFormDraft } from '../../app/drafts';
import { useMessage } from '../../app/message';
import { type NamedResource, resourceHooks, useInvalidate } from '../../engine/api';
import { baseOf, listPath } from '../../engine/paths';
import { Button } from '../busy';
import { CategorySelect } from '../category/CategorySelect';
import { useValidate } from '../form/useValidate';
import { useCredentialSource } from '../upload/credentials';
import { uploadToOss } from '../upload/oss';
import { checkImage } from '../upload/rules';
import { imageSize } from './image-size';

type PhotoResource = 'officialAlbum' | 'officialWorks';

interface QueueItem {
  key: string;
  file: File;
  status: 'waiting' | 'progress' | 'done' | 'error';
  percent: number;
  message?: string;
}

/** A photo's name from its file: without the extension, at most 20 characters. */
export function nameFromFile(fileName: string): string {
  const bare = fileName.replace(/\.[^.]+$/, '').trim();
  return [...(bare || '未命名')].slice(0, LIMITS.photoNameMax).join('');
}

export interface PhotoUploadPageProps {
  resource: NamedResource<PhotoResource>;
  contentType: string;
  itemName: string;
  /** Extra values every new item gets (the works' author). */
  extra?: React.ReactNode;
}

/**
 * Uploading photos or works: pick a category, then one or many images; each goes straight to OSS with its
 * own progress and becomes an item (name from the file, size and pixel dimensions read in the browser).
 */
export function PhotoUploadPage(p: PhotoUploadPageProps) {
  const message = useMessage();
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const base = baseOf(useLocation().pathname);
  const [form] = Form.useForm<{ categoryId?: number; author?: string }>();
  const { validate } = useValidate();
  // The category (and the works' author) chosen for the next images, kept until a batch has been uploaded.
  const draft = useFormDraft(form);
  const source = useCredentialSource();
  const save = resourceHooks(p.resource).save.useMutation();
  const invalidate = useInvalidate(p.resource);
  const input = useRef<HTMLInputElement>(null);
  const [queue, setQueue] = useState<QueueItem[]>([]);
  const [running, setRunning] = useState(false);
  const patch = (key: string, change: Partial<QueueItem>) =>
    setQueue((q) => q.map((i) => (i.key === key ? { ...i, ...change } : i)));

  const start = async (files: File[]) => {
    const values = await validate(form, ['author']);
    if (!values) return;
    const { categoryId, author } = values;
    const accepted: QueueItem[] = [];
    for (const file of files) {
      const refusal = checkImage(file);
      if (refusal) void message.error(`${file.name}：${refusal}`);
      else accepted.push({ key: `${file.name}-${file.size}-${Math.random()}`, file, status: 'waiting', percent: 0 });
    }
    if (accepted.length === 0) return;
    setQueue((q) => [...q, ...accepted]);
    setRunning(true);
    // One after another: each shows its own progress, and a large batch does not flood the connection.
    for (const item of accepted) {
      patch(item.key, { status: 'progress' });
      try {
        const { url } = await uploadToOss(item.file, { source, onProgress: (percent) => patch(item.key, { percent }) });
        const { width, height } = await imageSize(item.file);
        await save.mutateAsync({
          url,
          name: nameFromFile(item.file.name),
          categoryId: categoryId as number,
          sort: 0,
          width,
          height,
          size: item.file.size,
          ...(p.resource.name === 'officialWorks' && author ? { author } : {}),
        });
        patch(item.key, { status: 'done', percent: 100 });
      } catch {
        patch(item.key, { status: 'error', message: '上传失败' });
      }
    }
    setRunning(false);
    await draft.saved();
    await invalidate();
  };

  const done = queue.filter((i) => i.status === 'done').length;
  return (
    <Card title={`上传${p.itemName}`}>
      {draft.notice}
      <Form form={form} layout="vertical" style={{ maxWidth: 560 }} onValuesChange={draft.onValuesChange}>
        <Form.Item name="categoryId" label="分类" rules={[{ required: true, message: '请选择分类' }]}>
          <CategorySelect contentType={p.contentType} check aria-label="分类" />
        </Form.Item>
        {p.extra}
        <Form.Item label={`${p.itemName}图片`} extra="支持 jpg、jpeg、png，单张不超过 5MB，可一次选择多张">
          <input
            ref={input}
            type="file"
            multiple
            style={{ display: 'none' }}
            accept=".jpg,.jpeg,.png,image/jpeg,image/png"
            aria-label={`选择${p.itemName}`}
            onChange={(e) => {
              const files = [...(e.target.files ?? [])];
              e.target.value = '';
              if (files.length) void start(files).catch(() => undefined);
            }}
          />
          <button
            type="button"
            onClick={() => input.current?.click()}
            disabled={running}
            className="zx-plain-button"
            style={{
              appearance: 'none',
              margin: 0,
              font: 'inherit',
              color: 'inherit',
              boxSizing: 'border-box',
              width: '100%',
              padding: '28px 16px',
              border: `1px dashed ${token.colorBorder}`,
              borderRadius: token.borderRadiusLG,
              background: token.colorFillQuaternary,
              textAlign: 'center',
              cursor: running ? 'not-allowed' : 'pointer',
            }}
          >
            <InboxOutlined style={{ fontSize: 36, color: token.colorPrimary }} />
            <div style={{ marginTop: 8 }}>点击选择{p.itemName}</div>
          </button>
        </Form.Item>
      </Form>
      {queue.length > 0 ? (
        <List
          size="small"
          bordered
          style={{ maxWidth: 560, marginBottom: 16 }}
          dataSource={queue}
          renderItem={(i) => (
            <List.Item data-upload-state={i.status} data-percent={i.percent}>
              <Flex align="center" gap={12} style={{ width: '100%' }}>
                <Typography.Text ellipsis style={{ width: 180 }}>
                  {i.file.name}
                </Typography.Text>
                {i.status === 'done' ? (
                  <Typography.Text type="success">
                    <CheckCircleFilled /> 已上传
                  </Typography.Text>
                ) : i.status === 'error' ? (
                  <Typography.Text type="danger">
                    <CloseCircleFilled /> {i.message}
                  </Typography.Text>
                ) : (
                  <Progress percent={i.percent} size="small" style={{ flex: 1, margin: 0 }} aria-label="上传进度" />
                )}
              </Flex>
            </List.Item>
          )}
        />
      ) : null}
      <Flex gap={12}>
        <Button type="primary" disabled={running} onClick={() => navigate(listPath(base))}>
          {done > 0 ? `完成（已上传 ${done} 张）` : '返回列表'}
        </Button>
      </Flex>
    </Card>
  );
}
