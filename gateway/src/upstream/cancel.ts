/**
 * What an upstream call needs of its caller's cancellation: to know it happened, and to be told when it does.
 * An AbortSignal is one (tRPC's stock adapter passes its request's); the lean tRPC path passes a Cancellation,
 * because Node's AbortSignal is an EventTarget whose creation and listeners cost more per batched page than
 * the signing of a call (tests/bench/gateway-overhead.ts).
 */
export interface CancelSignal {
  readonly aborted: boolean;
  addEventListener(type: 'abort', listener: CancelListener, options?: { once?: boolean }): void;
  removeEventListener(type: 'abort', listener: CancelListener): void;
}

/** A listener object, as EventTarget takes one: no closure per call. */
export interface CancelListener {
  handleEvent(): void;
}

/** A CancelSignal and its trigger in one: each listener is told once, on the first `abort`. */
export class Cancellation implements CancelSignal {
  aborted = false;
  private readonly listeners = new Set<CancelListener>();

  addEventListener(_type: 'abort', listener: CancelListener): void {
    if (!this.aborted) this.listeners.add(listener);
  }

  removeEventListener(_type: 'abort', listener: CancelListener): void {
    this.listeners.delete(listener);
  }

  abort(): void {
    if (this.aborted) return;
    this.aborted = true;
    const told = [...this.listeners];
    this.listeners.clear();
    for (const l of told) l.handleEvent();
  }
}
