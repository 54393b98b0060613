import type { CheckedFile, ImportFailure, ImportLookups } from './types';

/** What the page asks the import worker. The file travels as bytes (transferred, not copied). */
export type WorkerRequest =
  | { id: number; type: 'check'; fileName: string; bytes: ArrayBuffer; lookups: ImportLookups }
  | { id: number; type: 'report'; failures: ImportFailure[] };

export type CheckPhase = 'read' | 'check';

/** What the worker answers: progress while checking, then one result or one error per request. */
export type WorkerResponse =
  | { id: number; type: 'progress'; phase: CheckPhase; done: number; total: number }
  | { id: number; type: 'checked'; file: CheckedFile }
  | { id: number; type: 'report'; blob: Blob }
  /** `fileError` is a refusal to show as is (bad header, too many rows); anything else is a failure. */
  | { id: number; type: 'error'; message: string; fileError: boolean };
