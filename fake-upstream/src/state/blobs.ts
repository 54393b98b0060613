import { createHash } from 'node:crypto';

export interface Blob {
  body: Buffer;
  contentType: string;
  /** Quoted upper-case hex MD5, as OSS sends it. */
  etag: string;
  lastModified: number;
}

export const etagOf = (body: Buffer) => `"${createHash('md5').update(body).digest('hex').toUpperCase()}"`;

/**
 * Bytes kept in memory under a total cap. When a new object does not fit, the oldest objects are dropped
 * (a long dev session keeps working); one object larger than the cap is refused.
 */
export class BlobStore {
  private readonly items = new Map<string, Blob>();
  private bytes = 0;

  constructor(
    readonly capBytes: number,
    private readonly onEvict: (key: string) => void = () => {},
  ) {}

  get totalBytes(): number {
    return this.bytes;
  }

  get(key: string): Blob | undefined {
    return this.items.get(key);
  }

  /** Stores `body` under `key`; false when it is larger than the whole cap. */
  put(key: string, body: Buffer, contentType: string, now: number, etag = etagOf(body)): Blob | null {
    if (body.length > this.capBytes) return null;
    this.delete(key);
    while (this.bytes + body.length > this.capBytes) {
      const oldest = this.items.keys().next().value;
      if (oldest === undefined) break;
      this.delete(oldest);
      this.onEvict(oldest);
    }
    const blob: Blob = { body, contentType, etag, lastModified: now };
    this.items.set(key, blob);
    this.bytes += body.length;
    return blob;
  }

  delete(key: string): void {
    const old = this.items.get(key);
    if (!old) return;
    this.items.delete(key);
    this.bytes -= old.body.length;
  }
}
