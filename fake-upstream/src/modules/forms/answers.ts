import { type Answers, type AnswerValue, answerText, type FormField } from '@console/contracts';
import type { FakeData } from '../../kit/fake-data.js';
import type { CellInput, ColumnKind, SheetColumn } from '../../kit/spreadsheet.js';

const pad = (n: number) => String(n).padStart(2, '0');

/** A plausible text answer from what the field's name asks for. */
function textFor(label: string, g: FakeData): string {
  if (/姓名|联系人|家长/.test(label)) return g.personName();
  if (/学校/.test(label)) return g.school();
  if (/年级/.test(label)) return g.grade();
  if (/地址/.test(label)) return g.address();
  if (/课程/.test(label)) return g.course();
  return g.sentence().slice(0, 40);
}

/** One answer a person would give to a field (relative picture addresses are made absolute when answered). */
export function answerFor(field: FormField, g: FakeData): AnswerValue {
  switch (field.type) {
    case 'text':
      return textFor(field.label, g);
    case 'number':
      return String(/年龄/.test(field.label) ? g.int(4, 16) : g.int(1, 100));
    case 'phone':
      return g.mobile();
    case 'email':
      return g.email();
    case 'date':
      return g.date(g.chance(0.5) ? g.futureMs(40) : g.pastMs(40));
    case 'time':
      return `${pad(g.int(8, 20))}:${g.pick(['00', '30'])}`;
    case 'radio':
      return g.pick(field.options);
    case 'checkbox': {
      const picked = field.options.filter(() => g.chance(0.4));
      return picked.length > 0 ? picked : [g.pick(field.options)];
    }
    case 'image':
      return g.image(field.label, { w: 480, h: 360 });
    case 'idCard':
      return g.idCard();
  }
}

/** A submission's answers: every required field answered, an optional one left empty now and then. */
export function answersFor(fields: readonly FormField[], g: FakeData): Answers {
  const out: Answers = {};
  for (const field of fields) if (field.required || !g.chance(0.2)) out[field.key] = answerFor(field, g);
  return out;
}

/** Answers as the upstream gives them: the seeded pictures at this server's address. */
export function absoluteAnswers(fields: readonly FormField[], answers: Answers, origin: string): Answers {
  const out = { ...answers };
  for (const field of fields) {
    const v = out[field.key];
    if (field.type === 'image' && typeof v === 'string' && v.startsWith('/')) out[field.key] = origin + v;
  }
  return out;
}

/** The cell type of a form field's answers in an export: numbers, dates and pictures typed, the rest text. */
const ANSWER_KINDS: Partial<Record<FormField['type'], ColumnKind>> = { number: 'number', date: 'date', image: 'url' };

/** A form field as an export column (its key prefixed, so it never meets a fixed column's). */
export const answerColumn = (field: FormField): SheetColumn => ({
  header: field.label,
  key: `answer.${field.key}`,
  kind: ANSWER_KINDS[field.type] ?? 'text',
  width: Math.max(12, field.label.length * 3),
});

/** Every answer of a submission as cells of `answerColumn`s: pictures as lists of addresses, choices joined. */
export function answerCells(fields: readonly FormField[], answers: Answers): Record<string, CellInput> {
  const out: Record<string, CellInput> = {};
  for (const f of fields) {
    const v = answers[f.key];
    out[`answer.${f.key}`] = f.type === 'image' && Array.isArray(v) ? v : answerText(v);
  }
  return out;
}
