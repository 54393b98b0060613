import { LIMITS } from '@console/contracts';
import { Flex, Progress, Typography, theme } from 'antd';
import { type CSSProperties, useEffect, useMemo, useRef, useState } from 'react';
import ReactQuill, { Quill } from 'react-quill-new';
import { useMessage } from '../../app/message';
import { isSafeMediaUrl, sanitizeHtml } from '../../app/sanitize';
import { Button } from '../busy';
import 'react-quill-new/dist/quill.snow.css';
import { useCredentialSource } from '../upload/credentials';
import { UploadCancelled, uploadToOss } from '../upload/oss';
import { checkEditorVideo, checkImage } from '../upload/rules';
import './editor.css';
import { EDITOR_HEIGHT } from './editor-size';
import { labelToolbar, labelTooltip } from './toolbar-labels';

/**
 * Videos as `<video controls>` rather than Quill's iframe: the files are our own uploads, and the sanitiser
 * allows no frames.
 */
type EmbedCtor = new (...args: never[]) => object;
const BlockEmbed = Quill.import('blots/block/embed') as unknown as EmbedCtor & { create(value?: unknown): HTMLElement };
class VideoBlot extends (BlockEmbed as unknown as { new (): object; create(value?: unknown): HTMLElement }) {
  static blotName = 'video';
  static tagName = 'video';
  static create(url: unknown): HTMLElement {
    // biome-ignore lint/complexity/noThisInStatic: Quill blots build their node with the parent's static create
    const node = super.create(url);
    // Pasted or stored markup can carry any address; a video only ever loads http(s) or this site's paths.
    const src = String(url);
    if (isSafeMediaUrl(src)) node.setAttribute('src', src);
    node.setAttribute('controls', '');
    node.setAttribute('preload', 'metadata');
    return node;
  }
  static value(node: HTMLElement): string | null {
    return node.getAttribute('src');
  }
}
Quill.register({ 'formats/video': VideoBlot }, true);

/** An image with no description of its own is decorative to a screen reader (alt=""), never unnamed. */
const ImageFormat = Quill.import('formats/image') as unknown as { create(value?: unknown): HTMLElement };
class ImageBlot extends (ImageFormat as unknown as { new (): object; create(value?: unknown): HTMLElement }) {
  static create(url: unknown): HTMLElement {
    // biome-ignore lint/complexity/noThisInStatic: Quill blots build their node with the parent's static create
    const node = super.create(url);
    if (!node.hasAttribute('alt')) node.setAttribute('alt', '');
    return node;
  }
}
Quill.register({ 'formats/image': ImageBlot }, true);

type DeltaCtor = new () => object;
const Delta = Quill.import('delta') as unknown as DeltaCtor;
/** Pasted frames, plugins and players without a safe source are dropped whole, never left as empty players. */
const dropNode = () => new Delta();
const dropUnplayable = (node: Node, delta: object) =>
  isSafeMediaUrl((node as Element).getAttribute('src') ?? '') ? delta : new Delta();
const PASTE_MATCHERS = [
  ['IFRAME', dropNode],
  ['OBJECT', dropNode],
  ['EMBED', dropNode],
  ['VIDEO', dropUnplayable],
] as const;

const TOOLBAR = [
  [{ header: [2, 3, false] }],
  ['bold', 'italic', 'underline', 'strike'],
  [{ color: [] }, { background: [] }],
  [{ list: 'ordered' }, { list: 'bullet' }, { align: [] }],
  ['link', 'image', 'video'],
  ['clean'],
];

export interface RichTextEditorProps {
  value?: string | null;
  onChange?: (html: string) => void;
  placeholder?: string;
  height?: number;
}

type Running = { kind: '图片' | '视频'; percent: number; controller: AbortController };

/**
 * The rich-text editor (react-quill-new): images up to 10 MB and videos up to about 1000 MB go straight to
 * OSS through the same path as the upload boxes, and land where the cursor was. The form sanitises the HTML
 * on save; `SafeHtml` sanitises it on display.
 */
export function RichTextEditor(p: RichTextEditorProps) {
  const message = useMessage();
  const source = useCredentialSource();
  // Markup from outside (stored content) reaches Quill's parser only after the sanitiser; what the editor
  // itself just emitted goes back unchanged, so typing never round-trips through it.
  const emitted = useRef<string | null>(null);
  const value = p.value ?? '';
  const initial = useMemo(() => (value === emitted.current ? value : sanitizeHtml(value)), [value]);
  const quill = useRef<ReactQuill>(null);
  const imageInput = useRef<HTMLInputElement>(null);
  const videoInput = useRef<HTMLInputElement>(null);
  const [running, setRunning] = useState<Running | null>(null);
  const { token } = theme.useToken();

  // Quill builds its toolbar and link bubble itself, with English names: they are named in Chinese once built.
  useEffect(() => {
    const editor = quill.current?.getEditor();
    if (!editor) return;
    const toolbar = editor.getModule('toolbar') as { container?: HTMLElement } | undefined;
    if (toolbar?.container) labelToolbar(toolbar.container);
    labelTooltip(editor.container);
  }, []);

  // Quill's stylesheet is drawn for white pages: the theme's colours reach it as custom properties.
  const colors = {
    '--rich-editor-height': `${p.height ?? EDITOR_HEIGHT}px`,
    '--rich-editor-bg': token.colorBgContainer,
    '--rich-editor-elevated': token.colorBgElevated,
    '--rich-editor-text': token.colorText,
    '--rich-editor-ink': token.colorTextSecondary,
    '--rich-editor-accent': token.colorLink,
    '--rich-editor-border': token.colorBorder,
    '--rich-editor-placeholder': token.colorTextPlaceholder,
    '--rich-editor-error': token.colorError,
  } as CSSProperties;

  const insert = async (file: File, kind: 'image' | 'video') => {
    const refusal = kind === 'image' ? checkImage(file, LIMITS.editorImageMaxBytes) : checkEditorVideo(file);
    if (refusal) {
      void message.error(refusal);
      return;
    }
    const editor = quill.current?.getEditor();
    if (!editor) return;
    const at = editor.getSelection(true)?.index ?? editor.getLength();
    const controller = new AbortController();
    setRunning({ kind: kind === 'image' ? '图片' : '视频', percent: 0, controller });
    try {
      const { url } = await uploadToOss(file, {
        source,
        signal: controller.signal,
        onProgress: (percent) => setRunning((r) => (r ? { ...r, percent } : r)),
      });
      editor.insertEmbed(at, kind, url, 'user');
      editor.setSelection(at + 1, 0, 'silent');
    } catch (err) {
      if (!(err instanceof UploadCancelled)) void message.error('上传失败，请重试');
    } finally {
      setRunning(null);
    }
  };

  const modules = useMemo(
    () => ({
      toolbar: {
        container: TOOLBAR,
        handlers: {
          image: () => imageInput.current?.click(),
          video: () => videoInput.current?.click(),
        },
      },
      clipboard: { matchVisual: false, matchers: PASTE_MATCHERS },
    }),
    [],
  );

  return (
    <div className="rich-editor" style={colors}>
      <input
        ref={imageInput}
        type="file"
        style={{ display: 'none' }}
        accept=".jpg,.jpeg,.png,image/jpeg,image/png"
        aria-label="插入图片"
        onChange={(e) => {
          const f = e.target.files?.[0];
          e.target.value = '';
          if (f) void insert(f, 'image');
        }}
      />
      <input
        ref={videoInput}
        type="file"
        style={{ display: 'none' }}
        accept="video/*,.mp4,.m4v,.mov,.avi,.wmv,.flv,.mkv,.rmvb,.rm"
        aria-label="插入视频"
        onChange={(e) => {
          const f = e.target.files?.[0];
          e.target.value = '';
          if (f) void insert(f, 'video');
        }}
      />
      <ReactQuill
        ref={quill}
        theme="snow"
        value={initial}
        onChange={(html, _delta, source) => {
          // Quill echoes programmatic value changes (and normalises stored markup): only a person's edits and
          // uploads change the form, so opening a page does not count as an unsaved change.
          if (source !== 'user') return;
          emitted.current = html;
          p.onChange?.(html);
        }}
        modules={modules}
        placeholder={p.placeholder ?? '请输入内容'}
      />
      {running ? (
        <Flex align="center" gap={12} style={{ padding: '6px 12px' }} data-upload-state="progress">
          <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
            正在上传{running.kind}
          </Typography.Text>
          <Progress percent={running.percent} size="small" style={{ flex: 1, margin: 0 }} />
          <Button size="small" type="link" onClick={() => running.controller.abort()}>
            取消
          </Button>
        </Flex>
      ) : null}
    </div>
  );
}

export default RichTextEditor;
