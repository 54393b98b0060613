import { SECTION_MEDIA, vodDraft } from '@console/contracts';
import { describe, expect, it } from 'vitest';
import { type Draft, renamedDraft } from './DraftDialogs';

const draft: Draft = {
  id: 3,
  version: 1,
  title: 'IMG_2041',
  mediaType: SECTION_MEDIA.audio,
  video: null,
  audio: 'https://oss.example/a.mp3',
  duration: 95,
  size: 2048,
  createTime: '2026-04-01 10:00:00',
  updateDate: '2026-04-01 10:00:00',
};

describe('renaming a draft', () => {
  it('saves the new name and keeps the file, its kind, duration and size as they are', () => {
    const input = renamedDraft(draft, '第一课 认识色彩');
    expect(input).toEqual({
      id: 3,
      title: '第一课 认识色彩',
      mediaType: SECTION_MEDIA.audio,
      audio: 'https://oss.example/a.mp3',
      duration: 95,
      size: 2048,
    });
    expect(vodDraft.saveInput.safeParse(input).success).toBe(true);
  });
});
