import type { RouterInputs, RouterOutputs } from '../../../app/trpc';

/** A row the browser found valid, as `clue.importBatch` takes it. */
export type ImportRowInput = RouterInputs['clue']['importBatch']['rows'][number];
/** A row the import could not take, and why (the browser's validation or the server's). */
export type ImportFailure = RouterOutputs['clue']['importBatch']['failed'][number];
export type ImportBatchInput = RouterInputs['clue']['importBatch'];
export type ImportBatchOutput = RouterOutputs['clue']['importBatch'];

/** What validation looks names up in: the shop's sources, follow-up users and tags. */
export interface ImportLookups {
  sources: ReadonlyArray<{ id: number; name: string }>;
  followUsers: ReadonlyArray<{ id: number; name: string }>;
  tagGroups: ReadonlyArray<{ id: number; name: string; children: ReadonlyArray<{ id: number; name: string }> }>;
}

/** The outcome of reading and checking a file, before anything is sent. */
export interface CheckedFile {
  /** Data rows in the file (blank rows not counted). */
  total: number;
  valid: ImportRowInput[];
  rejected: ImportFailure[];
}
