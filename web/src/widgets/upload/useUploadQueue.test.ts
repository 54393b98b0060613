import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryCheckpointStore } from './checkpoints';
import type { Uploaded } from './oss';
import { UploadPaused } from './resumable';
import { useUploadQueue } from './useUploadQueue';

/** Each upload the queue starts, settled by the test: the race is in when the answers come. */
interface Started {
  name: string;
  signal: AbortSignal;
  finish: (u: Uploaded) => void;
  pauseSettled: () => void;
}
const started: Started[] = [];

vi.mock('./resumable', async (actual) => ({
  ...(await actual<typeof import('./resumable')>()),
  preloadPartClient: () => {},
  uploadResumable: (file: File, o: { signal: AbortSignal }) =>
    new Promise<Uploaded>((resolve, reject) => {
      started.push({
        name: file.name,
        signal: o.signal,
        finish: resolve,
        pauseSettled: () => reject(new UploadPaused()),
      });
    }),
}));
vi.mock('./credentials', () => ({ useCredentialSource: () => ({}) }));
vi.mock('./identity', () => ({ fileIdentity: async (f: File) => f.name }));
const store = memoryCheckpointStore();
vi.mock('./checkpoints', async (actual) => ({
  ...(await actual<typeof import('./checkpoints')>()),
  checkpointStore: () => store,
}));

const file = (name: string) => new File(['x'], name, { type: 'video/mp4' });
const uploaded = (name: string): Uploaded => ({ url: `https://oss.example/${name}`, key: name });

function queue() {
  const onUploaded = vi.fn(async (f: File) => `draft:${f.name}`);
  const hook = renderHook(() => useUploadQueue({ validate: () => null, onUploaded, limit: 3 }));
  const status = (name: string) => hook.result.current.items.find((i) => i.name === name)?.status;
  return { hook, status, onUploaded };
}

describe('useUploadQueue', () => {
  beforeEach(() => {
    started.length = 0;
  });

  it('a file resumed while its paused upload is still finishing its parts goes on and finishes', async () => {
    const { hook, status } = queue();
    await act(() => hook.result.current.add([file('丙.mp4')]));
    await waitFor(() => expect(started).toHaveLength(1));
    act(() => hook.result.current.pauseAll());
    expect(started[0]?.signal.aborted).toBe(true);
    // 全部继续 before the parts on their way have been recorded.
    act(() => hook.result.current.resumeAll());
    expect(status('丙.mp4')).toBe('waiting');
    await act(async () => started[0]?.pauseSettled());
    await waitFor(() => expect(started).toHaveLength(2));
    await act(async () => started[1]?.finish(uploaded('丙.mp4')));
    await waitFor(() => expect(status('丙.mp4')).toBe('done'));
  });

  it('a file paused and resumed one at a time goes on the same way', async () => {
    const { hook, status, onUploaded } = queue();
    await act(() => hook.result.current.add([file('一.mp4')]));
    await waitFor(() => expect(started).toHaveLength(1));
    const id = hook.result.current.items[0]?.id as string;
    act(() => hook.result.current.pause(id));
    act(() => hook.result.current.resume(id));
    await act(async () => started[0]?.pauseSettled());
    await waitFor(() => expect(started).toHaveLength(2));
    await act(async () => started[1]?.finish(uploaded('一.mp4')));
    await waitFor(() => expect(status('一.mp4')).toBe('done'));
    expect(onUploaded).toHaveBeenCalledOnce();
  });
});
