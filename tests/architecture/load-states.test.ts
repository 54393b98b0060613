import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Failure is not absence (issue 32): a list, table, calendar, chart or figure whose query failed shows the load
 * error with 重试 (widgets/load-error: LoadError, tableLocale, or the engine's ListTable `query`), never its
 * empty state (暂无数据, 共 0 条, a blank calendar), which would tell staff their lessons or balances are gone.
 *
 * A source file of the web that loads (a query hook) and shows what it loaded in one of these must take its
 * empty state from the query's state: it names the shared load-error pieces, hands its query to a ListTable
 * (`query={…}`, a required prop, so the types hold every ListTable to it), or shows its own failed or
 * not-found result from the error (`describeError`). A piece that only draws rows handed to it is held through
 * the file that loads them.
 */
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

const SHOWS =
  /<(Table|ListTable|List|Calendar|MonthCalendar|WeekView|MonthView|Chart|DailyChart|Empty|Statistic)\b|useFittedTable\(/;
const LOADS = /\.useQuery\(|\.useInfiniteQuery\(|useResourceList\(/;
const FROM_STATE = /\btableLocale\(|<LoadError\b|\bquery=\{|\bLoadState\b|\bpickerLoad\(|describeError\(/;

function webSources(): Array<{ file: string; text: string }> {
  const out = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', 'web/src'], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  return out
    .split('\n')
    .filter((f) => /\.tsx$/.test(f) && !/\.test\.tsx$/.test(f))
    .map((f) => ({ file: f, text: readFileSync(join(ROOT, f), 'utf8') }));
}

describe('failure and absence', () => {
  it('every page piece that loads and shows a list, table, calendar, chart or figure takes its empty state from the query', () => {
    const checked = webSources().filter(({ text }) => SHOWS.test(text) && LOADS.test(text));
    // The check has something to hold: the study pages of the issue are among the files it reads.
    expect(checked.map(({ file }) => file)).toEqual(
      expect.arrayContaining([
        'web/src/modules/study/pages/StudentLessons.tsx',
        'web/src/modules/study/pages/ScheduleList.tsx',
        'web/src/modules/study/pages/Makeup.tsx',
        'web/src/modules/study/pages/ClassSchedule.tsx',
        'web/src/modules/study/pages/AttendanceRecords.tsx',
      ]),
    );
    const offenders = checked.filter(({ text }) => !FROM_STATE.test(text)).map(({ file }) => file);
    expect(offenders).toEqual([]);
  });

  it('no list says 共 0 条 for a total it does not know: ListPagination is given the loaded total, never `?? 0`', () => {
    const offenders = webSources()
      .filter(({ text }) => /<ListPagination[^>]*?total=\{[^}]*\?\? 0\}/s.test(text))
      .map(({ file }) => file);
    expect(offenders).toEqual([]);
  });
});

/**
 * Item reads that are not the page's item, with why: a name in a title or a picker, a form's prefill.
 */
const SECONDARY: Record<string, string> = {
  'web/src/modules/study/pages/DiaryTable.tsx': "the student's and the task's names in the title",
  'web/src/modules/study/pages/Schedule.tsx': "the chosen class fills the schedule form's defaults",
  'web/src/modules/vod/CourseSelect.tsx': 'the chosen course shown in a picker',
  'web/src/modules/vod/pages/CourseList.tsx': "the lecturer's name in the title of a filtered list",
};

describe('one not-found path', () => {
  it('every page that reads its item by id shows that read failing (数据不存在或已被删除 and the way back), never a skeleton that waits on', () => {
    const reads: string[] = [];
    const offenders: string[] = [];
    for (const { file, text } of webSources()) {
      for (const m of text.matchAll(
        /const (\w+) = (?:hooks\?\.|trpc\.\w+\.)(?:get|detail|lesson)\.useQuery\(\{ ?id/g,
      )) {
        const name = m[1] as string;
        reads.push(file);
        // The engine's form shows a failed get itself (LoadError and 返回列表).
        const shown = new RegExp(`\\b${name}\\??\\.error\\b`).test(text) || text.includes('<ResourceForm');
        if (!shown && !(file in SECONDARY)) offenders.push(`${file}: ${name}`);
      }
    }
    expect(reads).toEqual(expect.arrayContaining(['web/src/modules/setting/pages/RoleForm.tsx']));
    expect(offenders).toEqual([]);
  });
});
