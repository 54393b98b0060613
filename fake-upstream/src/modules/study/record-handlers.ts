import {
  studyCheck,
  studyClass,
  studyCourse,
  studyEvaluation,
  studyGrowth,
  studyHomework,
  studyNotice,
  studyRating,
  studyRoom,
  studyStudent,
} from '@console/contracts';
import { fail } from '../../errors.js';
import type { CallContext } from '../../kit/handlers.js';
import { resourceHandlers } from '../../kit/resource-handlers.js';
import { formatDateTime } from '../../util/time.js';
import { checkOverview, commentView, openSubmissions, participants } from './checks.js';
import { addStudents, classStudents, dropClasses, finishClass, guardClassDelete, removeStudent } from './classes.js';
import {
  growthCalendar,
  guardCourseDelete,
  guardRoomDelete,
  guardStudentDelete,
  noticeReads,
  ratingSummary,
} from './content.js';
import { guarded, S, type StudyHandlers, school, teacherComment } from './handler-kit.js';

const courses = guarded(
  resourceHandlers(studyCourse, (ctx) => S(ctx).courses, {}),
  (ctx, ids) => guardCourseDelete(school(ctx), ids),
);
const rooms = guarded(
  resourceHandlers(studyRoom, (ctx) => S(ctx).rooms, {}),
  (ctx, ids) => guardRoomDelete(school(ctx), ids),
);
const classes = guarded(
  resourceHandlers(studyClass, (ctx) => S(ctx).classes, {
    students: ({ classId }, ctx) => classStudents(school(ctx), classId),
    addStudents: ({ classId, studentIds }, ctx) => addStudents(school(ctx), classId, studentIds),
    removeStudent: ({ classId, studentId }, ctx) => {
      removeStudent(school(ctx), classId, studentId);
      return null;
    },
    finish: ({ id }, ctx) => finishClass(school(ctx), id),
  }),
  (ctx, ids) => guardClassDelete(school(ctx), ids),
  (ctx, ids) => dropClasses(school(ctx), ids),
);
const students = guarded(
  resourceHandlers(studyStudent, (ctx) => S(ctx).students, {}),
  (ctx, ids) => guardStudentDelete(school(ctx), ids),
);

const evaluationBase = resourceHandlers(studyEvaluation, (ctx) => S(ctx).evaluations, {});
const evaluations = {
  ...evaluationBase,
  // A new evaluation is signed by whoever wrote it (shown when no lesson names the teacher); the store keeps the
  // extra value beside the fields, which the entity leaves out.
  save: (input: Parameters<typeof evaluationBase.save>[0], ctx: CallContext) =>
    evaluationBase.save(input.id ? input : ({ ...input, author: ctx.account.name } as typeof input), ctx),
};

const ratings = resourceHandlers(studyRating, (ctx) => S(ctx).ratings, {
  reply: ({ id, reply }, ctx) => {
    const row = S(ctx).ratings.edit(S(ctx).ratings.get(id), { reply, replyTime: formatDateTime(ctx.now) }, ctx.now);
    return { reply, replyTime: String(row.values.replyTime) };
  },
  summary: ({ teacherId }, ctx) => ratingSummary(school(ctx), teacherId),
});

const notices = resourceHandlers(studyNotice, (ctx) => S(ctx).notices, {
  reads: ({ id }, ctx) => noticeReads(school(ctx), id),
});

const growth = resourceHandlers(studyGrowth, (ctx) => S(ctx).growth, {
  calendar: (q, ctx) => growthCalendar(school(ctx), q),
  comments: ({ growthId }, ctx) => {
    S(ctx).growth.get(growthId);
    return (S(ctx).growthComments.get(growthId) ?? []).map((c) => ({ ...commentView(c), growthId }));
  },
  comment: ({ growthId, content }, ctx) => {
    S(ctx).growth.get(growthId);
    const c = teacherComment(ctx, content);
    const list = S(ctx).growthComments.get(growthId) ?? [];
    list.push(c);
    S(ctx).growthComments.set(growthId, list);
    return { ...commentView(c), growthId };
  },
  removeComment: ({ id }, ctx) => {
    for (const list of S(ctx).growthComments.values()) {
      const i = list.findIndex((c) => c.id === id);
      if (i >= 0) {
        list.splice(i, 1);
        return null;
      }
    }
    throw fail('评论不存在或已被删除');
  },
});

const checks = guarded(
  resourceHandlers(studyCheck, (ctx) => S(ctx).checks, {
    overview: (_, ctx) => checkOverview(school(ctx)),
    participants: ({ id }, ctx) => participants(school(ctx), id),
  }),
  (ctx, ids) => {
    const s = S(ctx);
    for (const id of ids) {
      const check = s.checks.get(id);
      const used =
        [...s.diaries.values()].some((d) => d.checkId === id) || s.homework.live().some((h) => h.values.checkId === id);
      if (used) throw fail(`「${String(check.values.title)}」已有打卡或作业记录，不能删除`);
    }
  },
);

const homeworkBase = resourceHandlers(studyHomework, (ctx) => S(ctx).homework, {});
const homework = guarded(
  {
    ...homeworkBase,
    save: (input: Parameters<typeof homeworkBase.save>[0], ctx: CallContext) => {
      const saved = homeworkBase.save(input, ctx) as { id: number };
      if (!input.id) openSubmissions(school(ctx), S(ctx).homework.get(saved.id));
      return saved as ReturnType<typeof homeworkBase.save>;
    },
  },
  (ctx, ids) => {
    for (const id of ids)
      if ([...S(ctx).submissions.values()].some((x) => x.homeworkId === id && x.status === 2))
        throw fail(`「${String(S(ctx).homework.get(id).values.title)}」已有学员提交，不能删除`);
  },
  (ctx, ids) => {
    for (const x of [...S(ctx).submissions.values()]) if (ids.includes(x.homeworkId)) S(ctx).submissions.delete(x.id);
  },
);

/** The school's records: each a resource of the contracts, with its guarded deletes and its own actions. */
export const recordHandlers = {
  studyCourse: courses,
  studyRoom: rooms,
  studyClass: classes,
  studyStudent: students,
  studyEvaluation: evaluations,
  studyRating: ratings,
  studyNotice: notices,
  studyGrowth: growth,
  studyCheck: checks,
  studyHomework: homework,
} satisfies Pick<
  StudyHandlers,
  | 'studyCourse'
  | 'studyRoom'
  | 'studyClass'
  | 'studyStudent'
  | 'studyEvaluation'
  | 'studyRating'
  | 'studyNotice'
  | 'studyGrowth'
  | 'studyCheck'
  | 'studyHomework'
>;
