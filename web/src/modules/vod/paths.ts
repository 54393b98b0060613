import { SECTION_MEDIA } from '@console/contracts';

/** The pages of online courses (spec §2): the index with its two tabs, and the pages reached from it. */
export const VOD_INDEX = '/vod/index';
export const LECTURERS_TAB = `${VOD_INDEX}?tab=teacher`;
export const COURSE_BASE = '/vod/course';
export const TEACHER_BASE = '/vod/teacher';

export const sectionsPath = (courseId: number) => `/vod/course/section/${courseId}`;
export const learnersPath = (courseId: number) => `/vod/course/user/${courseId}`;
export const batchPath = (courseId?: number) => (courseId ? `/vod/batch?courseId=${courseId}` : '/vod/batch');
export const coursesOfTeacher = (teacherId: number) => `${VOD_INDEX}?teacherId=${teacherId}`;

type MediaType = (typeof SECTION_MEDIA)[keyof typeof SECTION_MEDIA];

/** 新增视频章节 is `create`, 新增音频章节 `createAudio`; the course travels in the query. */
export const createSectionPath = (courseId: number, mediaType: MediaType) =>
  `/vod/course/section/${mediaType === SECTION_MEDIA.audio ? 'createAudio' : 'create'}?courseId=${courseId}`;

export const editSectionPath = (id: number, mediaType: MediaType) =>
  `/vod/course/section/${mediaType === SECTION_MEDIA.audio ? 'editAudio' : 'edit'}/${id}`;
