/**
 * The states of an upload box (spec §4: idle, loading, progress, done), plus the failed state that
 * offers retry. Pure, so the transitions are tested without a browser.
 */
export type UploadState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'progress'; percent: number }
  | { status: 'done'; url: string }
  | { status: 'error'; message: string };

export type UploadEvent =
  | { type: 'start' }
  | { type: 'progress'; percent: number }
  | { type: 'done'; url: string }
  | { type: 'fail'; message: string }
  | { type: 'cancel' }
  | { type: 'reset'; url?: string };

export function initialUpload(url?: string | null): UploadState {
  return url ? { status: 'done', url } : { status: 'idle' };
}

export function uploadReducer(state: UploadState, event: UploadEvent): UploadState {
  switch (event.type) {
    case 'start':
      return { status: 'loading' };
    case 'progress':
      // Progress only means something while an upload runs; a late event after cancel changes nothing.
      if (state.status !== 'loading' && state.status !== 'progress') return state;
      return { status: 'progress', percent: Math.max(0, Math.min(100, Math.round(event.percent))) };
    case 'done':
      return { status: 'done', url: event.url };
    case 'fail':
      return { status: 'error', message: event.message };
    case 'cancel':
      return { status: 'idle' };
    case 'reset':
      return initialUpload(event.url);
  }
}

export const isBusy = (s: UploadState) => s.status === 'loading' || s.status === 'progress';
