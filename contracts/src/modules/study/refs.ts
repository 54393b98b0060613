import { z } from 'zod';
import { idSchema } from '../../define.js';
import { type FieldDef, f } from '../../resource.js';

/**
 * Fields that point at another record (a class's course, its teachers): custom fields whose schema is an id
 * or a list of ids, with the messages a person reads; the pages render a picker for them.
 */
export function ref(label: string, o: { required: true; help?: string }): ReturnType<typeof requiredRef>;
export function ref(label: string, o?: { required?: false; help?: string }): ReturnType<typeof optionalRef>;
export function ref(label: string, o: { required?: boolean; help?: string } = {}) {
  return o.required ? requiredRef(label, o.help) : optionalRef(label, o.help);
}

/** A custom field its schema requires, marked so for the form (custom fields are not by default). */
export const required = <D extends FieldDef>(d: D): D => ({ ...d, meta: { ...d.meta, required: true } });

function requiredRef(label: string, help?: string) {
  return required(
    f.custom(
      label,
      z
        .number({ error: `请选择${label}` })
        .int(`请选择${label}`)
        .positive(`请选择${label}`),
      z.number(),
      {
        sample: 1,
        help,
      },
    ),
  );
}

function optionalRef(label: string, help?: string) {
  // null clears the choice on an edit; absent leaves it as it was.
  return f.custom(
    label,
    z
      .number({ error: `请选择${label}` })
      .int(`请选择${label}`)
      .positive(`请选择${label}`)
      .nullable()
      .optional(),
    z.number().nullish(),
    { sample: null, help },
  );
}

/** Several records (a class's teachers, a notice's students): at least one when required, at most `max`. */
export function refs(label: string, o: { required?: boolean; max: number; help?: string }) {
  const list = z.array(idSchema, { error: `请选择${label}` }).max(o.max, `${label}最多选择 ${o.max} 个`);
  const field = f.custom(label, o.required ? list.min(1, `请选择${label}`) : list, z.array(z.number()), {
    sample: [1],
    help: o.help,
  });
  return o.required ? required(field) : field;
}

export const dayText = z.string({ error: '请选择日期' }).regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式应为 YYYY-MM-DD');
export const monthText = z
  .string({ error: '请选择月份' })
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, '月份应为年-月，如 2026-01');
/** A time of day, 'HH:mm'. */
export const timeText = (label: string) =>
  z.string({ error: `请选择${label}` }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, `${label}格式应为 HH:mm`);
/** A short text a person writes (a reason, a comment): required, trimmed, at most `max` characters. */
export const sayText = (label: string, max: number) =>
  z
    .string({ error: `请输入${label}` })
    .trim()
    .min(1, `请输入${label}`)
    .max(max, `${label}不能超过 ${max} 个字`);
