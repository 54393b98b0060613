import type { FastifyInstance } from 'fastify';

/** Where the seed's pictures are served: drawn on request, so the demo data needs no image files. */
export const SEED_MEDIA_PATH = '/__media/seed.svg';

const escapeXml = (s: string) =>
  s.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c);

/** A seed picture's address (relative: the handlers make it absolute for the caller's origin). */
export function seedImage(text: string, hue: number, size: { w?: number; h?: number } = {}): string {
  const q = new URLSearchParams({ t: text, h: String(hue % 360), w: String(size.w ?? 640), ht: String(size.h ?? 400) });
  return `${SEED_MEDIA_PATH}?${q.toString()}`;
}

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

const clamp = (v: unknown, min: number, max: number, fallback: number) => {
  const n = Number(v);
  return Number.isFinite(n) ? Math.min(max, Math.max(min, Math.round(n))) : fallback;
};

/** The seed picture a `seedImage` address names (its query), as an SVG text. */
export function seedSvgFor(q: URLSearchParams | Record<string, unknown>): string {
  const get = (k: string) => (q instanceof URLSearchParams ? q.get(k) : q[k]);
  return seedSvg(
    String(get('t') ?? '').slice(0, 30),
    clamp(get('h'), 0, 359, 210),
    clamp(get('w'), 16, 2000, 640),
    clamp(get('ht'), 16, 2000, 400),
  );
}

export const SVG_TYPE = 'image/svg+xml; charset=utf-8';

export function seedMediaRoutes(app: FastifyInstance): void {
  app.get(SEED_MEDIA_PATH, async (req, reply) =>
    reply
      .header('content-type', SVG_TYPE)
      .header('cache-control', 'public, max-age=86400')
      .header('access-control-allow-origin', '*')
      .send(seedSvgFor(req.query as Record<string, unknown>)),
  );
}
