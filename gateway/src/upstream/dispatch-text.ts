import { type Dispatcher, errors } from 'undici';

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
  signal?: AbortSignal;
}

const BOM = [0xef, 0xbb, 0xbf];

/**
 * One request whose whole answer is read as text, through undici's handler interface. `pool.request` wraps
 * every answer in a Readable stream (listeners, buffering, end and close ticks) only for `.json()` to gather
 * it again; for the small envelopes of ordinary calls that machinery cost more than the parse. Errors are
 * undici's own (timeouts, resets, aborts), so the caller classifies them as before.
 */
export function dispatchText(pool: Dispatcher, req: TextRequest): Promise<TextResponse> {
  return new Promise((resolve, reject) => {
    const { signal } = req;
    let abort: ((reason?: Error) => void) | null = null;
    let reason: Error | null = null;
    let statusCode = 0;
    const chunks: Buffer[] = [];
    const onAbort = () => {
      reason = new errors.RequestAbortedError();
      abort?.(reason);
    };
    if (signal) {
      if (signal.aborted) return reject(new errors.RequestAbortedError());
      signal.addEventListener('abort', onAbort, { once: true });
    }
    const done = () => signal?.removeEventListener('abort', onAbort);

    // undici 7 runs every handler on these (legacy) callbacks; the newer onRequestStart-style ones are wrapped.
    const handler: Dispatcher.DispatchHandler = {
      onConnect(abortRequest) {
        abort = abortRequest;
        if (reason) abortRequest(reason);
      },
      onHeaders(status) {
        // 1xx answers are informational; the final status follows.
        if (status >= 200) statusCode = status;
        return true;
      },
      onData(chunk) {
        chunks.push(chunk);
        return true;
      },
      onComplete() {
        done();
        const buf = chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks);
        const start = buf[0] === BOM[0] && buf[1] === BOM[1] && buf[2] === BOM[2] ? 3 : 0;
        resolve({ statusCode, text: buf.toString('utf8', start) });
      },
      onError(err) {
        done();
        reject(err);
      },
    };
    pool.dispatch(
      {
        method: req.method,
        path: req.path,
        headers: req.headers,
        body: req.body,
        headersTimeout: req.timeoutMs,
        bodyTimeout: req.timeoutMs,
      },
      handler,
    );
  });
}
