import { deflateSync } from 'node:zlib';
import { PNG } from 'pngjs';

/** A real PNG of noise (so it does not compress away): about width × height × 4 bytes. */
export function noisePng(width: number, height: number, seed = 7): Buffer {
  const png = new PNG({ width, height });
  let s = seed >>> 0;
  for (let i = 0; i < png.data.length; i++) {
    s = (s * 1664525 + 1013904223) >>> 0;
    png.data[i] = i % 4 === 3 ? 255 : s >>> 24;
  }
  return PNG.sync.write(png, { deflateLevel: 1 });
}

/** A small but well-formed PNG of one colour. */
export function solidPng(width: number, height: number, rgb: [number, number, number]): Buffer {
  const png = new PNG({ width, height });
  for (let i = 0; i < png.data.length; i += 4) png.data.set([...rgb, 255], i);
  return PNG.sync.write(png);
}

/** A tiny MP4-named file: the upload path does not read the container, only the type and the size. */
export function smallMp4(): Buffer {
  // An ftyp box ('isom') followed by an empty mdat box: the start of any MP4.
  const ftyp = Buffer.from('0000001866747970697 36f6d0000020069736f6d69736f32'.replace(/\s/g, ''), 'hex');
  return Buffer.concat([ftyp, Buffer.from('0000000c6d64617400000000', 'hex'), deflateSync(Buffer.alloc(2048, 1))]);
}
