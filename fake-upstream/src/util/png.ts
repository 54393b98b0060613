import { createHash } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';

/** Encodes an 8-bit greyscale image as PNG (one IDAT chunk, no filtering: small images only). */
export function encodeGreyPng(width: number, height: number, pixel: (x: number, y: number) => number): Buffer {
  const raw = Buffer.alloc((width + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width + 1);
    raw[row] = 0; // filter type: none
    for (let x = 0; x < width; x++) raw[row + 1 + x] = pixel(x, y);
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 0, 0, 0, 0], 8); // bit depth 8, colour type greyscale, deflate, no filter, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

const MODULES = 29;
const SCALE = 8;
const QUIET = 4;

/**
 * A QR-looking picture of `text`: three finder squares and modules derived from the text's hash. It is not a
 * scannable code — the fake only needs a stable, distinct image per text for the posters and share dialogs.
 */
export function pseudoQrPng(text: string): Buffer {
  const hash = createHash('sha256').update(text).digest();
  const size = (MODULES + QUIET * 2) * SCALE;
  const dark = (mx: number, my: number): boolean => {
    const finder = (ox: number, oy: number) => {
      const dx = mx - ox;
      const dy = my - oy;
      if (dx < 0 || dy < 0 || dx > 6 || dy > 6) return null;
      const ring = Math.max(Math.abs(dx - 3), Math.abs(dy - 3));
      return ring !== 2;
    };
    const f = finder(0, 0) ?? finder(MODULES - 7, 0) ?? finder(0, MODULES - 7);
    if (f !== null) return f;
    const bit = (my * MODULES + mx) * 7;
    return (((hash[(bit >> 3) % hash.length] ?? 0) >> (bit & 7)) & 1) === 1;
  };
  return encodeGreyPng(size, size, (x, y) => {
    const mx = Math.floor(x / SCALE) - QUIET;
    const my = Math.floor(y / SCALE) - QUIET;
    if (mx < 0 || my < 0 || mx >= MODULES || my >= MODULES) return 255;
    return dark(mx, my) ? 0 : 255;
  });
}
