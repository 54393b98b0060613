import {
  addYears,
  type BookedLesson,
  ConflictIndex,
  chinaToday,
  membershipOf,
  minutesOf,
  ruleDates,
} from '@console/contracts';
import { CN_HOLIDAYS } from '../../fake-upstream/src/modules/study/seed.js';
import { timetableBench } from './study-timetable.js';

/**
 * Scheduling at scale (study issue): two years of lessons for 200 classes, generated as the upstream does it
 * (each rule's dates, each date checked against everything scheduled before it for the teacher, the room and
 * the class's students, clashing dates left out), against generating the same dates and storing them without
 * any check. Goal: the checked run within 3× the unchecked one. Then the week timetable with 500 lessons in
 * Chromium against a week of 50 (study-timetable.ts). Numbers are printed, never asserted.
 *
 * Run: `pnpm --filter @console/web build && npx tsx tests/bench/study.ts` (ROUNDS=n to change the
 * repetitions; the median is printed).
 */
const CLASSES = 200;
/** Teachers, and rooms. */
const STAFF = 40;
const STUDENTS = 2400;
const ROUNDS = Number(process.env.ROUNDS ?? 7);
const SLOTS = ['08:30', '10:15', '13:30', '15:15', '17:00', '18:30', '19:00'].map(minutesOf);

/**
 * A deterministic school as staff plan one: 40 teachers and 40 rooms, each class its own teacher and room at
 * its time of day (classes i and i + 40 share them at another time), two weekdays, and 12 students drawn at
 * random, so the clashes left are the students enrolled in two classes at once.
 */
function school() {
  let seed = 42;
  const next = (n: number) => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    // The high bits: an LCG's low bits repeat with a short period.
    return Math.floor((seed / 2 ** 31) * n);
  };
  const members = new Map<number, number[]>();
  const classes = Array.from({ length: CLASSES }, (_, i) => {
    const id = i + 1;
    members.set(
      id,
      Array.from({ length: 12 }, () => next(STUDENTS) + 1),
    );
    const first = next(7) + 1;
    return {
      id,
      teacherId: (i % STAFF) + 1,
      roomId: (i % STAFF) + 1,
      weekdays: [first, ((first + 2) % 7) + 1],
      start: SLOTS[Math.floor(i / STAFF) % SLOTS.length] as number,
    };
  });
  return { classes, members };
}

const holidays = new Set(CN_HOLIDAYS);
const startDate = chinaToday();
const endDate = addYears(startDate, 2);

function generate(checked: boolean): { lessons: number; refused: number } {
  const { classes, members } = school();
  const index = new ConflictIndex(membershipOf(members));
  const stored: BookedLesson[] = [];
  let refused = 0;
  for (const c of classes) {
    const { dates } = ruleDates(
      { startDate, endType: 'date', endDate, weekdays: c.weekdays, skipHolidays: true },
      holidays,
    );
    const check = checked
      ? index.checker({ classId: c.id, teacherId: c.teacherId, roomId: c.roomId, studentIds: members.get(c.id) ?? [] })
      : null;
    for (const date of dates) {
      const end = c.start + 90;
      if (check && check(date, c.start, end).length > 0) {
        refused++;
        continue;
      }
      const lesson: BookedLesson = {
        id: stored.length + 1,
        date,
        start: c.start,
        end,
        classId: c.id,
        teacherId: c.teacherId,
        roomId: c.roomId,
        extraStudentIds: [],
      };
      stored.push(lesson);
      if (checked) index.add(lesson);
    }
  }
  return { lessons: stored.length, refused };
}

const time = (run: () => unknown) => {
  const t = performance.now();
  run();
  return performance.now() - t;
};
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;

// One run of each first so both are measured warm; then the two alternate, so a machine busy for a while
// slows both alike, and the ratio is the median of each round's own ratio.
const plain = generate(false);
const withChecks = generate(true);
const rounds = Array.from({ length: ROUNDS }, () => {
  const plainMs = time(() => generate(false));
  const checkedMs = time(() => generate(true));
  return { plainMs, checkedMs, ratio: checkedMs / plainMs };
});
console.log(`study scheduling: ${CLASSES} classes, ${startDate} – ${endDate}, median of ${ROUNDS} alternating rounds`);
console.log(`  without checks: ${plain.lessons} lessons in ${median(rounds.map((r) => r.plainMs)).toFixed(1)} ms`);
console.log(
  `  with checks:    ${withChecks.lessons} lessons (${withChecks.refused} clashing dates left out) in ${median(rounds.map((r) => r.checkedMs)).toFixed(1)} ms`,
);
console.log(`  ratio: ${median(rounds.map((r) => r.ratio)).toFixed(2)}× (goal ≤ 3×)`);

await timetableBench();
