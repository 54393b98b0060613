import {
  AudioOutlined,
  CaretRightOutlined,
  DeleteOutlined,
  FileImageOutlined,
  FileOutlined,
  PauseOutlined,
  ReloadOutlined,
  VideoCameraOutlined,
} from '@ant-design/icons';
import { ConfigProvider, Flex, Progress, Space, Tag, Tooltip, Typography, theme } from 'antd';
import { memo } from 'react';
import { Button } from '../busy';
import type { QueueItem, QueueStatus } from './queue';
import { type FileKind, fileKindOf } from './rules';

/** What the page says of a file besides its upload state (the course it went to), shown as a tag. */
export interface QueueNote {
  text: string;
  color?: string;
}

export interface UploadQueueProps<R> {
  items: readonly QueueItem<R>[];
  onPause: (id: string) => void;
  onResume: (id: string) => void;
  onRemove: (id: string) => void;
  /** 全部暂停 / 全部继续 over the list, when the page offers them. */
  onPauseAll?: () => void;
  onResumeAll?: () => void;
  note?: (item: QueueItem<R>) => QueueNote | null;
}

const STATUS: Record<QueueStatus, { label: string; color: string }> = {
  waiting: { label: '等待', color: 'default' },
  uploading: { label: '上传中', color: 'processing' },
  paused: { label: '已暂停', color: 'warning' },
  done: { label: '成功', color: 'success' },
  failed: { label: '失败', color: 'error' },
  refused: { label: '已拒绝', color: 'error' },
};

/**
 * antd's motion off in the list: its bars, tags and buttons change several times a second while files go up,
 * and every change animated kept the page laying out and painting frame after frame, CPU the uploads need.
 */
const STILL = { token: { motion: false } };

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/**
 * The batch queue as a list: each file with its state (等待 / 上传中 n% / 成功 / 失败·重试 / 已暂停 / 已拒绝),
 * its progress, and pause, resume, retry and remove. Each row carries its state for tests and styles
 * (`data-upload-item`, `data-status`, `data-percent`). Rows are memoised: the queue changes several times a
 * second while files go up, and re-rendering every row took the page's thread from the uploads
 * (tests/bench/vod-batch.ts).
 */
export function UploadQueue<R>(p: UploadQueueProps<R>) {
  const pausable = p.items.some((i) => i.status === 'uploading' || i.status === 'waiting');
  const paused = p.items.some((i) => i.status === 'paused');
  return (
    <ConfigProvider theme={STILL}>
      {p.onPauseAll || p.onResumeAll ? (
        <BulkActions pausable={pausable} paused={paused} onPauseAll={p.onPauseAll} onResumeAll={p.onResumeAll} />
      ) : null}
      <Flex vertical gap={8} role="list" aria-label="上传列表">
        {p.items.map((item) => {
          const note = p.note?.(item) ?? null;
          return (
            <UploadRow
              key={item.id}
              item={item}
              noteText={note?.text}
              noteColor={note?.color}
              onPause={p.onPause}
              onResume={p.onResume}
              onRemove={p.onRemove}
            />
          );
        })}
      </Flex>
    </ConfigProvider>
  );
}

interface RowProps {
  item: QueueItem;
  noteText?: string;
  noteColor?: string;
  onPause: (id: string) => void;
  onResume: (id: string) => void;
  onRemove: (id: string) => void;
}

const UploadRow = memo(function UploadRow({ item, noteText, noteColor, onPause, onResume, onRemove }: RowProps) {
  const { token } = theme.useToken();
  const s = STATUS[item.status];
  return (
    <Flex
      role="listitem"
      data-upload-item={item.name}
      data-status={item.status}
      data-percent={item.percent}
      gap={12}
      align="center"
      wrap
      style={{
        padding: '10px 12px',
        border: `1px solid ${item.status === 'failed' || item.status === 'refused' ? token.colorErrorBorder : token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
        background: token.colorBgContainer,
      }}
    >
      <FileIcon kind={fileKindOf(item)} />
      <Flex vertical style={{ flex: '1 1 220px', minWidth: 0 }} gap={2}>
        <FileName name={item.name} />
        <Flex gap={8} align="center" wrap>
          <FileSize size={item.size} />
          <Tag color={s.color} style={{ marginInlineEnd: 0 }}>
            {item.status === 'uploading' ? `${s.label} ${item.percent}%` : s.label}
          </Tag>
          {item.message ? (
            <Typography.Text type="danger" style={{ fontSize: 12 }}>
              {item.message}
            </Typography.Text>
          ) : null}
          {noteText ? <Tag color={noteColor}>{noteText}</Tag> : null}
        </Flex>
        {item.status === 'uploading' || item.status === 'paused' ? (
          // Without antd's 'active' shine, for the same reason as STILL (the tag beside says 上传中 n%).
          <Progress percent={item.percent} size="small" aria-label={`${item.name} 上传进度`} style={{ margin: 0 }} />
        ) : null}
      </Flex>
      <RowActions
        id={item.id}
        name={item.name}
        status={item.status}
        onPause={onPause}
        onResume={onResume}
        onRemove={onRemove}
      />
    </Flex>
  );
});

/*
 * The parts of a row that do not change while its file goes up, memoised on their own: a progress tick
 * re-renders the tag and the bar, not the name's ellipsis (which measures the text), nor the buttons.
 */

const ICONS: Record<FileKind, typeof AudioOutlined> = {
  audio: AudioOutlined,
  video: VideoCameraOutlined,
  image: FileImageOutlined,
  other: FileOutlined,
};
const KIND_NAMES: Record<FileKind, string> = { audio: '音频', video: '视频', image: '图片', other: '文件' };

/** The file's kind as an icon, taken or refused alike (a refused .wav is still an audio). */
const FileIcon = memo(function FileIcon({ kind }: { kind: FileKind }) {
  const { token } = theme.useToken();
  const Icon = ICONS[kind];
  return (
    <Icon
      role="img"
      aria-label={KIND_NAMES[kind]}
      data-file-kind={kind}
      style={{ fontSize: 20, color: token.colorTextSecondary }}
    />
  );
});

/** 全部暂停 / 全部继续: each enabled while some file can take it. */
const BulkActions = memo(function BulkActions(p: {
  pausable: boolean;
  paused: boolean;
  onPauseAll?: () => void;
  onResumeAll?: () => void;
}) {
  return (
    <Space wrap style={{ marginBottom: 8 }}>
      {p.onPauseAll ? (
        <Button size="small" icon={<PauseOutlined />} disabled={!p.pausable} onClick={p.onPauseAll}>
          全部暂停
        </Button>
      ) : null}
      {p.onResumeAll ? (
        <Button size="small" icon={<CaretRightOutlined />} disabled={!p.paused} onClick={p.onResumeAll}>
          全部继续
        </Button>
      ) : null}
    </Space>
  );
});

const FileName = memo(function FileName({ name }: { name: string }) {
  return (
    <Typography.Text ellipsis={{ tooltip: name }} strong>
      {name}
    </Typography.Text>
  );
});

const FileSize = memo(function FileSize({ size }: { size: number }) {
  return (
    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
      {sizeText(size)}
    </Typography.Text>
  );
});

interface ActionsProps {
  id: string;
  name: string;
  status: QueueStatus;
  onPause: (id: string) => void;
  onResume: (id: string) => void;
  onRemove: (id: string) => void;
}

const RowActions = memo(function RowActions({ id, name, status, onPause, onResume, onRemove }: ActionsProps) {
  return (
    <Flex gap={4}>
      {status === 'uploading' || status === 'waiting' ? (
        <Tooltip title="暂停">
          <Button size="small" icon={<PauseOutlined />} onClick={() => onPause(id)} aria-label={`暂停 ${name}`}>
            暂停
          </Button>
        </Tooltip>
      ) : null}
      {status === 'paused' ? (
        <Button size="small" icon={<CaretRightOutlined />} onClick={() => onResume(id)} aria-label={`继续 ${name}`}>
          继续
        </Button>
      ) : null}
      {status === 'failed' ? (
        <Button size="small" icon={<ReloadOutlined />} onClick={() => onResume(id)} aria-label={`重试 ${name}`}>
          重试
        </Button>
      ) : null}
      {status !== 'done' ? (
        <Tooltip title="移除">
          <Button
            size="small"
            type="text"
            danger
            icon={<DeleteOutlined />}
            onClick={() => onRemove(id)}
            aria-label={`移除 ${name}`}
          />
        </Tooltip>
      ) : null}
    </Flex>
  );
});
