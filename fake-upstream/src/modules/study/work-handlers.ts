import { fail } from '../../errors.js';
import { commentView, diaryOf, diaryView, reviewSubmission, selectDiaries, submissionView } from './checks.js';
import { paged, S, type StudyHandlers, school, teacherComment } from './handler-kit.js';
import { find } from './school.js';

/** What students hand in: check-in diaries (liked and commented) and homework submissions (reviewed). */
export const workHandlers: Pick<StudyHandlers, 'studyDiary' | 'studySubmission'> = {
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
      const c = teacherComment(ctx, content);
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
};
