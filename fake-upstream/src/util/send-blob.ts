import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Blob } from '../state/blobs.js';

/**
 * Serves stored bytes like a static file server: conditional GET by ETag, and single byte ranges so that
 * uploaded videos can be seeked in a browser.
 */
export function sendBlob(request: FastifyRequest, reply: FastifyReply, blob: Blob): FastifyReply {
  reply
    .header('content-type', blob.contentType)
    .header('last-modified', new Date(blob.lastModified).toUTCString())
    .header('accept-ranges', 'bytes')
    .header('cache-control', 'public, max-age=3600');
  if (blob.etag) {
    reply.header('etag', blob.etag);
    if (request.headers['if-none-match'] === blob.etag) return reply.status(304).send();
  }
  const size = blob.body.length;
  const range = /^bytes=(\d*)-(\d*)$/.exec(request.headers.range ?? '');
  if (range && (range[1] || range[2])) {
    const start = range[1] ? Number(range[1]) : Math.max(0, size - Number(range[2]));
    const end = range[1] && range[2] ? Math.min(Number(range[2]), size - 1) : size - 1;
    if (start >= size || start > end) return reply.status(416).header('content-range', `bytes */${size}`).send();
    return reply
      .status(206)
      .header('content-range', `bytes ${start}-${end}/${size}`)
      .send(blob.body.subarray(start, end + 1));
  }
  return reply.send(blob.body);
}
