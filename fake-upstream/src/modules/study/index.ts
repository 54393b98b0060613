import {
  studyCheck,
  studyClass,
  studyContracts,
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
import { defineFakeModule } from '../../kit/module.js';
import { resourceHandlers } from '../../kit/resource-handlers.js';
import { checkVersion } from '../../kit/versioned.js';
import { formatDateTime } from '../../util/time.js';
import {
  checkOverview,
  commentView,
  diaryOf,
  diaryView,
  openSubmissions,
  participants,
  reviewSubmission,
  selectDiaries,
  submissionView,
} from './checks.js';
import { addStudents, classStudents, dropClasses, finishClass, guardClassDelete, removeStudent } from './classes.js';
import {
  growthCalendar,
  guardCourseDelete,
  guardRoomDelete,
  guardStudentDelete,
  noticeReads,
  ratingSummary,
} from './content.js';
import { adjustBalance, balanceView, logView, setBalanceStatus } from './ledger.js';
import {
  absenceView,
  arrangeMakeup,
  completeMakeups,
  lessonOf,
  rosterOf,
  submitRollCall,
  unarrangeMakeup,
  undoRollCall,
} from './roll-call.js';
import { studyRoutes } from './routes.js';
import { cancelLesson, checkMove, moveLesson, previewSchedule, saveSchedule, selectLessons } from './schedule.js';
import { find, lessonView, type School, schoolOf, studentName } from './school.js';
import type { CommentRecord, StudyState } from './state.js';
import { studyState } from './study-state.js';

export { studyState };

const S = (ctx: CallContext): StudyState => studyState.of(ctx);
const school = (ctx: CallContext): School => schoolOf(S(ctx), ctx, ctx.now, ctx.account.name, ctx.publicUrl);

/** One page of a list, as every paged call answers. */
function paged<T, V>(rows: readonly T[], q: { page: number; size: number }, view: (row: T) => V) {
  const start = (q.page - 1) * q.size;
  return { list: rows.slice(start, start + q.size).map(view), total: rows.length };
}

const inRange = (day: string, q: { startDate?: string; endDate?: string }) =>
  (!q.startDate || day >= q.startDate) && (!q.endDate || day <= q.endDate);
const has = (text: string, keyword: string | undefined) =>
  !keyword || text.toLowerCase().includes(keyword.toLowerCase());

/**
 * Deletes guarded by what must not be lost (a course with classes, a class with lessons taken, a student with
 * lessons left), with what goes along with them.
 */
function guarded<H extends { remove: unknown; removeMany: unknown }>(
  base: H,
  guard: (ctx: CallContext, ids: number[]) => void,
  after?: (ctx: CallContext, ids: number[]) => void,
): H {
  const remove = base.remove as (input: { id: number }, ctx: CallContext) => unknown;
  const removeMany = base.removeMany as (input: { ids: number[] }, ctx: CallContext) => unknown;
  return {
    ...base,
    remove: (input: { id: number }, ctx: CallContext) => {
      guard(ctx, [input.id]);
      const out = remove(input, ctx);
      after?.(ctx, [input.id]);
      return out;
    },
    removeMany: (input: { ids: number[] }, ctx: CallContext) => {
      guard(ctx, input.ids);
      const out = removeMany(input, ctx);
      after?.(ctx, input.ids);
      return out;
    },
  };
}

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
    const c: CommentRecord = {
      id: S(ctx).seq.comment.take(),
      author: ctx.account.name,
      role: '老师',
      content,
      createdAt: ctx.now,
    };
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

export const studyFake = defineFakeModule(studyContracts, {
  state: studyState,
  routes: studyRoutes,
  handlers: {
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
    studySchedule: {
      preview: (rule, ctx) => previewSchedule(school(ctx), rule),
      save: (rule, ctx) => saveSchedule(school(ctx), rule),
      lessons: (q, ctx) => {
        const sc = school(ctx);
        return paged(selectLessons(sc, q), q, (l) => lessonView(sc, l));
      },
      lesson: ({ id }, ctx) => {
        const sc = school(ctx);
        const l = sc.s.lessons.get(id);
        if (!l) throw fail('课节不存在或已取消');
        return lessonView(sc, l);
      },
      timetable: (q, ctx) => {
        const sc = school(ctx);
        return selectLessons(sc, q).map((l) => lessonView(sc, l));
      },
      checkMove: (input, ctx) => ({ conflicts: checkMove(school(ctx), input) }),
      move: (input, ctx) => moveLesson(school(ctx), input),
      cancel: ({ id }, ctx) => {
        cancelLesson(school(ctx), id);
        return { id };
      },
    },
    studyBalance: {
      list: (q, ctx) => {
        const sc = school(ctx);
        const rows = [...sc.s.balances.values()]
          .map((b) => balanceView(sc, b))
          .filter(
            (b) =>
              (!q.studentId || b.studentId === q.studentId) &&
              (!q.courseId || b.courseId === q.courseId) &&
              (!q.status || b.status === q.status) &&
              (q.maxLeft === undefined || b.left <= q.maxLeft) &&
              (has(b.studentName, q.keyword) || has(b.courseName, q.keyword)),
          )
          .sort((a, b) => a.studentId - b.studentId || a.courseId - b.courseId);
        return paged(rows, q, (b) => b);
      },
      adjust: (input, ctx) => {
        const sc = school(ctx);
        return balanceView(sc, adjustBalance(sc, input));
      },
      setStatus: ({ id, status, version }, ctx) => {
        const sc = school(ctx);
        return balanceView(sc, setBalanceStatus(sc, id, status, version));
      },
      logs: (q, ctx) => {
        const sc = school(ctx);
        const rows = sc.s.logs
          .filter(
            (l) =>
              (!q.studentId || l.studentId === q.studentId) &&
              (!q.courseId || l.courseId === q.courseId) &&
              (!q.kind || l.kind === q.kind) &&
              inRange(formatDateTime(l.createdAt).slice(0, 10), q),
          )
          .sort((a, b) => b.createdAt - a.createdAt || b.id - a.id);
        return paged(rows, q, (l) => logView(sc, l));
      },
    },
    studySetting: {
      get: (_, ctx) => ({ ...S(ctx).settings, holidays: [...S(ctx).settings.holidays].sort() }),
      save: (input, ctx) => {
        const s = S(ctx);
        checkVersion(s.settings, input.version);
        s.settings = {
          allowNegative: input.allowNegative,
          holidays: [...new Set(input.holidays)].sort(),
          version: s.settings.version + 1,
          updateTime: formatDateTime(ctx.now),
        };
        return { ...s.settings };
      },
    },
    studyRollCall: {
      roster: ({ lessonId }, ctx) => rosterOf(school(ctx), lessonId),
      submit: (input, ctx) => submitRollCall(school(ctx), input),
      undo: ({ lessonId }, ctx) => undoRollCall(school(ctx), lessonId),
      records: (q, ctx) => {
        const sc = school(ctx);
        const views = new Map<number, ReturnType<typeof lessonView>>();
        const viewOf = (id: number) => {
          let v = views.get(id);
          if (!v) views.set(id, (v = lessonView(sc, lessonOf(sc.s, id))));
          return v;
        };
        const rows = [...sc.s.attendance.values()]
          .filter(
            (a) =>
              (!q.studentId || a.studentId === q.studentId) &&
              (!q.status || a.status === q.status) &&
              (!q.classId || viewOf(a.lessonId).classId === q.classId) &&
              inRange(viewOf(a.lessonId).date, q) &&
              has(studentName(sc, a.studentId), q.keyword),
          )
          .sort((a, b) => b.createdAt - a.createdAt || b.id - a.id);
        return paged(rows, q, (a) => {
          const l = viewOf(a.lessonId);
          return {
            id: a.id,
            lessonId: a.lessonId,
            date: l.date,
            startTime: l.startTime,
            endTime: l.endTime,
            classId: l.classId,
            className: l.className,
            courseName: l.courseName,
            teacherName: l.teacherName,
            studentId: a.studentId,
            studentName: studentName(sc, a.studentId),
            kind: a.kind,
            status: a.status,
            deducted: a.deducted,
            amount: a.amount,
            remark: a.remark,
            createTime: formatDateTime(a.createdAt),
          };
        });
      },
    },
    studyMakeup: {
      list: (q, ctx) => {
        const sc = school(ctx);
        const rows = [...sc.s.absences.values()]
          .map((a) => absenceView(sc, a))
          .filter(
            (a) =>
              (!q.status || a.status === q.status) &&
              (!q.classId || a.classId === q.classId) &&
              (!q.studentId || a.studentId === q.studentId) &&
              has(a.studentName, q.keyword),
          )
          .sort((a, b) => a.status - b.status || b.date.localeCompare(a.date) || b.id - a.id);
        return paged(rows, q, (a) => a);
      },
      arrange: ({ id, lessonId }, ctx) => arrangeMakeup(school(ctx), id, lessonId),
      unarrange: ({ id }, ctx) => unarrangeMakeup(school(ctx), id),
      complete: ({ ids, remark }, ctx) => ({ completed: completeMakeups(school(ctx), ids, remark ?? '') }),
    },
    studyDiary: {
      list: (q, ctx) => {
        const sc = school(ctx);
        return paged(selectDiaries(sc.s, q), q, (d) => diaryView(sc, d));
      },
      get: ({ id }, ctx) => diaryView(school(ctx), diaryOf(S(ctx), id)),
      month: (q, ctx) => {
        const sc = school(ctx);
        if (!find(sc.s.students, q.studentId)) throw fail('学员不存在或已被删除');
        return selectDiaries(sc.s, q).map((d) => diaryView(sc, d));
      },
      comment: ({ diaryId, content }, ctx) => {
        const d = diaryOf(S(ctx), diaryId);
        const c: CommentRecord = {
          id: S(ctx).seq.comment.take(),
          author: ctx.account.name,
          role: '老师',
          content,
          createdAt: ctx.now,
        };
        d.comments.push(c);
        return commentView(c);
      },
      removeComment: ({ id }, ctx) => {
        for (const d of S(ctx).diaries.values()) {
          const i = d.comments.findIndex((c) => c.id === id);
          if (i >= 0) {
            d.comments.splice(i, 1);
            return null;
          }
        }
        throw fail('点评不存在或已被删除');
      },
      like: ({ diaryId, liked }, ctx) => {
        const d = diaryOf(S(ctx), diaryId);
        d.liked = liked;
        return { liked, likeCount: d.likes + (liked ? 1 : 0) };
      },
    },
    studySubmission: {
      list: (q, ctx) => {
        const sc = school(ctx);
        const rows = [...sc.s.submissions.values()]
          .filter(
            (x) =>
              (!q.homeworkId || x.homeworkId === q.homeworkId) &&
              (!q.studentId || x.studentId === q.studentId) &&
              (!q.status || x.status === q.status) &&
              find(sc.s.homework, x.homeworkId) !== undefined,
          )
          .sort(
            (a, b) => b.status - a.status || (b.submittedAt ?? 0) - (a.submittedAt ?? 0) || a.studentId - b.studentId,
          );
        return paged(rows, q, (x) => submissionView(sc, x));
      },
      review: ({ id, score, comment }, ctx) => {
        const sc = school(ctx);
        return submissionView(sc, reviewSubmission(sc, id, score, comment));
      },
    },
  },
});
