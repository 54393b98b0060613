import { type Answers, answerText, type FormField } from '@console/contracts';
import { Image } from 'antd';
import type { ColumnType } from 'antd/es/table';

/** A column's width by what its answers hold: an ID number and picked options need more room. */
const widthOf = (field: FormField) => (field.type === 'idCard' ? 190 : field.type === 'checkbox' ? 180 : 130);

/**
 * One table column per field of a form, in the form's order, each answer as the form's data page shows it: a
 * picture as a thumbnail, picked options joined with 、, nothing as —. Used wherever people's answers to a form
 * are listed (a form's submissions, an activity's sign-ups).
 */
export function answerColumns<R>(fields: readonly FormField[], answersOf: (row: R) => Answers): ColumnType<R>[] {
  return fields.map((field) => ({
    key: `answer.${field.key}`,
    title: field.label,
    width: widthOf(field),
    // A question is a sentence: its header may wrap between words (app/tables.css).
    onHeaderCell: () => ({ className: 'zx-wrap-header' }),
    render: (_: unknown, row: R) => {
      const v = answersOf(row)[field.key];
      if (field.type === 'image' && typeof v === 'string' && v !== '')
        return <Image src={v} width={48} height={36} style={{ objectFit: 'cover' }} alt={field.label} />;
      return answerText(v) || '—';
    },
  }));
}
