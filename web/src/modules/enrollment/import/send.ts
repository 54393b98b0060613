import { IMPORT_LIMITS } from '@console/contracts';
import type { CheckedFile, ImportBatchInput, ImportBatchOutput, ImportFailure } from './types';

export interface ImportResult {
  importId: number;
  /** Data rows of the file. */
  total: number;
  success: number;
  /** Every refused row that was sent, the browser's and the server's, in file order. */
  failures: ImportFailure[];
  /** Rows handed to the server (all of them unless cancelled). */
  sent: number;
  /** Stopped by the user between two chunks: the rows after `sent` were not imported. */
  cancelled: boolean;
}

/**
 * Sends a checked file in chunks of `IMPORT_LIMITS.rowsPerCall` rows (the gateway takes bodies up to 1 MB),
 * the browser's refusals riding along so the import record holds the whole file. The first chunk opens the
 * record, the rest add to it. Chunks go one after another: each one's leads must exist before the next is
 * checked for repeated phones. An abort stops before the next chunk: a chunk already sent is never half-undone,
 * so the record and the leads agree with what the result says.
 */
export async function sendImport(
  file: CheckedFile,
  fileName: string,
  send: (input: ImportBatchInput) => Promise<ImportBatchOutput>,
  onProgress?: (sentRows: number, totalRows: number) => void,
  signal?: AbortSignal,
): Promise<ImportResult> {
  const size = IMPORT_LIMITS.rowsPerCall;
  const chunks = Math.max(1, Math.ceil(file.valid.length / size), Math.ceil(file.rejected.length / size));
  let importId: number | undefined;
  let success = 0;
  const sentFailures: ImportFailure[] = [];
  let sent = 0;
  let cancelled = false;
  for (let i = 0; i < chunks; i++) {
    // The first chunk always goes, so that a started import leaves a record.
    if (i > 0 && signal?.aborted) {
      cancelled = true;
      break;
    }
    const rows = file.valid.slice(i * size, (i + 1) * size);
    const rejected = file.rejected.slice(i * size, (i + 1) * size);
    const out = await send({ ...(importId === undefined ? {} : { importId }), fileName, rows, rejected });
    importId = out.importId;
    success += out.success;
    sentFailures.push(...rejected, ...out.failed);
    sent += rows.length + rejected.length;
    onProgress?.(sent, file.total);
  }
  const failures = sentFailures.sort((a, b) => a.row - b.row);
  return { importId: importId as number, total: file.total, success, failures, sent, cancelled };
}
