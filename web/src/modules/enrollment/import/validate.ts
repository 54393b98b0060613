import { CLUE_LIMITS, IMPORT_LIMITS, isPhone, MSG } from '@console/contracts';
import { type ColumnMap, columnMap, headerProblem } from './template';
import type { CheckedFile, ImportFailure, ImportLookups, ImportRowInput } from './types';

/** A whole-file refusal: nothing of the file is sent. */
export class ImportFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ImportFileError';
  }
}

const SEX: Record<string, 0 | 1 | 2> = { '': 0, 男: 1, 女: 2, 未知: 0 };

/** Tag names a cell may list, split on the separators people type: 、 , ， ; ； and spaces. */
export function splitTags(text: string): string[] {
  return text
    .split(/[、,，;；\s]+/)
    .map((t) => t.trim())
    .filter(Boolean);
}

/** Name → id, for names that are unique; a repeated name maps to null (ambiguous). */
function byName(items: ReadonlyArray<{ id: number; name: string }>): Map<string, number | null> {
  const out = new Map<string, number | null>();
  for (const item of items) out.set(item.name, out.has(item.name) ? null : item.id);
  return out;
}

/** Tags by 'name' and by 'group/name'; a name in two groups must be written with its group. */
function tagIndex(groups: ImportLookups['tagGroups']): Map<string, number | null> {
  const out = byName(groups.flatMap((g) => g.children));
  for (const g of groups) for (const t of g.children) out.set(`${g.name}/${t.name}`, t.id);
  return out;
}

/** Phones as people type them: spaces and full-width digits are tidied, the landline hyphen is kept. */
export function normalPhone(text: string): string {
  return text
    .replace(/[０-９]/g, (d) => String.fromCharCode(d.charCodeAt(0) - 0xfee0))
    .replace(/[－—]/g, '-')
    .replace(/\s+/g, '');
}

export interface Checker {
  /** Checks one data row (its 1-based row number in the file); null for a blank row. */
  check(cells: readonly string[], row: number): { ok: ImportRowInput } | { failure: ImportFailure } | null;
}

/** A row checker for one file: the lookups are indexed once, and phones seen earlier in the file are remembered. */
export function createChecker(map: ColumnMap, lookups: ImportLookups): Checker {
  const sources = byName(lookups.sources);
  const users = byName(lookups.followUsers);
  const tags = tagIndex(lookups.tagGroups);
  const seen = new Map<string, number>();
  const cell = (cells: readonly string[], key: keyof ColumnMap) => {
    const at = map[key];
    return at === undefined ? '' : (cells[at] ?? '').trim();
  };

  return {
    check(cells, row) {
      if (cells.every((c) => c.trim() === '')) return null;
      const name = cell(cells, 'name');
      const phone = normalPhone(cell(cells, 'phone'));
      const fail = (reason: string) => ({ failure: { row, name, phone, reason } });

      if (name === '') return fail('姓名不能为空');
      if (name.length > CLUE_LIMITS.name) return fail(`姓名不能超过 ${CLUE_LIMITS.name} 个字`);
      if (phone === '') return fail('手机号不能为空');
      // The spec's phone rule and message (section 5), as the contracts' phone schema applies them.
      if (!isPhone(phone)) return fail(MSG.applyPhoneInvalid);
      const first = seen.get(phone);
      if (first !== undefined) return fail(`手机号与第 ${first} 行重复`);
      seen.set(phone, row);

      const sexText = cell(cells, 'sex');
      const sex = SEX[sexText];
      if (sex === undefined) return fail('性别只能填写“男”或“女”');

      const out: ImportRowInput = { row, name, phone, sex };
      const sourceText = cell(cells, 'source');
      if (sourceText !== '') {
        const id = sources.get(sourceText);
        if (id === undefined) return fail(`线索来源「${sourceText}」不存在`);
        if (id === null) return fail(`线索来源「${sourceText}」重名，请联系管理员`);
        out.source = id;
      }
      const userText = cell(cells, 'followUser');
      if (userText !== '') {
        const id = users.get(userText);
        if (id === undefined) return fail(`跟进人「${userText}」不存在`);
        if (id === null) return fail(`跟进人「${userText}」重名，请留空后在系统中分配`);
        out.followUserId = id;
      }
      const tagNames = splitTags(cell(cells, 'tags'));
      if (tagNames.length > CLUE_LIMITS.tags) return fail(`标签最多 ${CLUE_LIMITS.tags} 个`);
      const tagIds: number[] = [];
      for (const t of tagNames) {
        const id = tags.get(t);
        if (id === undefined) return fail(`标签「${t}」不存在`);
        if (id === null) return fail(`标签「${t}」在多个分组中重名，请写成「分组/标签」`);
        tagIds.push(id);
      }
      if (tagIds.length > 0) out.tagIds = [...new Set(tagIds)];
      const intention = cell(cells, 'intention');
      if (intention.length > CLUE_LIMITS.intention) return fail(`意向课程不能超过 ${CLUE_LIMITS.intention} 个字`);
      if (intention) out.intention = intention;
      const remark = cell(cells, 'remark');
      if (remark.length > CLUE_LIMITS.remark) return fail(`备注不能超过 ${CLUE_LIMITS.remark} 个字`);
      if (remark) out.remark = remark;
      return { ok: out };
    },
  };
}

/**
 * Checks a whole sheet: the header row, the row cap, then every row. `onProgress` hears how many data rows
 * are done, every `every` rows, so that a worker can report without flooding its channel.
 */
export function checkSheet(
  sheet: readonly (readonly string[])[],
  lookups: ImportLookups,
  onProgress?: (done: number, total: number) => void,
  every = 500,
): CheckedFile {
  const [header, ...body] = sheet;
  if (!header) throw new ImportFileError('文件是空的，请按模板填写后再导入');
  const map = columnMap(header);
  const problem = headerProblem(map);
  if (problem) throw new ImportFileError(problem);
  const data = body.filter((cells) => cells.some((c) => c.trim() !== ''));
  if (data.length === 0) throw new ImportFileError('文件中没有数据，请按模板填写后再导入');
  if (data.length > IMPORT_LIMITS.rowsPerFile)
    throw new ImportFileError(
      `单次最多导入 ${IMPORT_LIMITS.rowsPerFile} 条，当前文件有 ${data.length} 条，请拆分后再导入`,
    );

  const checker = createChecker(map, lookups);
  const valid: ImportRowInput[] = [];
  const rejected: ImportFailure[] = [];
  let done = 0;
  body.forEach((cells, i) => {
    // Row numbers as the spreadsheet shows them: the header is row 1.
    const result = checker.check(cells, i + 2);
    if (!result) return;
    if ('ok' in result) valid.push(result.ok);
    else rejected.push(result.failure);
    done++;
    if (onProgress && done % every === 0) onProgress(done, data.length);
  });
  onProgress?.(data.length, data.length);
  return { total: data.length, valid, rejected };
}
