/**
 * Online courses (/vod, product 6): the values its calls carry. The spec names the pages only; these are the
 * product's choices, following what course platforms' staff already know (docs/DOMAIN.md §6).
 */

/** The category content type of courses (the shared category editor and pickers). */
export const VOD_CONTENT_TYPE = 'vodCourse';

/** 收费方式: a free course is open to everyone; a paid one is bought (or gifted, or redeemed with a code). */
export const PAY_TYPE = { free: 1, paid: 2 } as const;
export const PAY_TYPES = [
  { value: PAY_TYPE.free, label: '免费' },
  { value: PAY_TYPE.paid, label: '付费' },
] as const;

/** What a section plays: a video (MP4/MOV) or an audio (MP3). */
export const SECTION_MEDIA = { video: 1, audio: 2 } as const;
export const SECTION_MEDIA_TYPES = [
  { value: SECTION_MEDIA.video, label: '视频' },
  { value: SECTION_MEDIA.audio, label: '音频' },
] as const;

/** How a learner came to a course. */
export const LEARNER_SOURCE = { purchase: 1, gift: 2, code: 3 } as const;
export const LEARNER_SOURCES = [
  { value: LEARNER_SOURCE.purchase, label: '购买' },
  { value: LEARNER_SOURCE.gift, label: '赠送' },
  { value: LEARNER_SOURCE.code, label: '兑换码' },
] as const;

/** The most sections one course holds, and one call reorders or assigns. */
export const MAX_SECTIONS = 500;
