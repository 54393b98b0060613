import {
  classCourse,
  defineResource,
  f,
  fenToYuan,
  officialActivity,
  officialBanner,
  officialForm,
  readOnly,
  studyClass,
  yuanText,
} from '@console/contracts';
import { describe, expect, it } from 'vitest';
import {
  checkTargets,
  crossFieldErrors,
  defaultValues,
  formSchema,
  fromStoredValues,
  isRequired,
  parsedFormValues,
  toFormValues,
  toSaveValues,
} from './form-values';

describe('form values of a resource', () => {
  it('takes an optional price left empty, and checks one that is typed', () => {
    const optional = formSchema(f.price('划线价'));
    expect(optional.safeParse(undefined).success).toBe(true);
    expect(optional.safeParse('').success).toBe(true);
    expect(optional.safeParse('1.234').error?.issues[0]?.message).toBe('划线价最多两位小数');
    expect(optional.safeParse('-5').error?.issues[0]?.message).toBe('划线价不能为负数');
    expect(formSchema(f.price('价格', { required: true })).safeParse(undefined).error?.issues[0]?.message).toBe(
      '请输入价格',
    );
  });

  it('starts a new item from the schemas’ defaults', () => {
    expect(defaultValues(officialBanner)).toEqual({ position: 1, sort: 0, isShow: '1' });
    expect(defaultValues(officialActivity)).toMatchObject({ isTop: '0', isShow: '1' });
  });

  it('loads only the fields, with nulls left empty', () => {
    expect(
      toFormValues(officialBanner, { id: 3, title: 'a', link: null, image: 'https://x/a.png', createTime: 'x' }),
    ).toEqual({ title: 'a', image: 'https://x/a.png' });
  });

  it('saves with the id, sanitised rich text, and without empty non-text values', () => {
    const out = toSaveValues(
      officialActivity,
      { title: '标题', content: '<p>正文<script>x()</script></p>', publishDate: '', categoryId: null, cover: '' },
      9,
    );
    expect(out).toEqual({ id: 9, title: '标题', content: '<p>正文</p>', cover: '' });
    expect(officialActivity.saveInput.safeParse({ ...out, publishDate: '2026-01-01', categoryId: 1 }).success).toBe(
      false,
    );
  });

  it('keeps a custom field’s null, which clears it when its schema allows', () => {
    expect(toSaveValues(studyClass, { name: '周六班', roomId: null, teacherIds: [1] }, 4)).toEqual({
      id: 4,
      name: '周六班',
      roomId: null,
      teacherIds: [1],
    });
  });

  it('checks the text fields and custom values for forbidden words', () => {
    expect(checkTargets(officialForm).map((t) => t.name)).toEqual(['title', 'description', 'items', 'submitText']);
  });
});

describe('the kit’s field kinds in forms', () => {
  const lesson = defineResource({
    name: 'formValuesTest',
    thing: 'form/values',
    title: '课程',
    fields: {
      name: f.text('课程名称', { required: true }),
      price: f.price('售价', { required: true }),
      trialPrice: f.price('体验价', { allowZero: true }),
      startDate: f.date('开始日期', { required: true }),
      endDate: f.date('结束日期', { required: true }),
      learners: readOnly(f.number('学员数', { required: true })),
    },
    actions: ['list', 'get', 'save'],
    rules: [
      {
        path: 'endDate',
        message: '结束日期不能早于开始日期',
        test: (v) => String(v.endDate) >= String(v.startDate),
      },
    ],
  });

  it('shows money in yuan and saves it in fen, digit by digit', () => {
    expect(toFormValues(lesson, { name: 'a', price: 129_990, trialPrice: 0, learners: 7 })).toEqual({
      name: 'a',
      price: '1299.90',
      trialPrice: '0.00',
    });
    expect(toSaveValues(lesson, { name: 'a', price: '0.3', trialPrice: '19.99', learners: 7 })).toEqual({
      name: 'a',
      price: 30,
      trialPrice: 1999,
    });
    expect(defaultValues(lesson)).toEqual({});
  });

  it('reports a rule across fields on the field it names', () => {
    const input = { name: 'a', price: 100, startDate: '2026-05-02', endDate: '2026-05-01' };
    expect(crossFieldErrors(lesson, input)).toEqual([{ name: 'endDate', errors: ['结束日期不能早于开始日期'] }]);
    expect(lesson.saveInput.safeParse(input).error?.issues[0]?.message).toBe('结束日期不能早于开始日期');
    expect(crossFieldErrors(lesson, { ...input, endDate: '2026-05-02' })).toEqual([]);
  });

  it('marks required fields, custom ones by whether their schema refuses nothing', () => {
    const { items } = officialForm.fields;
    const optional = f.custom('备注项', items.input.optional(), items.output, { sample: [] });
    expect(isRequired(items)).toBe(true);
    expect(isRequired(classCourse.fields.teacherIds)).toBe(true);
    expect(isRequired(optional)).toBe(false);
    expect(isRequired(f.text('标题', { required: true }))).toBe(true);
    expect(isRequired(f.text('副标题'))).toBe(false);
  });
});

describe('a field whose control holds another shape than the save', () => {
  const mappings = {
    price: { schema: yuanText('价格', { required: true }), fromStored: (fen: unknown) => fenToYuan(fen as number) },
    other: undefined,
  };

  it('loads the stored value as the control’s, leaving other and absent fields alone', () => {
    expect(fromStoredValues({ price: 1990, name: 'a' }, mappings)).toEqual({ price: '19.90', name: 'a' });
    expect(fromStoredValues({ name: 'a' }, mappings)).toEqual({ name: 'a' });
  });

  it('saves the schema’s output, and leaves a value that does not parse for the save’s own check', () => {
    expect(parsedFormValues({ price: '19.9', name: 'a' }, mappings)).toEqual({ price: 1990, name: 'a' });
    expect(parsedFormValues({ price: '19.999' }, mappings)).toEqual({ price: '19.999' });
    expect(parsedFormValues({}, mappings)).toEqual({});
  });
});
