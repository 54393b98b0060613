import { AudioOutlined } from '@ant-design/icons';
import { AUDIO_TYPES, LIMITS, type MediaMode } from '@console/contracts';
import { Flex } from 'antd';
import { reportUploaded, type UploadFieldProps } from './field-props';
import { checkMedia, checkVideo, extensionOf, mediaAccept } from './rules';
import { UploadBox } from './UploadBox';
import { useUpload } from './useUpload';
import './upload.css';

export interface MediaUploadProps extends UploadFieldProps {
  /** Largest file in MB (default 50). */
  maxMb?: number;
}

const AUDIO_EXTS = new Set<string>(AUDIO_TYPES);

function MediaPreview({ url }: { url: string }) {
  if (AUDIO_EXTS.has(extensionOf(url.split('?')[0] ?? ''))) {
    return (
      <Flex vertical justify="center" align="center" gap={6} style={{ height: '100%', padding: '0 8px' }}>
        <AudioOutlined style={{ fontSize: 22 }} />
        {/* biome-ignore lint/a11y/useMediaCaption: uploaded audio has no captions to offer */}
        <audio src={url} controls preload="none" style={{ width: '100%', height: 28 }} />
      </Flex>
    );
  }
  return (
    // biome-ignore lint/a11y/useMediaCaption: uploaded videos have no captions to offer
    <video
      src={url}
      controls
      preload="metadata"
      style={{ width: '100%', height: '100%', objectFit: 'contain', background: '#000' }}
    />
  );
}

/** The box both media uploads share; they differ in what they accept and what they say. */
function MediaBox(
  p: MediaUploadProps & { validate: (file: File) => string | null; label: string; accept: string; tip: string },
) {
  const upload = useUpload({
    value: p.value,
    validate: p.validate,
    onDone: reportUploaded(p),
  });
  return (
    <UploadBox
      state={upload.state}
      label={p.label}
      accept={p.accept}
      onPick={upload.pick}
      onCancel={upload.cancel}
      onRetry={upload.retry}
      onClear={p.clearable ? () => p.onChange?.('') : undefined}
      width={240}
      height={136}
      disabled={p.disabled}
      tip={p.tip}
      renderDone={(url) => <MediaPreview url={url} />}
    />
  );
}

/** MP4 or MOV, default max 50 MB. */
export function VideoUpload(p: MediaUploadProps) {
  const maxMb = p.maxMb ?? LIMITS.videoDefaultMaxMb;
  return (
    <MediaBox
      {...p}
      validate={(file) => checkVideo(file, maxMb)}
      label={p.label ?? '上传视频'}
      accept=".mp4,.mov,video/mp4,video/quicktime"
      tip={p.tip ?? `支持 MP4、MOV，不超过 ${maxMb}MB`}
    />
  );
}

/** MP3 mode, MP4/MOV mode or both, each with its own message. */
export function MediaUpload(p: MediaUploadProps & { mode: MediaMode }) {
  const maxMb = p.maxMb ?? LIMITS.videoDefaultMaxMb;
  const types = p.mode === 'mp3' ? 'MP3' : p.mode === 'video' ? 'MP4、MOV' : 'MP3、MP4、MOV';
  return (
    <MediaBox
      {...p}
      validate={(file) => checkMedia(file, p.mode, maxMb)}
      label={p.label ?? (p.mode === 'mp3' ? '上传音频' : '上传文件')}
      accept={mediaAccept(p.mode)}
      tip={p.tip ?? `支持 ${types}，不超过 ${maxMb}MB`}
    />
  );
}
