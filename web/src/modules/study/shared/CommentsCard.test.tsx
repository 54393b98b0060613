import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { withProviders } from '../../../test/harness';
import { CommentsCard, type CommentsCardProps } from './CommentsCard';

const comment = { id: 4, author: '王老师', role: '老师', content: '读得很认真', createTime: '2026-11-24 20:00:00' };

function renderCard(props: Partial<CommentsCardProps>, answers = {}) {
  const all: CommentsCardProps = {
    noun: '点评',
    comments: [comment],
    rule: { required: true, message: '请输入内容' },
    placeholder: '表扬进步，提出建议',
    rows: 3,
    posting: false,
    onPost: async () => true,
    onRemove: async () => undefined,
    ...props,
  };
  render(withProviders(<CommentsCard {...all} />, { 'check.sensitive': () => null, ...answers }, '/x').ui);
}

describe('<CommentsCard>', { timeout: 30_000 }, () => {
  it('lists the comments under the count, in its own word', async () => {
    renderCard({ noun: '评论' });
    expect(await screen.findByText('评论（1）')).toBeTruthy();
    expect(screen.getByText('读得很认真')).toBeTruthy();
    expect(screen.getByRole('button', { name: '发表评论' })).toBeTruthy();
  });

  it('says when there are none', async () => {
    renderCard({ comments: [] });
    expect(await screen.findByText('还没有点评')).toBeTruthy();
  });

  it('shows a failed load with 重试 rather than 还没有评论', async () => {
    const refetch = vi.fn();
    renderCard({
      noun: '评论',
      comments: undefined,
      load: { error: new Error('网络错误'), isFetching: false, refetch },
    });
    fireEvent.click(await screen.findByRole('button', { name: /重\s*试/ }));
    expect(refetch).toHaveBeenCalled();
    expect(screen.queryByText('还没有评论')).toBeNull();
  });

  it('sends a checked comment, empties the box and says it was published', async () => {
    const onPost = vi.fn(async () => true);
    renderCard({ onPost });
    const box = await screen.findByPlaceholderText('表扬进步，提出建议');
    fireEvent.change(box, { target: { value: '继续加油' } });
    fireEvent.click(screen.getByRole('button', { name: '发表点评' }));
    await waitFor(() => expect(onPost).toHaveBeenCalledWith('继续加油'));
    expect(await screen.findByText('点评已发布')).toBeTruthy();
    // resetFields draws the box anew: the one on the page now is empty.
    await waitFor(() =>
      expect((screen.getByPlaceholderText('表扬进步，提出建议') as HTMLTextAreaElement).value).toBe(''),
    );
  });

  it('keeps the text when the comment was not saved, and sends nothing empty', async () => {
    const onPost = vi.fn(async () => false);
    renderCard({ onPost });
    fireEvent.click(await screen.findByRole('button', { name: '发表点评' }));
    expect(await screen.findByText('请输入内容')).toBeTruthy();
    expect(onPost).not.toHaveBeenCalled();
    const box = screen.getByPlaceholderText('表扬进步，提出建议');
    fireEvent.change(box, { target: { value: '继续加油' } });
    fireEvent.click(screen.getByRole('button', { name: '发表点评' }));
    await waitFor(() => expect(onPost).toHaveBeenCalled());
    expect((box as HTMLTextAreaElement).value).toBe('继续加油');
  });

  it('deletes a comment once it is confirmed', async () => {
    const onRemove = vi.fn(async () => undefined);
    renderCard({ onRemove });
    fireEvent.click(await screen.findByRole('button', { name: /删\s*除/ }));
    await waitFor(() => expect(screen.getAllByRole('button', { name: /删\s*除/ })).toHaveLength(2));
    fireEvent.click(screen.getAllByRole('button', { name: /删\s*除/ })[1] as HTMLElement);
    await waitFor(() => expect(onRemove).toHaveBeenCalledWith(4));
  });
});
