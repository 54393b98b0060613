import type { Diary } from '@console/contracts';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { withProviders } from '../../../test/harness';
import { DiaryCard } from './DiaryCard';

const diary = (o: Partial<Diary> = {}): Diary => ({
  id: 7,
  checkId: 3,
  checkTitle: '每日阅读打卡',
  studentId: 6,
  studentName: '孙悦然',
  avatar: '',
  date: '2026-11-24',
  content: '今天读了《小王子》第三章。',
  images: [],
  video: '',
  likeCount: 2,
  liked: false,
  comments: [],
  createTime: '2026-11-24 19:00:00',
  ...o,
});

describe('<DiaryCard> like', { timeout: 30_000 }, () => {
  it('names the heart button with its count and says whether the school liked the diary', async () => {
    render(withProviders(<DiaryCard diary={diary({ liked: true, likeCount: 3 })} />, {}, '/x').ui);
    const like = await screen.findByRole('button', { name: '点赞 3' });
    expect(like.getAttribute('aria-pressed')).toBe('true');
  });

  it('likes the diary when pressed', async () => {
    const harness = withProviders(
      <DiaryCard diary={diary()} />,
      { 'studyDiary.like': () => ({ liked: true, likeCount: 3 }) },
      '/x',
    );
    render(harness.ui);
    const like = await screen.findByRole('button', { name: '点赞 2' });
    expect(like.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(like);
    expect(await screen.findByText('已点赞')).toBeTruthy();
    expect(harness.calls).toContainEqual({ path: 'studyDiary.like', input: { diaryId: 7, liked: true } });
  });
});
