import { nextSeq, resourceSamples, type SampleContext, type Samples } from '../../sample-kit.js';
import { chinaToday } from '../../time.js';
import { addDays } from '../analysis/range.js';
import { CHECK_DAILY, CHECK_HOMEWORK, MAKEUP_OPEN, TARGET_CLASS } from './enums.js';
import { studyResources } from './index.js';

/**
 * Contract samples of the study centre: the resources' from their metadata (with existing records for the
 * fields that point at others), and the hand-written calls' against the seed's demo school.
 */
const first = async <T>(p: Promise<{ list: T[] }>): Promise<T> => (await p).list[0] as T;
const course = (c: SampleContext) => first(c.client.studyCourse.list.query({ page: 1, size: 10 }));
/** The demo school's Saturday art class: open, with students and lessons. */
const openClass = (c: SampleContext) =>
  first(c.client.studyClass.list.query({ page: 1, size: 10, status: 1, keyword: '创意美术周六A班' }));
const student = (c: SampleContext) => first(c.client.studyStudent.list.query({ page: 1, size: 10 }));
const teacherId = async (c: SampleContext) => (await first(c.client.teacher.list.query({ page: 1, size: 10 }))).id;
/** A lesson of the demo school not yet called, from today on. */
const openLesson = (c: SampleContext) =>
  first(c.client.studySchedule.lessons.query({ page: 1, size: 10, status: 1, startDate: chinaToday() }));
/** Today's lesson of the roll-call demo class (the seed always has one). */
const todaysLesson = async (c: SampleContext) =>
  (
    await c.client.studySchedule.lessons.query({ page: 1, size: 50, startDate: chinaToday(), endDate: chinaToday() })
  ).list.find((l) => l.status === 1 && l.className === '钢琴启蒙小班')!;
const checkOf = (c: SampleContext, type: 1 | 2) => first(c.client.studyCheck.list.query({ page: 1, size: 10, type }));
const openAbsence = (c: SampleContext) =>
  first(c.client.studyMakeup.list.query({ page: 1, size: 10, status: MAKEUP_OPEN, keyword: '林小满' }));

const resources = Object.assign(
  {},
  ...studyResources.map((r) =>
    resourceSamples(r, {
      saveValues: async (c): Promise<Record<string, unknown>> => {
        // Courses, rooms and classes are named once each: every new one gets a name of its own.
        switch (r.name) {
          case 'studyCourse':
            return { name: `示例课程${nextSeq()}` };
          case 'studyRoom':
            return { name: `示例教室${nextSeq()}` };
          case 'studyClass':
            return {
              name: `示例班级${nextSeq()}`,
              courseId: (await course(c)).id,
              teacherIds: [await teacherId(c)],
              roomId: null,
            };
          case 'studyEvaluation':
            return { studentId: (await student(c)).id, lessonId: null };
          case 'studyNotice':
            return { target: TARGET_CLASS, classIds: [(await openClass(c)).id], studentIds: [] };
          case 'studyGrowth':
            return { target: TARGET_CLASS, classId: (await openClass(c)).id, studentId: null, date: chinaToday() };
          case 'studyCheck':
            return {
              type: CHECK_DAILY,
              classId: (await openClass(c)).id,
              startDate: chinaToday(),
              endDate: addDays(chinaToday(), 30),
            };
          default:
            return {};
        }
      },
      parentId: async (c) => (await checkOf(c, CHECK_HOMEWORK)).id,
    }),
  ),
) as Samples<(typeof studyResources)[number]['name']>;

type Custom =
  | 'studyClass.students'
  | 'studyClass.addStudents'
  | 'studyClass.removeStudent'
  | 'studyClass.finish'
  | 'studyRating.reply'
  | 'studyRating.summary'
  | 'studyNotice.reads'
  | 'studyGrowth.calendar'
  | 'studyGrowth.comments'
  | 'studyGrowth.comment'
  | 'studyGrowth.removeComment'
  | 'studyCheck.overview'
  | 'studyCheck.participants';

const custom: Pick<Samples<(typeof studyResources)[number]['name']>, Custom> = {
  'studyClass.students': async (c) => ({ classId: (await openClass(c)).id }),
  'studyClass.addStudents': async (c) => {
    const klass = await c.client.studyClass.save.mutate({
      name: `样例新班${nextSeq()}`,
      courseId: (await course(c)).id,
      capacity: 10,
      deductLessons: 1,
      teacherIds: [await teacherId(c)],
    });
    return { classId: klass.id, studentIds: [(await student(c)).id] };
  },
  'studyClass.removeStudent': async (c) => {
    const klass = await openClass(c);
    const [member] = await c.client.studyClass.students.query({ classId: klass.id });
    return { classId: klass.id, studentId: member!.studentId };
  },
  'studyClass.finish': async (c) => ({ id: (await openClass(c)).id }),
  'studyRating.reply': async (c) => ({
    id: (await first(c.client.studyRating.list.query({ page: 1, size: 10 }))).id,
    reply: '感谢家长的认可，我们会继续努力！',
  }),
  'studyRating.summary': () => ({}),
  'studyNotice.reads': async (c) => ({ id: (await first(c.client.studyNotice.list.query({ page: 1, size: 10 }))).id }),
  'studyGrowth.calendar': () => ({ month: chinaToday().slice(0, 7) }),
  'studyGrowth.comments': async (c) => ({
    growthId: (await first(c.client.studyGrowth.list.query({ page: 1, size: 10 }))).id,
  }),
  'studyGrowth.comment': async (c) => ({
    growthId: (await first(c.client.studyGrowth.list.query({ page: 1, size: 10 }))).id,
    content: '孩子进步很大，继续加油！',
  }),
  'studyGrowth.removeComment': async (c) => {
    const growthId = (await first(c.client.studyGrowth.list.query({ page: 1, size: 10 }))).id;
    return { id: (await c.client.studyGrowth.comment.mutate({ growthId, content: '临时评论' })).id };
  },
  'studyCheck.overview': () => ({}),
  'studyCheck.participants': async (c) => ({ id: (await checkOf(c, CHECK_DAILY)).id }),
};

const firstDiary = async (c: SampleContext) => first(c.client.studyDiary.list.query({ page: 1, size: 10 }));

const calls: Samples<
  'studySchedule' | 'studyBalance' | 'studySetting' | 'studyRollCall' | 'studyMakeup' | 'studyDiary' | 'studySubmission'
> = {
  'studySchedule.preview': async (c) => {
    const klass = await openClass(c);
    return {
      classId: klass.id,
      mode: 'rule',
      startDate: addDays(chinaToday(), 400),
      endType: 'count',
      count: 4,
      weekdays: [2, 4],
      startTime: '18:00',
      endTime: '19:30',
      teacherId: klass.teacherIds[0]!,
      skipHolidays: true,
    };
  },
  'studySchedule.save': async (c) => {
    const klass = await openClass(c);
    return {
      classId: klass.id,
      mode: 'dates',
      dates: [addDays(chinaToday(), 401), addDays(chinaToday(), 408)],
      startTime: '18:00',
      endTime: '19:30',
      teacherId: klass.teacherIds[0]!,
      content: '期末复习',
    };
  },
  'studySchedule.lessons': () => ({ page: 1, size: 20, startDate: chinaToday() }),
  'studySchedule.lesson': async (c) => ({ id: (await openLesson(c)).id }),
  'studySchedule.timetable': () => ({ startDate: chinaToday(), endDate: addDays(chinaToday(), 6) }),
  'studySchedule.checkMove': async (c) => {
    const l = await openLesson(c);
    return {
      id: l.id,
      date: addDays(chinaToday(), 500),
      startTime: l.startTime,
      endTime: l.endTime,
      teacherId: l.teacherId,
    };
  },
  'studySchedule.move': async (c) => {
    const l = await openLesson(c);
    return {
      id: l.id,
      date: addDays(chinaToday(), 500),
      startTime: l.startTime,
      endTime: l.endTime,
      teacherId: l.teacherId,
    };
  },
  'studySchedule.cancel': async (c) => ({ id: (await openLesson(c)).id }),
  'studyBalance.list': () => ({ page: 1, size: 20 }),
  'studyBalance.adjust': async (c) => {
    const b = await first(c.client.studyBalance.list.query({ page: 1, size: 10, status: 1 }));
    return { studentId: b.studentId, courseId: b.courseId, kind: 'give', lessons: 2, reason: '老带新奖励' };
  },
  'studyBalance.setStatus': async (c) => ({
    id: (await first(c.client.studyBalance.list.query({ page: 1, size: 10, status: 1 }))).id,
    status: 2,
  }),
  'studyBalance.logs': () => ({ page: 1, size: 20 }),
  'studySetting.get': () => ({}),
  'studySetting.save': () => ({ allowNegative: false, holidays: ['2027-01-01'] }),
  'studyRollCall.roster': async (c) => ({ lessonId: (await todaysLesson(c)).id }),
  'studyRollCall.submit': async (c) => {
    const lesson = await todaysLesson(c);
    const roster = await c.client.studyRollCall.roster.query({ lessonId: lesson.id });
    // Leave deducts nothing in the demo class, so every balance allows it.
    return { lessonId: lesson.id, marks: roster.students.map((s) => ({ studentId: s.studentId, status: 3 as const })) };
  },
  'studyRollCall.undo': async (c) => {
    const lesson = await todaysLesson(c);
    const roster = await c.client.studyRollCall.roster.query({ lessonId: lesson.id });
    await c.client.studyRollCall.submit.mutate({
      lessonId: lesson.id,
      marks: roster.students.map((s) => ({ studentId: s.studentId, status: 3 as const })),
    });
    return { lessonId: lesson.id };
  },
  'studyRollCall.records': () => ({ page: 1, size: 20 }),
  'studyMakeup.list': () => ({ page: 1, size: 20 }),
  'studyMakeup.arrange': async (c) => {
    const absence = await openAbsence(c);
    const lessons = await c.client.studySchedule.lessons.query({
      page: 1,
      size: 10,
      courseId: absence.courseId,
      status: 1,
      startDate: addDays(chinaToday(), 1),
    });
    return { id: absence.id, lessonId: lessons.list.find((l) => l.classId !== absence.classId)!.id };
  },
  'studyMakeup.unarrange': async (c) => {
    const absence = await first(c.client.studyMakeup.list.query({ page: 1, size: 10, status: 3 }));
    return { id: absence.id };
  },
  'studyMakeup.complete': async (c) => ({ ids: [(await openAbsence(c)).id], remark: '已单独辅导' }),
  'studyDiary.list': () => ({ page: 1, size: 20 }),
  'studyDiary.get': async (c) => ({ id: (await firstDiary(c)).id }),
  'studyDiary.month': async (c) => {
    const d = await firstDiary(c);
    return { studentId: d.studentId, month: d.date.slice(0, 7), checkId: d.checkId };
  },
  'studyDiary.comment': async (c) => ({ diaryId: (await firstDiary(c)).id, content: '坚持得很好，字越写越工整了！' }),
  'studyDiary.removeComment': async (c) => {
    const d = await firstDiary(c);
    return { id: (await c.client.studyDiary.comment.mutate({ diaryId: d.id, content: '临时点评' })).id };
  },
  'studyDiary.like': async (c) => ({ diaryId: (await firstDiary(c)).id, liked: true }),
  'studySubmission.list': () => ({ page: 1, size: 20 }),
  'studySubmission.review': async (c) => ({
    id: (await first(c.client.studySubmission.list.query({ page: 1, size: 10, status: 2 }))).id,
    score: 92,
    comment: '完成认真，注意笔画顺序。',
  }),
};

export const studySamples = { ...resources, ...custom, ...calls };
