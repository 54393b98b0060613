import { type Dispatcher, errors } from 'undici';
import type { CancelListener, CancelSignal } from './cancel.js';

export interface TextResponse {
  statusCode: number;
  text: string;
}

export interface TextRequest {
  method: Dispatcher.HttpMethod;
  path: string;
  headers: Record<string, string>;
  body?: string;
  timeoutMs: number;
  signal?: CancelSignal;
}

/**
 * One request whose whole answer is read as text, through undici's handler interface. `pool.request` wraps
 * every answer in a Readable stream (listeners, buffering, end and close ticks) only for `.json()` to gather
 * it again; for the small envelopes of ordinary calls that machinery cost more than the parse. Errors are
 * undici's own (timeouts, resets, aborts), so the caller classifies them as before.
 */
export function dispatchText(pool: Dispatcher, req: TextRequest): Promise<TextResponse> {
  return new Promise((resolve, reject) => {
    if (req.signal?.aborted) return reject(new errors.RequestAbortedError());
    pool.dispatch(
      {
        method: req.method,
        path: req.path,
        headers: req.headers,
        body: req.body,
        headersTimeout: req.timeoutMs,
        bodyTimeout: req.timeoutMs,
      },
      new TextHandler(resolve, reject, req.signal),
    );
  });
}

const BOM = [0xef, 0xbb, 0xbf];

/**
 * The handler of one request, and its listener for the caller's cancel: one object with methods, where
 * closures would be made (and named, under tsx) for every call. undici 7 runs every handler on these
 * (legacy) callbacks; the newer onRequestStart-style ones are wrapped.
 */
class TextHandler implements Dispatcher.DispatchHandler, CancelListener {
  private abortRequest: ((reason?: Error) => void) | null = null;
  private reason: Error | null = null;
  private statusCode = 0;
  private readonly chunks: Buffer[] = [];

  constructor(
    private readonly resolve: (res: TextResponse) => void,
    private readonly reject: (err: Error) => void,
    private readonly signal: CancelSignal | undefined,
  ) {
    signal?.addEventListener('abort', this, { once: true });
  }

  /** The caller cancelled. */
  handleEvent(): void {
    this.reason = new errors.RequestAbortedError();
    this.abortRequest?.(this.reason);
  }

  onConnect(abortRequest: (reason?: Error) => void): void {
    this.abortRequest = abortRequest;
    if (this.reason) abortRequest(this.reason);
  }

  onHeaders(status: number): boolean {
    // 1xx answers are informational; the final status follows.
    if (status >= 200) this.statusCode = status;
    return true;
  }

  onData(chunk: Buffer): boolean {
    this.chunks.push(chunk);
    return true;
  }

  onComplete(): void {
    this.signal?.removeEventListener('abort', this);
    const buf = this.chunks.length === 1 ? (this.chunks[0] as Buffer) : Buffer.concat(this.chunks);
    const start = buf[0] === BOM[0] && buf[1] === BOM[1] && buf[2] === BOM[2] ? 3 : 0;
    this.resolve({ statusCode: this.statusCode, text: buf.toString('utf8', start) });
  }

  onError(err: Error): void {
    this.signal?.removeEventListener('abort', this);
    this.reject(err);
  }
}
