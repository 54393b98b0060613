import { LIMITS, MSG } from '@console/contracts';

export interface PosterDraft {
  title: string;
  description: string;
  image: string | null;
}

/**
 * The poster's checks before download (spec §5 and §8), in order, each stopping the download: title
 * (请输入标题), description (请输入描述), image (请选择图片). Title at most 12 characters, description 20.
 */
export function posterProblem(d: PosterDraft): string | null {
  if (d.title.trim() === '') return MSG.posterTitleRequired;
  if (d.description.trim() === '') return MSG.posterDescRequired;
  if (!d.image) return MSG.posterImageRequired;
  if ([...d.title.trim()].length > LIMITS.posterTitleMax) return `标题不能超过 ${LIMITS.posterTitleMax} 个字`;
  if ([...d.description.trim()].length > LIMITS.posterDescMax) return `描述不能超过 ${LIMITS.posterDescMax} 个字`;
  return null;
}

/** Starting text from the content being promoted, cut to the poster's limits. */
export function posterDefaults(src: {
  title?: string | null;
  description?: string | null;
  image?: string | null;
}): PosterDraft {
  const cut = (s: string | null | undefined, n: number) => [...(s ?? '').trim()].slice(0, n).join('');
  return {
    title: cut(src.title, LIMITS.posterTitleMax),
    description: cut(src.description, LIMITS.posterDescMax),
    image: src.image || null,
  };
}

/** The gateway's image proxy address for a poster image (same origin, so html2canvas can read it). */
export function proxiedImageUrl(url: string): string {
  return `/api/img?url=${encodeURIComponent(url)}`;
}

/** A file name for the saved poster. */
export function posterFileName(title: string): string {
  const safe = title
    .trim()
    .replace(/[\\/:*?"<>|]/g, '')
    .slice(0, 30);
  return `${safe || '推广海报'}.png`;
}
