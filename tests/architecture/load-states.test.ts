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
