/** Paths this server serves files under; URLs handed out are `{publicUrl}{path}`. */
export const FILES_PREFIX = '/uploads/';
export const QR_IMAGE_PATH = '/__media/qrcode.png';

/** A QR-style PNG for `text`, with extra query parameters echoed in the URL (e.g. clientType). */
export function qrImageUrl(publicUrl: string, text: string, extra: Record<string, string> = {}): string {
  const q = new URLSearchParams({ text, ...extra });
  return `${publicUrl}${QR_IMAGE_PATH}?${q.toString()}`;
}

/** Encodes each segment of an object key for a URL path, keeping the slashes. */
export function keyToPath(key: string): string {
  return key.split('/').map(encodeURIComponent).join('/');
}
