import { addDays, weekdayOf } from '@console/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { DevHost } from '../../kit/module.js';
import type { StoredRow } from '../../kit/store.js';
import { Rng } from '../../util/random.js';
import { postDiary, submitHomework } from './checks.js';
import { schoolOf } from './school.js';
import { studyState } from './study-state.js';

/**
 * The study centre's control routes (`/__dev/study/…`): what parents and students do in the app, for the
 * browser tests (a diary posted, a homework handed in), and a crowded week for the timetable benchmark.
 */
export function studyRoutes(app: FastifyInstance, host: DevHost): void {
  const sc = (req: FastifyRequest) => schoolOf(studyState.of(host(req)), host(req), host(req).now(), '家长');
  const bad = (reply: { status: (n: number) => { send: (b: unknown) => unknown } }, issues: unknown) =>
    reply.status(400).send({ error: issues });

  // The app's users name what they act on; the tests do too (a task by its title, a student by name).
  const byValue = (rows: readonly StoredRow[], field: string, value: string) =>
    rows.find((r) => r.values[field] === value)?.id;

  const diary = z.object({
    checkTitle: z.string().min(1),
    studentName: z.string().min(1),
    content: z.string().min(1).max(500),
  });
  app.post('/__dev/study/diary', async (req, reply) => {
    const parsed = diary.safeParse(req.body);
    if (!parsed.success) return bad(reply, parsed.error.issues);
    const s = studyState.of(host(req));
    const checkId = byValue(s.checks.live(), 'title', parsed.data.checkTitle);
    const studentId = byValue(s.students.live(), 'name', parsed.data.studentName);
    if (!checkId || !studentId) return reply.status(404).send({ error: '没有这个打卡任务或学员' });
    return { id: postDiary(sc(req), { checkId, studentId, content: parsed.data.content }).id };
  });

  const submission = z.object({
    homeworkTitle: z.string().min(1),
    studentName: z.string().min(1),
    content: z.string().min(1).max(500),
  });
  app.post('/__dev/study/submit', async (req, reply) => {
    const parsed = submission.safeParse(req.body);
    if (!parsed.success) return bad(reply, parsed.error.issues);
    const s = studyState.of(host(req));
    const homeworkId = byValue(s.homework.live(), 'title', parsed.data.homeworkTitle);
    const studentId = byValue(s.students.live(), 'name', parsed.data.studentName);
    if (!homeworkId || !studentId) return reply.status(404).send({ error: '没有这份作业或学员' });
    return { id: submitHomework(sc(req), { homeworkId, studentId, content: parsed.data.content }).id };
  });

  // `count` lessons spread over the week of `monday`, on the open classes, ignoring clashes: a timetable as
  // crowded as a large school's, for the rendering benchmark.
  const crowd = z.object({
    monday: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    count: z.number().int().min(1).max(5000),
  });
  app.post('/__dev/study/crowd', async (req, reply) => {
    const parsed = crowd.safeParse(req.body);
    if (!parsed.success || weekdayOf(parsed.data.monday) !== 1) return bad(reply, parsed.error?.issues ?? '不是周一');
    const s = studyState.of(host(req));
    const classes = s.classes.live().filter((c) => c.values.status !== 2);
    const rng = new Rng(parsed.data.count);
    for (let i = 0; i < parsed.data.count; i++) {
      const klass = rng.pick(classes);
      const start = rng.int(8 * 4, 20 * 4) * 15;
      const id = s.seq.lesson.take();
      s.lessons.set(id, {
        id,
        classId: klass.id,
        date: addDays(parsed.data.monday, rng.int(0, 6)),
        start,
        end: start + rng.pick([45, 60, 90]),
        teacherId: (klass.values.teacherIds as number[])[0] ?? 1,
        roomId: typeof klass.values.roomId === 'number' ? klass.values.roomId : null,
        content: '',
        status: 1,
        extra: [],
        createdAt: host(req).now(),
      });
    }
    return { lessons: s.lessons.size };
  });
}
