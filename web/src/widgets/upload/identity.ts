/** Bytes read from each end of a file for its fingerprint. */
const SAMPLE_BYTES = 64 * 1024;

/** FNV-1a, 32 bits: enough to tell two files of one name, size and date apart; not a security measure. */
export function fnv1a(bytes: Uint8Array, seed = 0x811c9dc5): number {
  let h = seed >>> 0;
  for (let i = 0; i < bytes.length; i++) {
    h ^= bytes[i] as number;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

const bytesOf = async (blob: Blob) => new Uint8Array(await blob.arrayBuffer());

/**
 * Who a picked file is, across reloads: its name, size and modification time, and a fingerprint of its first
 * and last 64 KB. The same file picked again has the same identity, so its checkpoint is found again.
 */
export async function fileIdentity(file: File): Promise<string> {
  const head = await bytesOf(file.slice(0, SAMPLE_BYTES));
  const tail =
    file.size > SAMPLE_BYTES
      ? await bytesOf(file.slice(Math.max(SAMPLE_BYTES, file.size - SAMPLE_BYTES)))
      : new Uint8Array();
  const print = fnv1a(tail, fnv1a(head)).toString(16).padStart(8, '0');
  return `${file.name}|${file.size}|${file.lastModified}|${print}`;
}
