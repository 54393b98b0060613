import type { Envelope } from '@console/contracts';

/** What the upstream answered: the envelope it sent, to send again for the same key. */
export type Answer = Envelope;

interface Entry {
  /** The call's input as parsed: a key reused with other input is refused rather than answered. */
  fingerprint: string;
  answer: Promise<Answer>;
}

/**
 * Answers of the calls that change state by account, call and `Idempotency-Key`. The entry is made before the handler
 * runs, so a second request with the same key arriving while the first is still running waits for the
 * first's answer instead of acting again (a double click). Bounded: the oldest keys go first.
 */
export class IdempotencyStore {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly max = 20_000) {}

  /**
   * The answer for `slot`: the stored one when the key was seen with the same input, `'mismatch'` when it was
   * seen with other input, or the one `run` gives (stored unless it fails outright, so a crash can be retried).
   */
  answer(slot: string, fingerprint: string, run: () => Promise<Answer>): Promise<Answer> | 'mismatch' {
    const seen = this.entries.get(slot);
    if (seen) return seen.fingerprint === fingerprint ? seen.answer : 'mismatch';
    const answer = run();
    this.entries.set(slot, { fingerprint, answer });
    answer.catch(() => this.entries.delete(slot));
    if (this.entries.size > this.max) this.entries.delete(this.entries.keys().next().value as string);
    return answer;
  }

  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
