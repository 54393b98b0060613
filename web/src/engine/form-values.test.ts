import { officialActivity, officialBanner, officialForm } from '@console/contracts';
import { describe, expect, it } from 'vitest';
import { checkTargets, defaultValues, toFormValues, toSaveValues } from './form-values';

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

  it('checks the text fields and custom values for forbidden words', () => {
    expect(checkTargets(officialForm).map((t) => t.name)).toEqual(['title', 'description', 'items', 'submitText']);
  });
});
