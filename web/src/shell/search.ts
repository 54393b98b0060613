import Fuse, { type IFuseOptions } from 'fuse.js';

export interface SearchEntry {
  /** The page's titles from its module down ('官网 > 关于我们'). */
  title: string[];
  path: string;
}

/** Spec section 5: fuzzy, threshold 0.4, over title (weight 0.7) and path (weight 0.3). */
export const SEARCH_OPTIONS: IFuseOptions<SearchEntry> = {
  shouldSort: true,
  threshold: 0.4,
  minMatchCharLength: 1,
  keys: [
    { name: 'title', weight: 0.7 },
    { name: 'path', weight: 0.3 },
  ],
};

export function createSearch(entries: readonly SearchEntry[]): (query: string) => SearchEntry[] {
  const fuse = new Fuse(entries, SEARCH_OPTIONS);
  return (query) => (query.trim() ? fuse.search(query.trim()).map((r) => r.item) : []);
}
