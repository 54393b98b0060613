import { addDays, CHECK_DAILY, type Diary, type Submission } from '@console/contracts';
import { fail, notFound } from '../../errors.js';
import type { StoredRow } from '../../kit/store.js';
import { formatDate, formatDateTime } from '../../util/time.js';
import { checkStatus } from './rules.js';
import { find, media, membersOf, type School, studentName, text } from './school.js';
import { type CommentRecord, type DiaryRecord, idOf, type StudyState, type SubmissionRecord } from './state.js';

export function diaryView(sc: School, d: DiaryRecord): Diary {
  const check = find(sc.s.checks, d.checkId);
  return {
    id: d.id,
    checkId: d.checkId,
    checkTitle: text(check, 'title'),
    studentId: d.studentId,
    studentName: studentName(sc, d.studentId),
    avatar: media(sc, text(find(sc.s.students, d.studentId), 'avatar')),
    date: d.date,
    content: d.content,
    images: d.images.map((u) => media(sc, u)),
    video: media(sc, d.video),
    likeCount: d.likes + (d.liked ? 1 : 0),
    liked: d.liked,
    comments: d.comments.map(commentView),
    createTime: formatDateTime(d.createdAt),
  };
}

export const commentView = (c: CommentRecord) => ({
  id: c.id,
  author: c.author,
  role: c.role,
  content: c.content,
  createTime: formatDateTime(c.createdAt),
});

export function diaryOf(s: StudyState, id: number): DiaryRecord {
  const d = s.diaries.get(id);
  if (!d) throw notFound();
  return d;
}

/** Diaries a query selects, newest day first. */
export function selectDiaries(
  s: StudyState,
  q: { checkId?: number; studentId?: number; date?: string; month?: string },
) {
  const out: DiaryRecord[] = [];
  for (const d of s.diaries.values()) {
    if (q.checkId && d.checkId !== q.checkId) continue;
    if (q.studentId && d.studentId !== q.studentId) continue;
    if (q.date && d.date !== q.date) continue;
    if (q.month && !d.date.startsWith(q.month)) continue;
    out.push(d);
  }
  return out.sort((a, b) => b.date.localeCompare(a.date) || b.createdAt - a.createdAt || b.id - a.id);
}

/** The class's students of a check-in task: how often each has checked in, when last, and whether today. */
export function participants(sc: School, checkId: number) {
  const check = find(sc.s.checks, checkId);
  if (!check) throw notFound();
  const diaries = selectDiaries(sc.s, { checkId });
  return membersOf(sc.s, idOf(check.values.classId) ?? 0).map((id) => {
    const own = diaries.filter((d) => d.studentId === id);
    return {
      studentId: id,
      name: studentName(sc, id),
      avatar: media(sc, text(find(sc.s.students, id), 'avatar')),
      count: own.length,
      lastDate: own[0]?.date ?? '',
      todayDone: own.some((d) => d.date === sc.today),
    };
  });
}

/** Posts a student's diary for a day of a check-in task (the app does this; the fake's control route too). */
export function postDiary(
  sc: School,
  input: { checkId: number; studentId: number; content: string; images?: string[]; date?: string },
): DiaryRecord {
  const check = find(sc.s.checks, input.checkId);
  if (!check) throw notFound();
  if (check.values.type !== CHECK_DAILY) throw fail('作业类任务没有打卡日记');
  if (!sc.s.members.get(idOf(check.values.classId) ?? 0)?.has(input.studentId))
    throw fail('该学员不在打卡任务的班级中');
  const date = input.date ?? sc.today;
  if (checkStatus(check.values, date) !== 2) throw fail('不在打卡时间内');
  const d: DiaryRecord = {
    id: sc.s.seq.diary.take(),
    checkId: input.checkId,
    studentId: input.studentId,
    date,
    content: input.content,
    images: input.images ?? [],
    video: '',
    likes: 0,
    liked: false,
    comments: [],
    createdAt: sc.now,
  };
  sc.s.diaries.set(d.id, d);
  return d;
}

export function submissionView(sc: School, x: SubmissionRecord): Submission {
  const hw = find(sc.s.homework, x.homeworkId);
  return {
    id: x.id,
    homeworkId: x.homeworkId,
    homeworkTitle: text(hw, 'title'),
    deadline: text(hw, 'deadline'),
    studentId: x.studentId,
    studentName: studentName(sc, x.studentId),
    avatar: media(sc, text(find(sc.s.students, x.studentId), 'avatar')),
    status: x.status,
    read: x.read,
    submitTime: x.submittedAt === null ? '' : formatDateTime(x.submittedAt),
    content: x.content,
    images: x.images.map((u) => media(sc, u)),
    score: x.score,
    comment: x.comment,
    reviewTime: x.reviewedAt === null ? '' : formatDateTime(x.reviewedAt),
  };
}

/** A new homework is due from every student of its series' class: one empty submission each. */
export function openSubmissions(sc: School, homework: StoredRow): void {
  const check = find(sc.s.checks, Number(homework.values.checkId));
  for (const studentId of membersOf(sc.s, idOf(check?.values.classId) ?? 0)) {
    const id = sc.s.seq.submission.take();
    sc.s.submissions.set(id, {
      id,
      homeworkId: homework.id,
      studentId,
      status: 1,
      read: false,
      submittedAt: null,
      content: '',
      images: [],
      score: null,
      comment: '',
      reviewedAt: null,
    });
  }
}

/** A student hands a homework in (the app does this; the fake's control route too). */
export function submitHomework(
  sc: School,
  input: { homeworkId: number; studentId: number; content: string; images?: string[] },
): SubmissionRecord {
  const x = [...sc.s.submissions.values()].find(
    (r) => r.homeworkId === input.homeworkId && r.studentId === input.studentId,
  );
  if (!x) throw notFound();
  x.status = 2;
  x.read = true;
  x.submittedAt = sc.now;
  x.content = input.content;
  x.images = input.images ?? [];
  return x;
}

/** 批改: only what was handed in can be reviewed. */
export function reviewSubmission(sc: School, id: number, score: number, comment: string): SubmissionRecord {
  const x = sc.s.submissions.get(id);
  if (!x) throw notFound();
  if (x.status !== 2) throw fail(`「${studentName(sc, x.studentId)}」还没有提交作业，不能批改`);
  x.score = score;
  x.comment = comment;
  x.reviewedAt = sc.now;
  return x;
}

/** 打卡概况: tasks running, today's and all diaries, homework waiting for review, two weeks of activity. */
export function checkOverview(sc: School) {
  const { s } = sc;
  const running = s.checks.live().filter((c) => checkStatus(c.values, sc.today) === 2).length;
  let todayDiaries = 0;
  const perDay = new Map<string, { diaries: number; submissions: number }>();
  const days = Array.from({ length: 14 }, (_, i) => addDays(sc.today, i - 13));
  for (const d of days) perDay.set(d, { diaries: 0, submissions: 0 });
  const perStudent = new Map<number, number>();
  for (const d of s.diaries.values()) {
    if (d.date === sc.today) todayDiaries++;
    const day = perDay.get(d.date);
    if (day) day.diaries++;
    perStudent.set(d.studentId, (perStudent.get(d.studentId) ?? 0) + 1);
  }
  let pending = 0;
  for (const x of s.submissions.values()) {
    if (x.status === 2 && x.reviewedAt === null) pending++;
    const day = x.submittedAt === null ? undefined : perDay.get(formatDate(x.submittedAt));
    if (day) day.submissions++;
  }
  const ranking = [...perStudent]
    .sort((a, b) => b[1] - a[1] || a[0] - b[0])
    .slice(0, 10)
    .map(([studentId, count]) => {
      const klass = [...s.members].find(([, m]) => m.has(studentId));
      return {
        studentId,
        name: studentName(sc, studentId),
        className: klass ? text(find(s.classes, klass[0])) : '',
        count,
      };
    });
  return {
    running,
    todayDiaries,
    totalDiaries: s.diaries.size,
    pendingReviews: pending,
    trend: days.map((date) => ({ date, ...(perDay.get(date) as { diaries: number; submissions: number }) })),
    ranking,
  };
}
