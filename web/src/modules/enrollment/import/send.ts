import { IMPORT_LIMITS } from '@console/contracts';
import type { CheckedFile, ImportBatchInput, ImportBatchOutput, ImportFailure } from './types';

export interface ImportResult {
  importId: number;
  /** Data rows of the file. */
  total: number;
  success: number;
  /** Every refused row, the browser's and the server's, in file order. */
  failures: ImportFailure[];
}

/**
 * Sends a checked file in chunks of `IMPORT_LIMITS.rowsPerCall` rows (the gateway takes bodies up to 1 MB),
 * the browser's refusals riding along so the import record holds the whole file. The first chunk opens the
 * record, the rest add to it. Chunks go one after another: each one's leads must exist before the next is
 * checked for repeated phones.
 */
export async function sendImport(
  file: CheckedFile,
  fileName: string,
  send: (input: ImportBatchInput) => Promise<ImportBatchOutput>,
  onProgress?: (sentRows: number, totalRows: number) => void,
): Promise<ImportResult> {
  const size = IMPORT_LIMITS.rowsPerCall;
  const chunks = Math.max(1, Math.ceil(file.valid.length / size), Math.ceil(file.rejected.length / size));
  let importId: number | undefined;
  let success = 0;
  const serverFailures: ImportFailure[] = [];
  let sent = 0;
  for (let i = 0; i < chunks; i++) {
    const rows = file.valid.slice(i * size, (i + 1) * size);
    const rejected = file.rejected.slice(i * size, (i + 1) * size);
    const out = await send({ ...(importId === undefined ? {} : { importId }), fileName, rows, rejected });
    importId = out.importId;
    success += out.success;
    serverFailures.push(...out.failed);
    sent += rows.length + rejected.length;
    onProgress?.(sent, file.total);
  }
  const failures = [...file.rejected, ...serverFailures].sort((a, b) => a.row - b.row);
  return { importId: importId as number, total: file.total, success, failures };
}
