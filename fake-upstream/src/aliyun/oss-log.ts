/** One part request of a multipart upload, as the emulator saw it. */
export interface PartEntry {
  uploadId: string;
  key: string;
  partNumber: number;
  bytes: number;
  at: number;
  /** `stored`: kept as the upload's part; `dropped`: the connection was cut on purpose (a fault). */
  outcome: 'stored' | 'dropped';
}

/** Entries kept; a long dev session drops the oldest. */
const MAX_ENTRIES = 200_000;

/**
 * The log of part uploads (`GET /__dev/oss/parts`): tests read it to show that a resumed upload never sent a
 * part twice.
 */
export class OssPartLog {
  private entries: PartEntry[] = [];

  add(entry: PartEntry): void {
    this.entries.push(entry);
    if (this.entries.length > MAX_ENTRIES) this.entries.splice(0, this.entries.length - MAX_ENTRIES);
  }

  list(): readonly PartEntry[] {
    return this.entries;
  }

  clear(): void {
    this.entries = [];
  }
}

/** A dropped connection the next matching part request meets (`POST /__dev/oss/drop`). */
export interface PartDrop {
  /** Only this part number; any part when absent. */
  partNumber?: number;
  /** How many requests to drop. */
  times: number;
}

/** Faults the OSS emulator plays for tests: the connection of a part request cut after its body arrived. */
export class OssFaults {
  private drops: PartDrop[] = [];

  add(drop: PartDrop): void {
    this.drops.push({ ...drop });
  }

  /** Whether to drop this part request (and counts it). */
  take(partNumber: number): boolean {
    const drop = this.drops.find((d) => d.times > 0 && (d.partNumber === undefined || d.partNumber === partNumber));
    if (!drop) return false;
    drop.times -= 1;
    this.drops = this.drops.filter((d) => d.times > 0);
    return true;
  }

  clear(): void {
    this.drops = [];
  }
}
