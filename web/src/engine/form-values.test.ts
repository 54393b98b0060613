import {
  defineResource,
  f,
  officialActivity,
  officialBanner,
  officialForm,
  readOnly,
  studyClass,
} from '@console/contracts';
import { describe, expect, it } from 'vitest';
import { checkTargets, crossFieldErrors, defaultValues, toFormValues, toSaveValues } from './form-values';

describe('form values of a resource', () => {
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
});
