import { TRPCClientError } from '@trpc/client';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { errorText } from '../../app/error-policy';
import { useMessage } from '../../app/message';
import { useCredentialSource } from './credentials';
import { uploadToOss } from './oss';
import { initialUpload, uploadReducer } from './state';

const UPLOAD_FAILED = '上传失败，请重试';

export interface UseUploadOptions {
  /** The message refusing a file, or null to accept it. */
  validate: (file: File) => string | null;
  /** Turns the picked file into what is sent (compression). */
  prepare?: (file: File) => Promise<File>;
  /** The field's current address; done when set. */
  value?: string | null;
  onDone: (url: string, file: File) => void;
  /** Refusals and failures say nothing (the poster flow ignores image errors, spec §8). */
  silent?: boolean;
  /** A file picked elsewhere (several at once in a gallery), uploaded as soon as the box is there. */
  file?: File;
}

/**
 * Runs one box's upload: checks the file (a refusal is an error toast with the spec's message), then
 * loading, progress and done, with cancel and retry of the last file.
 */
export function useUpload(o: UseUploadOptions) {
  const message = useMessage();
  const source = useCredentialSource();
  const [state, dispatch] = useReducer(uploadReducer, o.value, initialUpload);
  const controller = useRef<AbortController | null>(null);
  const lastFile = useRef<File | null>(null);
  const latest = useRef(o);
  latest.current = o;

  // The form may set or clear the value from outside (reset, another load).
  useEffect(() => {
    if (controller.current) return;
    dispatch({ type: 'reset', url: o.value ?? undefined });
  }, [o.value]);

  useEffect(() => () => controller.current?.abort(), []);

  const run = useCallback(
    async (file: File) => {
      lastFile.current = file;
      controller.current?.abort();
      const ctrl = new AbortController();
      controller.current = ctrl;
      dispatch({ type: 'start' });
      try {
        const prepared = latest.current.prepare ? await latest.current.prepare(file) : file;
        const { url } = await uploadToOss(prepared, {
          source,
          signal: ctrl.signal,
          onProgress: (percent) => dispatch({ type: 'progress', percent }),
        });
        if (ctrl.signal.aborted) return;
        controller.current = null;
        dispatch({ type: 'done', url });
        latest.current.onDone(url, prepared);
      } catch (err) {
        if (ctrl.signal.aborted) return;
        controller.current = null;
        if (latest.current.silent) {
          dispatch({ type: 'reset', url: latest.current.value ?? undefined });
          return;
        }
        // Credential errors were already shown by the error policy; OSS's own refusals get the plain message.
        dispatch({
          type: 'fail',
          message: err instanceof TRPCClientError ? errorText(err, UPLOAD_FAILED) : UPLOAD_FAILED,
        });
      }
    },
    [source],
  );

  const pick = useCallback(
    (file: File) => {
      const refusal = latest.current.validate(file);
      if (refusal) {
        if (!latest.current.silent) void message.error(refusal);
        return false;
      }
      void run(file);
      return true;
    },
    [message, run],
  );

  const cancel = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    dispatch({ type: 'reset', url: latest.current.value ?? undefined });
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the box's own file is uploaded once, when it appears
  useEffect(() => {
    if (o.file) pick(o.file);
  }, []);

  const retry = useCallback(() => {
    if (lastFile.current) void run(lastFile.current);
  }, [run]);

  return { state, pick, cancel, retry };
}
