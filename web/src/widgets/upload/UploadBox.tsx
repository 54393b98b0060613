import {
  CloseOutlined,
  DeleteOutlined,
  EyeOutlined,
  PlusOutlined,
  ReloadOutlined,
  SwapOutlined,
} from '@ant-design/icons';
import { Flex, Progress, Spin, Tooltip, Typography, theme } from 'antd';
import { type CSSProperties, type ReactNode, useRef } from 'react';
import { Button } from '../busy';
import type { UploadState } from './state';

export interface UploadBoxProps {
  state: UploadState;
  /** What the idle box says ('上传图片'). */
  label: string;
  accept: string;
  onPick: (file: File) => void;
  /** The picker takes several files at once and hands them all here (a gallery's add box) instead of `onPick`. */
  onPickMany?: (files: File[]) => void;
  onCancel: () => void;
  onRetry: () => void;
  onClear?: () => void;
  onPreview?: (url: string) => void;
  /** How a finished upload shows (a thumbnail, a player). */
  renderDone: (url: string) => ReactNode;
  width?: number;
  height?: number;
  disabled?: boolean;
  tip?: ReactNode;
  /** More buttons on a finished upload's strip (move left or right in a gallery). */
  actions?: ReactNode;
  /** A mark over the finished upload's corner (封面 on a gallery's first picture). */
  badge?: ReactNode;
}

/**
 * The box every upload shows: idle (pick a file), loading, progress with cancel, done with replace and
 * remove, and a failure with retry. Its state is on the element (`data-upload-state`) for tests and styles.
 */
export function UploadBox(p: UploadBoxProps) {
  const { token } = theme.useToken();
  const input = useRef<HTMLInputElement>(null);
  const width = p.width ?? 120;
  const height = p.height ?? 120;
  const openPicker = () => {
    if (!p.disabled) input.current?.click();
  };
  const frame: CSSProperties = {
    width,
    height,
    borderRadius: token.borderRadiusLG,
    border: `1px ${p.state.status === 'done' ? 'solid' : 'dashed'} ${p.state.status === 'error' ? token.colorError : token.colorBorder}`,
    background: token.colorFillQuaternary,
    position: 'relative',
    overflow: 'hidden',
  };
  const s = p.state;

  return (
    <div style={{ ['--upload-box-strip' as string]: token.colorBgElevated }}>
      <div
        style={frame}
        data-upload-state={s.status}
        data-percent={s.status === 'progress' ? s.percent : undefined}
        className="upload-box"
      >
        <input
          ref={input}
          type="file"
          accept={p.accept}
          multiple={Boolean(p.onPickMany)}
          style={{ display: 'none' }}
          aria-label={p.label}
          onChange={(e) => {
            const files = [...(e.target.files ?? [])];
            e.target.value = '';
            if (p.onPickMany && files.length > 0) p.onPickMany(files);
            else if (files[0]) p.onPick(files[0]);
          }}
        />
        {s.status === 'idle' ? (
          <button
            type="button"
            className="zx-plain-button"
            onClick={openPicker}
            disabled={p.disabled}
            style={{
              appearance: 'none',
              border: 0,
              margin: 0,
              padding: 0,
              font: 'inherit',
              background: 'transparent',
              cursor: p.disabled ? 'not-allowed' : 'pointer',
              width: '100%',
              height: '100%',
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'center',
              justifyContent: 'center',
              gap: 6,
              color: token.colorTextSecondary,
            }}
          >
            <PlusOutlined style={{ fontSize: 20 }} />
            <span style={{ fontSize: 13 }}>{p.label}</span>
          </button>
        ) : null}
        {s.status === 'loading' ? (
          <Flex vertical align="center" justify="center" gap={8} style={{ height: '100%' }}>
            <Spin />
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              准备上传…
            </Typography.Text>
          </Flex>
        ) : null}
        {s.status === 'progress' ? (
          <Flex vertical align="center" justify="center" gap={6} style={{ height: '100%' }}>
            <Progress type="circle" percent={s.percent} size={Math.min(64, height - 44)} aria-label="上传进度" />
            <Button size="small" type="link" icon={<CloseOutlined />} onClick={p.onCancel}>
              取消
            </Button>
          </Flex>
        ) : null}
        {s.status === 'error' ? (
          <Flex vertical align="center" justify="center" gap={4} style={{ height: '100%', padding: 6 }}>
            <Typography.Text type="danger" style={{ fontSize: 12, textAlign: 'center' }}>
              {s.message}
            </Typography.Text>
            <Flex gap={4}>
              <Button size="small" type="link" icon={<ReloadOutlined />} onClick={p.onRetry}>
                重试
              </Button>
              <Button size="small" type="link" onClick={p.onCancel}>
                取消
              </Button>
            </Flex>
          </Flex>
        ) : null}
        {s.status === 'done' ? (
          <>
            {p.renderDone(s.url)}
            {p.badge ? <div style={{ position: 'absolute', top: 4, left: 4 }}>{p.badge}</div> : null}
            <Flex className="upload-box-actions" justify="center" gap={p.actions ? 0 : 2}>
              {p.actions}
              {p.onPreview ? (
                <Tooltip title="预览">
                  <Button
                    size="small"
                    type="text"
                    icon={<EyeOutlined />}
                    aria-label="预览"
                    onClick={() => p.onPreview?.(s.url)}
                  />
                </Tooltip>
              ) : null}
              <Tooltip title="替换">
                <Button
                  size="small"
                  type="text"
                  icon={<SwapOutlined />}
                  aria-label="替换"
                  onClick={openPicker}
                  disabled={p.disabled}
                />
              </Tooltip>
              {p.onClear ? (
                <Tooltip title="删除">
                  <Button
                    size="small"
                    type="text"
                    icon={<DeleteOutlined />}
                    aria-label="删除"
                    onClick={p.onClear}
                    disabled={p.disabled}
                  />
                </Tooltip>
              ) : null}
            </Flex>
          </>
        ) : null}
      </div>
      {p.tip ? (
        <Typography.Text type="secondary" style={{ fontSize: 12, display: 'block', marginTop: 4 }}>
          {p.tip}
        </Typography.Text>
      ) : null}
    </div>
  );
}
