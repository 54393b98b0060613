import { checkVersion } from '../../kit/versioned.js';
import { formatDateTime } from '../../util/time.js';
import { has, inRange, paged, S, type StudyHandlers, school } from './handler-kit.js';
import { adjustBalance, balanceView, logView, setBalanceStatus } from './ledger.js';

/** Students' lesson balances with their log, and the school's rules for them (negative balances, holidays). */
export const balanceHandlers: Pick<StudyHandlers, 'studyBalance' | 'studySetting'> = {
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
};
