import { Transform } from 'node:stream';

export class TooLargeError extends Error {
  readonly code = 'TOO_LARGE';
}

/** Passes bytes through and fails once more than `max` have gone by. */
export function byteLimit(max: number): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _enc, done) {
      seen += chunk.length;
      if (seen > max) done(new TooLargeError(`over ${max} bytes`));
      else done(null, chunk);
    },
  });
}
