import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { type QueueItem, queueReducer } from './queue';
import { UploadQueue } from './UploadQueue';

const queue = (...events: Parameters<typeof queueReducer>[1][]) => events.reduce(queueReducer, [] as QueueItem[]);
const added = queue({
  type: 'add',
  items: [
    { id: 'a', name: '第一课.mp4', size: 1024, type: 'video/mp4' },
    { id: 'b', name: '朗读.wav', size: 2048, type: 'audio/wav', refused: '只能上传MP3、MP4、MOV文件!' },
    { id: 'c', name: '第二课.mp3', size: 1024, type: 'audio/mpeg' },
  ],
});

function show(items: QueueItem[], bulk = { onPauseAll: vi.fn(), onResumeAll: vi.fn() }) {
  render(<UploadQueue items={items} onPause={vi.fn()} onResume={vi.fn()} onRemove={vi.fn()} {...bulk} />);
  return bulk;
}

const row = (name: string) => screen.getAllByRole('listitem').find((r) => r.dataset.uploadItem === name) as HTMLElement;

describe('<UploadQueue>', () => {
  it('shows each file by its kind, a refused .wav as audio', () => {
    show(added);
    expect(within(row('朗读.wav')).getByRole('img', { name: '音频' })).toBeTruthy();
    expect(within(row('第一课.mp4')).getByRole('img', { name: '视频' })).toBeTruthy();
    expect(within(row('第二课.mp3')).getByRole('img', { name: '音频' })).toBeTruthy();
  });

  it('offers 全部暂停 while files go up or wait, and 全部继续 once some are paused', () => {
    const bulk = show(added);
    const pauseAll = screen.getByRole('button', { name: /全部暂停/ }) as HTMLButtonElement;
    expect(pauseAll.disabled).toBe(false);
    expect((screen.getByRole('button', { name: /全部继续/ }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(pauseAll);
    expect(bulk.onPauseAll).toHaveBeenCalledOnce();
  });

  it('offers only 全部继续 when every file is paused', () => {
    const bulk = show(queueReducer(added, { type: 'pauseAll' }));
    expect((screen.getByRole('button', { name: /全部暂停/ }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: /全部继续/ }));
    expect(bulk.onResumeAll).toHaveBeenCalledOnce();
  });
});
