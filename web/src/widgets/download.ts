import { MSG } from '@console/contracts';
import { gatewayHeaders } from '../app/trpc';

/** The file name of a `Content-Disposition` header: the UTF-8 `filename*` when present, else `filename`. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const star = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition);
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1].trim());
    } catch {
      // a malformed escape: fall through to the plain name
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(disposition);
  return plain?.[1]?.trim() || fallback;
}

/** Starts the browser's download of `href` (an object or data URL) under `fileName`. */
export function downloadHref(href: string, fileName: string): void {
  const a = document.createElement('a');
  a.href = href;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
}

/** Hands a Blob to the browser as a download named `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  downloadHref(url, fileName);
  // The click has started the download; the URL may go once the browser has read it.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** A query object as the gateway's download routes read it: arrays comma-joined, empty values left out. */
export function downloadQuery(input: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(input)) {
    if (v === undefined || v === null || v === '') continue;
    params.set(k, Array.isArray(v) ? v.join(',') : String(v));
  }
  return params.toString();
}

/**
 * Downloads a file from one of the gateway's download routes with the session's headers, and saves it under
 * the name the server gave. A refusal (the gateway answers JSON) throws with the message to show.
 */
export async function downloadFile(
  route: string,
  input: Record<string, unknown>,
  fallbackName: string,
  /** The name saved, from the one the server gave (a page's own word for what it exports). */
  rename: (name: string) => string = (name) => name,
): Promise<string> {
  let res: Response;
  try {
    res = await fetch(`${route}?${downloadQuery(input)}`, { headers: gatewayHeaders() });
  } catch {
    throw new Error(MSG.network);
  }
  const type = res.headers.get('content-type') ?? '';
  if (!res.ok || type.includes('application/json')) {
    const body = (await res.json().catch(() => null)) as { message?: unknown } | null;
    throw new Error(typeof body?.message === 'string' && body.message ? body.message : MSG.unknownCode);
  }
  const name = rename(fileNameOf(res.headers.get('content-disposition'), fallbackName));
  saveBlob(await res.blob(), name);
  return name;
}
