import { describe, expect, it } from 'vitest';
import { PAY_TYPE, SECTION_MEDIA } from './constants.js';
import { vodCourse } from './course.js';
import { vodDraft } from './draft.js';
import { vodSection } from './section.js';

const course = {
  cover: 'https://example.com/c.png',
  title: '少儿创意美术入门',
  categoryId: 1,
  teacherId: 1,
  payType: PAY_TYPE.paid,
  price: 19_900,
  freeSectionIds: [],
};
const messages = (r: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  r.error?.issues.map((i) => i.message) ?? [];

describe('course rules', () => {
  it('asks for the lecturer and the fields a course needs, in Chinese', () => {
    const out = vodCourse.saveInput.safeParse({ payType: PAY_TYPE.free, freeSectionIds: [] });
    expect(messages(out)).toEqual(
      expect.arrayContaining(['请上传封面', '请输入课程名称', '请选择课程分类', '请选择讲师']),
    );
  });

  it('needs a price for a paid course and a crossed-out price no lower than it', () => {
    expect(vodCourse.saveInput.safeParse(course).success).toBe(true);
    expect(messages(vodCourse.saveInput.safeParse({ ...course, price: 0 }))).toEqual(['付费课程请输入价格']);
    expect(messages(vodCourse.saveInput.safeParse({ ...course, originalPrice: 9_900 }))).toEqual([
      '划线价不能低于价格',
    ]);
    expect(vodCourse.saveInput.safeParse({ ...course, payType: PAY_TYPE.free, price: undefined }).success).toBe(true);
  });

  it('limits the introduction to 200 characters', () => {
    expect(messages(vodCourse.saveInput.safeParse({ ...course, description: '字'.repeat(201) }))).toEqual([
      '课程简介不能超过 200 个字',
    ]);
  });
});

describe('section rules', () => {
  const section = { courseId: 1, title: '第1节 课程导学', isFree: '0', isShow: '1' };
  it('asks for the file its type says', () => {
    expect(messages(vodSection.saveInput.safeParse({ ...section, mediaType: SECTION_MEDIA.video }))).toEqual([
      '请上传视频',
    ]);
    expect(messages(vodSection.saveInput.safeParse({ ...section, mediaType: SECTION_MEDIA.audio }))).toEqual([
      '请上传音频',
    ]);
    expect(
      vodSection.saveInput.safeParse({ ...section, mediaType: SECTION_MEDIA.audio, audio: 'https://e.com/a.mp3' })
        .success,
    ).toBe(true);
    expect(
      messages(
        vodDraft.saveInput.safeParse({ title: 'a', mediaType: SECTION_MEDIA.video, video: 'https://e.com/a.gif' }),
      ),
    ).toEqual(['视频只能是MP4或MOV文件']);
  });
});
