import { describe, expect, it } from 'vitest';
import { initialUpload, isBusy, type UploadState, uploadReducer } from './state';

describe('upload box states', () => {
  it('goes idle → loading → progress → done', () => {
    let s: UploadState = initialUpload();
    expect(s).toEqual({ status: 'idle' });
    s = uploadReducer(s, { type: 'start' });
    expect(s.status).toBe('loading');
    expect(isBusy(s)).toBe(true);
    s = uploadReducer(s, { type: 'progress', percent: 42.4 });
    expect(s).toEqual({ status: 'progress', percent: 42 });
    s = uploadReducer(s, { type: 'done', url: 'https://x/a.png' });
    expect(s).toEqual({ status: 'done', url: 'https://x/a.png' });
  });

  it('a failure offers retry; cancel returns to idle and ignores late progress', () => {
    let s = uploadReducer(uploadReducer(initialUpload(), { type: 'start' }), { type: 'fail', message: '上传失败' });
    expect(s).toEqual({ status: 'error', message: '上传失败' });
    s = uploadReducer(uploadReducer(s, { type: 'start' }), { type: 'cancel' });
    expect(s).toEqual({ status: 'idle' });
    expect(uploadReducer(s, { type: 'progress', percent: 50 })).toEqual({ status: 'idle' });
  });

  it('starts done when the field already has a file', () => {
    expect(initialUpload('https://x/a.png')).toEqual({ status: 'done', url: 'https://x/a.png' });
    expect(uploadReducer({ status: 'done', url: 'a' }, { type: 'reset' })).toEqual({ status: 'idle' });
  });
});
