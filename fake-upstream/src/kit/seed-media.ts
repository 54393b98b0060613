import { readFileSync } from 'node:fs';
import type { Blob } from '../state/blobs.js';

/**
 * The seed's media live in the OSS emulator's bucket under `seed/`, as a real shop's uploads live in its
 * bucket: pictures are drawn on request (so the demo data needs no image files), videos and audio are two
 * small files of this package. Addresses are stored relative (`/{bucket}/seed/…`); the handlers make them
 * absolute for the caller's origin.
 */
export const SEED_KEY_PREFIX = 'seed/';
const IMAGE_KEY = `${SEED_KEY_PREFIX}image.svg`;
const VIDEO_KEY = /^seed\/video-\d+\.mp4$/;
const AUDIO_KEY = /^seed\/audio-\d+\.mp3$/;

const asset = (name: string) => readFileSync(new URL(`../../assets/${name}`, import.meta.url));
let files: { mp4: Buffer; mp3: Buffer } | undefined;
const assets = () => (files ??= { mp4: asset('seed.mp4'), mp3: asset('seed.mp3') });

/** A seed picture's address: `text` on a gradient of `hue`, `w`×`h` pixels. */
export function seedImage(base: string, text: string, hue: number, size: { w?: number; h?: number } = {}): string {
  const q = new URLSearchParams({ t: text, h: String(hue % 360), w: String(size.w ?? 640), ht: String(size.h ?? 400) });
  return `${base}/${IMAGE_KEY}?${q.toString()}`;
}

export const seedVideo = (base: string, n: number) => `${base}/${SEED_KEY_PREFIX}video-${n}.mp4`;
export const seedAudio = (base: string, n: number) => `${base}/${SEED_KEY_PREFIX}audio-${n}.mp3`;

const escapeXml = (s: string) =>
  s.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c);

/**
 * A picture for the demo: a two-tone gradient, soft circles, hills and the caption. It stands in for the
 * school photos, banners and covers a real shop uploads.
 */
export function seedSvg(text: string, hue: number, w: number, h: number): string {
  const a = `hsl(${hue},70%,62%)`;
  const b = `hsl(${(hue + 40) % 360},65%,42%)`;
  const fontSize = Math.round(Math.min(w / Math.max(4, text.length + 2), h / 4));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#g)"/>
<circle cx="${w * 0.82}" cy="${h * 0.22}" r="${h * 0.12}" fill="#fff" fill-opacity="0.55"/>
<circle cx="${w * 0.12}" cy="${h * 0.18}" r="${h * 0.3}" fill="#fff" fill-opacity="0.08"/>
<path d="M0 ${h * 0.8} L${w * 0.3} ${h * 0.55} L${w * 0.55} ${h * 0.78} L${w * 0.75} ${h * 0.6} L${w} ${h * 0.85} L${w} ${h} L0 ${h} Z" fill="#fff" fill-opacity="0.22"/>
<text x="50%" y="50%" dominant-baseline="middle" text-anchor="middle" font-family="'Noto Sans CJK SC','PingFang SC','Microsoft YaHei',sans-serif" font-size="${fontSize}" font-weight="600" fill="#fff">${escapeXml(text)}</text>
</svg>`;
}

const clamp = (v: string | null, min: number, max: number, fallback: number) => {
  const n = Number(v);
  return v !== null && Number.isFinite(n) ? Math.min(max, Math.max(min, Math.round(n))) : fallback;
};

/** The seeded object at `key` (with the query of its address), or undefined when the key is not a seed's. */
export function seedObject(key: string, query: URLSearchParams, now: number): Blob | undefined {
  if (key === IMAGE_KEY) {
    const svg = seedSvg(
      (query.get('t') ?? '').slice(0, 30),
      clamp(query.get('h'), 0, 359, 210),
      clamp(query.get('w'), 16, 2000, 640),
      clamp(query.get('ht'), 16, 2000, 400),
    );
    return { body: Buffer.from(svg), contentType: 'image/svg+xml; charset=utf-8', etag: '', lastModified: now };
  }
  if (VIDEO_KEY.test(key)) return { body: assets().mp4, contentType: 'video/mp4', etag: '"seed-mp4"', lastModified: 0 };
  if (AUDIO_KEY.test(key))
    return { body: assets().mp3, contentType: 'audio/mpeg', etag: '"seed-mp3"', lastModified: 0 };
  return undefined;
}
