/**
 * Several images picked at once for a gallery: which of them go up (the room left under its most, each file
 * checked by the image rules), and which finished uploads join the gallery, in the order they were picked.
 */

export interface PickPlan {
  /** Files to upload, in pick order. */
  take: File[];
  /** The rules' message for each refused file (type, size), in pick order. */
  refused: string[];
  /** How many acceptable files found no room. */
  over: number;
}

/** Splits a pick into what goes up, what the rules refuse and what the gallery has no room for. */
export function planPicks(files: readonly File[], room: number, check: (file: File) => string | null): PickPlan {
  const take: File[] = [];
  const refused: string[] = [];
  let over = 0;
  for (const file of files) {
    const why = check(file);
    if (why) refused.push(why);
    else if (take.length < room) take.push(file);
    else over++;
  }
  return { take, refused, over };
}

/** What the gallery says of files that found no room. */
export const overMessage = (max: number, over: number) => `最多上传 ${max} 张图片，已选的其余 ${over} 张未添加`;

export interface PendingImage {
  key: string;
  file: File;
  /** Set once its upload is done. */
  url?: string;
}

/**
 * The uploads that may join the gallery now: the finished ones at the head of the list. A file still going
 * up holds those picked after it back, so the gallery's order (the first is the cover) is the pick's.
 */
export function joinable(pending: readonly PendingImage[]): { urls: string[]; rest: PendingImage[] } {
  let n = 0;
  while (n < pending.length && pending[n]?.url) n++;
  return { urls: pending.slice(0, n).map((p) => p.url as string), rest: pending.slice(n) };
}
