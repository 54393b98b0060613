import { addDays, weekdayOf } from '@console/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ModuleHost } from '../../kit/module.js';
import { Rng } from '../../util/random.js';
import { postDiary, submitHomework } from './checks.js';
import { schoolOf } from './school.js';
import { studyState } from './study-state.js';

/**
 * The study centre's control routes (`/__dev/study/…`): what parents and students do in the app, for the
 * browser tests (a diary posted, a homework handed in), and a crowded week for the timetable benchmark.
 */
export function studyRoutes(app: FastifyInstance, host: () => ModuleHost): void {
  const sc = () => schoolOf(studyState.of(host()), host(), host().now(), '家长');
  const bad = (reply: { status: (n: number) => { send: (b: unknown) => unknown } }, issues: unknown) =>
    reply.status(400).send({ error: issues });

  const diary = z.object({
    checkId: z.number().int().positive(),
    studentId: z.number().int().positive(),
    content: z.string().min(1).max(500),
  });
  app.post('/__dev/study/diary', async (req, reply) => {
    const parsed = diary.safeParse(req.body);
    if (!parsed.success) return bad(reply, parsed.error.issues);
    return { id: postDiary(sc(), parsed.data).id };
  });

  const submission = z.object({
    homeworkId: z.number().int().positive(),
    studentId: z.number().int().positive(),
    content: z.string().min(1).max(500),
  });
  app.post('/__dev/study/submit', async (req, reply) => {
    const parsed = submission.safeParse(req.body);
    if (!parsed.success) return bad(reply, parsed.error.issues);
    return { id: submitHomework(sc(), parsed.data).id };
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
    const s = studyState.of(host());
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
        createdAt: host().now(),
      });
    }
    return { lessons: s.lessons.size };
  });
}
