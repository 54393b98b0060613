import { nextToStart, type QueueEvent, type QueueItem, queueReducer } from './queue';

/** What a person did: shown at once. Everything else a running upload reports waits for the next showing. */
const AT_ONCE: ReadonlySet<QueueEvent['type']> = new Set(['add', 'pause', 'resume', 'pauseAll', 'resumeAll', 'remove']);
/**
 * How often the page is shown what the uploads reported: a render of the page costs more than a part, and
 * progress moves a part (up to 8 MB) at a time, so twice a second is as smooth as a person sees it; shown five
 * times a second, a batch spent twice the page's time on timer renders and frames (tests/bench/vod-batch.ts).
 */
export const SHOW_EVERY_MS = 500;

/**
 * The batch queue's state outside React. An event changes it at once and starts the next files at once (a
 * file whose parts are all sent gives its place without waiting for a render); the page is shown the state
 * at most every SHOW_EVERY_MS while files go up, and at once after a person's action. Shown on every event,
 * the page rendered about two hundred times in a batch of twenty files, and its renders, their garbage and
 * their layouts took the CPU the uploads needed (tests/bench/vod-batch.ts). For useSyncExternalStore.
 */
export class QueueStore<R> {
  private items: QueueItem<R>[] = [];
  private shown: QueueItem<R>[] = [];
  private timer: ReturnType<typeof setTimeout> | null = null;
  private readonly listeners = new Set<() => void>();
  private open = true;

  constructor(
    /** Runs a file's upload; its events come back through `dispatch`. */
    private readonly start: (id: string) => void,
    private readonly limit: () => number,
    private readonly showEveryMs = SHOW_EVERY_MS,
  ) {}

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = (): QueueItem<R>[] => this.shown;

  /** The state as it is now, shown or not. */
  current(): readonly QueueItem<R>[] {
    return this.items;
  }

  /** Bound, so the page can hand it on as it is. */
  readonly dispatch = (e: QueueEvent<R>): void => {
    this.items = queueReducer(this.items, e);
    this.startNext();
    if (AT_ONCE.has(e.type)) this.show();
    else this.timer ??= setTimeout(() => this.show(), this.showEveryMs);
  };

  /** The page is there again (React mounts effects twice in development). */
  reopen(): void {
    this.open = true;
    this.startNext();
    this.show();
  }

  /** The page is gone: uploads on their way finish, no file starts, nothing is shown. */
  close(): void {
    this.open = false;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private startNext(): void {
    if (!this.open) return;
    for (const id of nextToStart(this.items, this.limit())) {
      this.items = queueReducer(this.items, { type: 'start', id });
      this.start(id);
    }
  }

  private show(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (!this.open || this.shown === this.items) return;
    this.shown = this.items;
    for (const l of this.listeners) l();
  }
}
