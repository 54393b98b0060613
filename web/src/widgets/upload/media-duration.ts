/** Gives up on files the browser cannot read (a corrupt container): the duration is then unknown. */
const METADATA_TIMEOUT_MS = 15_000;

/**
 * A picked video's or audio's play time in seconds, read by the browser itself from the file's metadata
 * (an HTMLMediaElement's `loadedmetadata`), before or while it uploads; null when the browser cannot tell.
 */
export function readMediaDuration(file: Blob, kind: 'video' | 'audio' = 'video'): Promise<number | null> {
  return new Promise((resolve) => {
    const url = URL.createObjectURL(file);
    const media = document.createElement(kind);
    media.preload = 'metadata';
    media.muted = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const done = (value: number | null) => {
      clearTimeout(timer);
      media.removeAttribute('src');
      media.load();
      URL.revokeObjectURL(url);
      resolve(value);
    };
    media.onloadedmetadata = () => done(Number.isFinite(media.duration) && media.duration > 0 ? media.duration : null);
    media.onerror = () => done(null);
    timer = setTimeout(() => done(null), METADATA_TIMEOUT_MS);
    media.src = url;
  });
}

/** The media kind a file's name or type says, for reading its duration. */
export const mediaKindOf = (file: { name: string; type: string }): 'video' | 'audio' =>
  file.type.startsWith('audio/') || /\.(mp3|wav|aac|flac|ogg|m4a)$/i.test(file.name) ? 'audio' : 'video';
