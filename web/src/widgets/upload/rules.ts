import { AUDIO_TYPES, LIMITS, MB, type MediaMode, MSG, VIDEO_TYPES } from '@console/contracts';

/**
 * What each upload box accepts (spec §5 and §9). Each check answers the exact message a person sees,
 * or null when the file may go; the boxes run them before any byte is sent.
 */
export interface PickedFile {
  name: string;
  type: string;
  size: number;
}

export const extensionOf = (name: string) => (name.includes('.') ? (name.split('.').pop() ?? '').toLowerCase() : '');

const IMAGE_TYPES = new Set(['image/jpeg', 'image/jpg', 'image/png']);
const IMAGE_EXTS = new Set(['jpeg', 'jpg', 'png']);

/** jpeg/jpg/png under `maxBytes` (5 MB; the editor's 10 MB). Type before size, as the spec lists them. */
export function checkImage(file: PickedFile, maxBytes: number = LIMITS.imageMaxBytes): string | null {
  const typeOk =
    IMAGE_TYPES.has(file.type.toLowerCase()) || (file.type === '' && IMAGE_EXTS.has(extensionOf(file.name)));
  if (!typeOk) return MSG.imageType;
  if (file.size >= maxBytes) {
    return maxBytes === LIMITS.imageMaxBytes ? MSG.imageSize : `上传图片大小不能超过 ${Math.round(maxBytes / MB)}MB!`;
  }
  return null;
}

const VIDEO_MIME = new Set(['video/mp4', 'video/quicktime']);
const VIDEO_EXTS = new Set(['mp4', 'mov']);

/** MP4 or MOV under `maxMb` (default 50). */
export function checkVideo(file: PickedFile, maxMb: number = LIMITS.videoDefaultMaxMb): string | null {
  if (!VIDEO_MIME.has(file.type.toLowerCase()) && !VIDEO_EXTS.has(extensionOf(file.name))) return MSG.videoType;
  if (file.size >= maxMb * MB) return MSG.videoSize(maxMb);
  return null;
}

const MP3_MIME = new Set(['audio/mp3', 'audio/mpeg']);

/** Which file kinds a media box takes in each mode, for the picker's `accept`. */
export function mediaAccept(mode: MediaMode): string {
  const mp3 = '.mp3,audio/mpeg,audio/mp3';
  const video = '.mp4,.mov,video/mp4,video/quicktime';
  return mode === 'mp3' ? mp3 : mode === 'video' ? video : `${mp3},${video}`;
}

export function isMp3(file: PickedFile): boolean {
  return MP3_MIME.has(file.type.toLowerCase()) || extensionOf(file.name) === 'mp3';
}

export function isMp4OrMov(file: PickedFile): boolean {
  return VIDEO_MIME.has(file.type.toLowerCase()) || VIDEO_EXTS.has(extensionOf(file.name));
}

/** The media box: MP3 mode, MP4/MOV mode, or both, each with its message; then the size. */
export function checkMedia(file: PickedFile, mode: MediaMode, maxMb: number = LIMITS.videoDefaultMaxMb): string | null {
  if (mode === 'mp3' && !isMp3(file)) return MSG.mediaMp3Only;
  if (mode === 'video' && !isMp4OrMov(file)) return MSG.mediaMp4MovOnly;
  if (mode === 'both' && !isMp3(file) && !isMp4OrMov(file)) return MSG.mediaAny;
  if (file.size >= maxMb * MB) return MSG.fileSize(maxMb);
  return null;
}

/** The editor's video: the video types of section 9, about 1000 MB. */
export function checkEditorVideo(file: PickedFile): string | null {
  if (!(VIDEO_TYPES as readonly string[]).includes(extensionOf(file.name))) return MSG.videoType;
  if (file.size >= LIMITS.editorVideoMaxBytes) return MSG.videoSize(LIMITS.editorVideoMaxBytes / MB);
  return null;
}

/** Audio of section 9's types (the course sections' audio box). */
export function isKnownAudio(file: PickedFile): boolean {
  return (AUDIO_TYPES as readonly string[]).includes(extensionOf(file.name));
}

/** Whether an image should be compressed before upload (larger than the threshold, default 500 KB). */
export function needsCompression(file: PickedFile, thresholdBytes: number = LIMITS.compressThresholdBytes): boolean {
  return file.size > thresholdBytes;
}

export type FileKind = 'audio' | 'video' | 'image' | 'other';

const IMAGE_KIND_EXTS = new Set(['jpeg', 'jpg', 'png', 'gif', 'webp', 'bmp']);

/**
 * What a file is, to show it with the right icon whether it was taken or refused: its MIME type's family when
 * the browser gives one, else its extension (section 9's audio and video types).
 */
export function fileKindOf(file: { name: string; type?: string }): FileKind {
  const family = (file.type ?? '').split('/')[0];
  if (family === 'audio' || family === 'video' || family === 'image') return family;
  const ext = extensionOf(file.name);
  if ((AUDIO_TYPES as readonly string[]).includes(ext) || ext === 'm4a') return 'audio';
  if ((VIDEO_TYPES as readonly string[]).includes(ext)) return 'video';
  if (IMAGE_KIND_EXTS.has(ext)) return 'image';
  return 'other';
}
