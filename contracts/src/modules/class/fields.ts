import { z } from 'zod';
import { idSchema } from '../../define.js';
import { f, readOnly, SHELF_STATES } from '../../resource.js';
import { teacherRefSchema } from '../teacher/ref.js';
import { CHARGE_MODES, CLASS_CONTENT_TYPE, COURSE_LIMITS } from './constants.js';

/** The teachers a course is taught by: ids of the shared teacher entity, one to five. */
export const courseTeacherIds = z
  .array(idSchema, { error: '请选择授课老师' })
  .min(1, '请选择授课老师')
  .max(COURSE_LIMITS.teachers, `授课老师最多选择 ${COURSE_LIMITS.teachers} 位`);

/** What a course is, offline or trial: its name, picture, category and teachers. */
export const courseHead = {
  name: f.text('课程名称', { required: true, max: 30, keyword: true, semantic: 'course' }),
  cover: f.image('封面图', { required: true, compress: true, help: '建议尺寸 750×420 像素' }),
  categoryId: f.category('课程分类', CLASS_CONTENT_TYPE, { required: true }),
  teacherIds: f.custom('授课老师', courseTeacherIds, z.array(z.number()), { sample: [1] }),
  /** The teachers' names as the upstream answers them with the ids (a teacher since deleted is left out). */
  teachers: readOnly(f.custom('授课老师', z.array(teacherRefSchema), z.array(teacherRefSchema), { sample: [] })),
};

/** How a course runs: its lessons, charging, class size, place and time, and its detail page. */
export const courseBody = {
  lessonCount: f.number('课时数', { required: true, min: 1, max: COURSE_LIMITS.lessons }),
  chargeMode: f.select('收费方式', CHARGE_MODES, { required: true }),
  capacity: f.number('班级容量', {
    required: true,
    min: 1,
    max: COURSE_LIMITS.capacity,
    help: '每个班最多可容纳的学员人数',
  }),
  address: f.text('上课地址', { required: true, max: 100, semantic: 'address', column: false }),
  schedule: f.text('上课时间', { max: 50, placeholder: '如 每周六 9:00-10:30', column: false }),
  description: f.richText('课程详情', { required: true }),
};

/** The storefront's shelf switch and order. */
export const courseTail = {
  onShelf: f.switch('上架', { states: SHELF_STATES }),
  sort: f.number('排序', { max: 9999 }),
};
