import { fail } from '../../errors.js';
import { formatDateTime } from '../../util/time.js';
import { has, inRange, paged, type StudyHandlers, school } from './handler-kit.js';
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
import { cancelLesson, checkMove, moveLesson, previewSchedule, saveSchedule, selectLessons } from './schedule.js';
import { lessonView, studentName } from './school.js';

/** Lessons: the schedule that makes them, the roll call that takes them, and the make-ups of those missed. */
export const lessonHandlers: Pick<StudyHandlers, 'studySchedule' | 'studyRollCall' | 'studyMakeup'> = {
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
};
