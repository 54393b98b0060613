import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';

const asset = (name: string) => readFileSync(new URL(`../../../fake-upstream/assets/${name}`, import.meta.url));

/** A real 3-second MP4 (the seed's): Chromium reads its duration from its metadata. */
export const seedMp4 = () => asset('seed.mp4');
/** A real 3-second MP3. */
export const seedMp3 = () => asset('seed.mp3');

/**
 * A real MP4 of about `bytes`: the seed's video followed by a `free` box of noise (players skip it), so the
 * browser still reads its 3 s, and each file differs from the next (`seed`).
 */
export function paddedMp4(bytes: number, seed: number): Buffer {
  const head = seedMp4();
  const size = Math.max(16, bytes - head.length);
  const box = Buffer.alloc(size);
  box.writeUInt32BE(size, 0);
  box.write('free', 4, 'latin1');
  let s = (seed * 2654435761) >>> 0;
  for (let i = 8; i < size; i += 4) {
    s = (s * 1664525 + 1013904223) >>> 0;
    box.writeUInt32BE(s, Math.min(i, size - 4));
  }
  return Buffer.concat([head, box]);
}

/** Writes a file for `setInputFiles` by path: its name, size and date stay the same when it is picked again. */
export async function fileOnDisk(dir: string, name: string, body: Buffer): Promise<string> {
  const path = `${dir}/${name}`;
  await writeFile(path, body);
  return path;
}
