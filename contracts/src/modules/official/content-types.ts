/**
 * Category content types of the official-website items that have categories. The spec names the save's
 * `contentType` but not its values; these are the product's choice, one per categorised item.
 */
export const OFFICIAL_CONTENT_TYPES = {
  album: '1',
  works: '2',
  video: '3',
  activity: '4',
} as const;
export type OfficialContentType = keyof typeof OFFICIAL_CONTENT_TYPES;

export const OFFICIAL_CONTENT_TYPE_NAMES: Record<OfficialContentType, string> = {
  album: '相册分类',
  works: '作品分类',
  video: '视频分类',
  activity: '新闻分类',
};
