import {
  type Answers,
  type AnyResource,
  type FieldDef,
  type FormField,
  SIGN_UP_EMPTY_FORM,
  showsAsColumn,
  signUpEntry,
} from '@console/contracts';
import type { FastifyReply } from 'fastify';
import { fail } from '../../errors.js';
import type { FakeData } from '../../kit/fake-data.js';
import type { CallContext } from '../../kit/handlers.js';
import { fieldCell, fieldColumn } from '../../kit/resource-handlers.js';
import { type CellInput, exportSheet, stamp } from '../../kit/spreadsheet.js';
import type { StoredRow } from '../../kit/store.js';
import { absoluteAnswers, answerCells, answerColumn, answersFor, formsState } from '../forms/index.js';

type Values = Record<string, unknown>;

/** The fields a campaign's sign-ups answer: the snapshot its last save kept. */
export const snapshotOf = (v: Values): FormField[] =>
  Array.isArray(v.formFields) ? (v.formFields as FormField[]) : [];

/** A live form of the form builder, or undefined. */
function formOf(ctx: Pick<CallContext, 'state'>, formId: number): StoredRow | undefined {
  const row = formsState.of(ctx).forms.peek(formId);
  return row && !row.recycled ? row : undefined;
}

/** The fields of a live form, or undefined when there is no such form. */
export function formFieldsOf(ctx: Pick<CallContext, 'state'>, formId: number): FormField[] | undefined {
  const row = formOf(ctx, formId);
  return row ? formsState.of(ctx).itemsOf(row) : undefined;
}

/**
 * The snapshot a sign-up campaign keeps on save (the upstream's rules): a form that exists and has fields. Once
 * people have signed up the form cannot change, and the fields they answered stay in the snapshot after the form
 * drops them (a form deleted since leaves the snapshot as it was), so their answers keep their columns.
 */
export function formSnapshot(
  fieldsOfForm: FormField[] | undefined,
  formId: number,
  before: { values: Values; signed: number } | undefined,
): FormField[] {
  const signed = before?.signed ?? 0;
  if (before && signed > 0 && before.values.formId !== formId) throw fail(`已有 ${signed} 人报名，不能更换报名表单`);
  if (fieldsOfForm === undefined) {
    if (before && signed > 0) return snapshotOf(before.values);
    throw fail('报名表单不存在或已被删除，请重新选择');
  }
  if (fieldsOfForm.length === 0) throw fail(SIGN_UP_EMPTY_FORM);
  if (!before || signed === 0) return fieldsOfForm;
  const kept = new Set(fieldsOfForm.map((f) => f.key));
  return [...fieldsOfForm, ...snapshotOf(before.values).filter((f) => !kept.has(f.key))];
}

/**
 * A seeded person's answers to the activity's form: what a person would give (the forms module's own answers),
 * their own phone in the first phone field and their own name in a field asking for 姓名.
 */
export function entryAnswers(fields: readonly FormField[], g: FakeData, name: string, phone: string): Answers {
  const out = answersFor(fields, g);
  const phoneField = fields.find((f) => f.type === 'phone');
  if (phoneField && phoneField.key in out) out[phoneField.key] = phone;
  const nameField = fields.find((f) => f.type === 'text' && f.label === '姓名');
  if (nameField && nameField.key in out) out[nameField.key] = name;
  return out;
}

/** A sign-up as the upstream answers it: seeded pictures among the answers at this server's address. */
export const withAnswerUrls = (entry: Values, fields: readonly FormField[], origin: string): Values => ({
  ...entry,
  answers: absoluteAnswers(fields, (entry.answers ?? {}) as Answers, origin),
});

const FIXED = Object.entries((signUpEntry as AnyResource).fields as Record<string, FieldDef>).filter(([, d]) =>
  showsAsColumn(d.meta),
);

/**
 * 导出 of 报名信息: the list's columns (the fixed ones, then one per field of the campaign's snapshot, answers as
 * the forms module writes them) for the sign-ups the filters select.
 */
export function exportEntries(
  ctx: CallContext,
  rows: readonly StoredRow[],
  fields: readonly FormField[],
): FastifyReply {
  const cells = (function* () {
    for (const row of rows) {
      const fixed: Record<string, CellInput> = { id: row.id };
      for (const [k, d] of FIXED) fixed[k] = fieldCell(ctx, d, row.values[k]);
      const answers = absoluteAnswers(fields, (row.values.answers ?? {}) as Answers, ctx.publicUrl);
      yield { ...fixed, ...answerCells(fields, answers) };
    }
  })();
  return exportSheet(ctx, {
    fileName: `${signUpEntry.title}_${stamp(ctx.now)}.xlsx`,
    sheetName: signUpEntry.title,
    columns: [
      { header: '编号', key: 'id', kind: 'number', width: 8 },
      ...FIXED.map(([k, d]) => fieldColumn(k, d)),
      ...fields.map(answerColumn),
    ],
    rows: cells,
  });
}
