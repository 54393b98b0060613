import { createHash, randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { seedObject } from '../kit/seed-media.js';
import type { BlobStore } from '../state/blobs.js';
import { sendBlob } from '../util/send-blob.js';
import type { CredentialStore } from './credentials.js';
import { authorize, type OssRefusal } from './oss-auth.js';
import type { OssFaults, OssPartLog } from './oss-log.js';
import { FILE_ALREADY_EXISTS, type OverwriteRule, overwriteForbidden } from './overwrite.js';

export interface OssEmulatorOptions {
  bucket: string;
  region: string;
  credentials: CredentialStore;
  objects: BlobStore;
  now: () => number;
  /** Largest object or part accepted. */
  maxBytes: number;
  /** Where part uploads are logged, and the faults tests ask for. */
  parts?: OssPartLog;
  faults?: OssFaults;
  /** The bucket's overwrite protection (none: any writer may replace an object). */
  overwrite?: readonly OverwriteRule[];
}

const xmlEscape = (s: string) => s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
const xml = (root: string, fields: Record<string, string>) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<${root}>${Object.entries(fields)
    .map(([k, v]) => `<${k}>${xmlEscape(v)}</${k}>`)
    .join('')}</${root}>`;

interface Upload {
  key: string;
  contentType: string;
  /** Each part's body and the MD5 its ETag was made of. */
  parts: Map<number, { body: Buffer; md5: Buffer }>;
  startedAt: number;
}

/**
 * The OSS emulator: path-style `/{bucket}/{key}` (ali-oss with `sldEnable`). It accepts PutObject and the
 * multipart upload ali-oss uses for progress (initiate, upload part, complete, abort), checks every signed
 * request against the STS credentials and their policy, and serves objects back publicly (a public-read
 * bucket, as website media is), the seed's media under `seed/` among them. CORS is open, exposing ETag, as a bucket set up for browser uploads is.
 */
export function ossRoutes(app: FastifyInstance, o: OssEmulatorOptions): void {
  const uploads = new Map<string, Upload>();
  const prefix = `/${o.bucket}/`;

  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: o.maxBytes }, (_req, body, done) =>
      done(null, body),
    );
    scope.addHook('onRequest', async (_req, reply) => {
      reply
        .header('access-control-allow-origin', '*')
        .header('access-control-allow-methods', 'GET, PUT, POST, DELETE, HEAD')
        .header('access-control-allow-headers', '*')
        .header('access-control-expose-headers', 'ETag, x-oss-request-id')
        .header('access-control-max-age', '600')
        .header('x-oss-request-id', randomUUID().replace(/-/g, '').toUpperCase());
    });

    const keyOf = (req: FastifyRequest) => decodeURIComponent((req.url.split('?')[0] ?? '').slice(prefix.length));
    const queryOf = (req: FastifyRequest) => new URL(req.url, 'http://oss').searchParams;
    const refuse = (reply: FastifyReply, r: OssRefusal) =>
      reply
        .status(r.status)
        .type('application/xml')
        .send(
          xml('Error', {
            Code: r.code,
            Message: r.message,
            RequestId: String(reply.getHeader('x-oss-request-id')),
            HostId: `${o.bucket}.${o.region}.aliyuncs.com`,
            ...(r.code === 'RequestTimeTooSkewed' ? { ServerTime: new Date(o.now()).toISOString() } : {}),
            ...r.extra,
          }),
        );
    const check = (req: FastifyRequest, action: string) =>
      authorize(
        {
          method: req.method,
          headers: req.headers,
          bucket: o.bucket,
          region: o.region,
          key: keyOf(req),
          query: queryOf(req),
        },
        action,
        o.credentials,
        o.now(),
      );
    const bodyOf = (req: FastifyRequest) => (Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0));
    /** A write that would replace an existing object its rules or its request protect. */
    const replaces = (req: FastifyRequest, key: string) =>
      o.objects.get(key) !== undefined && overwriteForbidden(key, req.headers, o.overwrite ?? [], o.credentials);

    scope.options(`${prefix}*`, async (_req, reply) => reply.status(200).send());

    const read = async (req: FastifyRequest, reply: FastifyReply) => {
      if (req.headers.authorization) {
        const refusal = check(req, 'oss:GetObject');
        if (refusal) return refuse(reply, refusal);
      }
      const key = keyOf(req);
      const blob = o.objects.get(key) ?? seedObject(key, queryOf(req), o.now());
      if (!blob) return refuse(reply, { status: 404, code: 'NoSuchKey', message: 'The specified key does not exist.' });
      return sendBlob(req, reply, blob);
    };
    // Fastify answers HEAD from the GET route.
    scope.get(`${prefix}*`, read);

    scope.put(`${prefix}*`, async (req, reply) => {
      const refusal = check(req, 'oss:PutObject');
      if (refusal) return refuse(reply, refusal);
      const q = queryOf(req);
      const body = bodyOf(req);
      const uploadId = q.get('uploadId');
      if (uploadId !== null) {
        const up = uploads.get(uploadId);
        const part = Number(q.get('partNumber'));
        if (!up || up.key !== keyOf(req))
          return refuse(reply, { status: 404, code: 'NoSuchUpload', message: 'The specified upload does not exist.' });
        if (!Number.isInteger(part) || part < 1 || part > 10_000)
          return refuse(reply, {
            status: 400,
            code: 'InvalidArgument',
            message: 'Part number must be an integer between 1 and 10000.',
          });
        const entry = { uploadId, key: up.key, partNumber: part, bytes: body.length, at: o.now() };
        if (o.faults?.take(part)) {
          // The body arrived but the connection dies before the answer: the part is not kept.
          o.parts?.add({ ...entry, outcome: 'dropped' });
          reply.hijack();
          req.raw.socket.destroy();
          return reply;
        }
        const md5 = createHash('md5').update(body).digest();
        up.parts.set(part, { body, md5 });
        o.parts?.add({ ...entry, outcome: 'stored' });
        return reply.header('etag', `"${md5.toString('hex').toUpperCase()}"`).send();
      }
      if (replaces(req, keyOf(req))) return refuse(reply, FILE_ALREADY_EXISTS);
      const contentType = String(req.headers['content-type'] ?? 'application/octet-stream');
      const blob = o.objects.put(keyOf(req), body, contentType, o.now());
      if (!blob)
        return refuse(reply, {
          status: 400,
          code: 'EntityTooLarge',
          message: 'Your proposed upload exceeds the maximum allowed size.',
        });
      return reply.header('etag', blob.etag).send();
    });

    scope.post(`${prefix}*`, async (req, reply) => {
      const refusal = check(req, 'oss:PutObject');
      if (refusal) return refuse(reply, refusal);
      const q = queryOf(req);
      const key = keyOf(req);
      if (q.has('uploads')) {
        if (replaces(req, key)) return refuse(reply, FILE_ALREADY_EXISTS);
        const id = randomUUID().replace(/-/g, '').toUpperCase();
        uploads.set(id, {
          key,
          contentType: String(req.headers['content-type'] ?? 'application/octet-stream'),
          parts: new Map(),
          startedAt: o.now(),
        });
        return reply
          .type('application/xml')
          .send(xml('InitiateMultipartUploadResult', { Bucket: o.bucket, Key: key, UploadId: id }));
      }
      const uploadId = q.get('uploadId');
      const up = uploadId === null ? undefined : uploads.get(uploadId);
      if (!up || up.key !== key || uploadId === null)
        return refuse(reply, { status: 404, code: 'NoSuchUpload', message: 'The specified upload does not exist.' });
      // Checked again at the end: the object may have been written since the upload began.
      if (replaces(req, key)) return refuse(reply, FILE_ALREADY_EXISTS);
      const listed = [
        ...bodyOf(req)
          .toString('utf8')
          .matchAll(/<PartNumber>(\d+)<\/PartNumber>/g),
      ].map((m) => Number(m[1]));
      const numbers = listed.length > 0 ? listed : [...up.parts.keys()].sort((a, b) => a - b);
      const missing = numbers.find((n) => !up.parts.has(n));
      if (missing !== undefined)
        return refuse(reply, {
          status: 400,
          code: 'InvalidPart',
          message: `One or more of the specified parts could not be found: ${missing}.`,
        });
      const parts = numbers.map((n) => up.parts.get(n) as { body: Buffer; md5: Buffer });
      const body = Buffer.concat(parts.map((p) => p.body));
      // OSS's multipart ETag: the MD5 of the parts' MD5s and their count, never a hash of the whole object
      // (which would hold the emulator's one thread for a whole video while other uploads wait).
      const digest = createHash('md5')
        .update(Buffer.concat(parts.map((p) => p.md5)))
        .digest('hex');
      const etag = `"${digest.toUpperCase()}-${numbers.length}"`;
      const blob = o.objects.put(key, body, up.contentType, o.now(), etag);
      uploads.delete(uploadId);
      if (!blob)
        return refuse(reply, {
          status: 400,
          code: 'EntityTooLarge',
          message: 'Your proposed upload exceeds the maximum allowed size.',
        });
      return reply
        .type('application/xml')
        .header('etag', etag)
        .send(
          xml('CompleteMultipartUploadResult', {
            Location: `${req.protocol}://${req.host}${prefix}${key}`,
            Bucket: o.bucket,
            Key: key,
            ETag: etag,
          }),
        );
    });

    scope.delete(`${prefix}*`, async (req, reply) => {
      const q = queryOf(req);
      const uploadId = q.get('uploadId');
      const refusal = check(req, uploadId === null ? 'oss:DeleteObject' : 'oss:AbortMultipartUpload');
      if (refusal) return refuse(reply, refusal);
      if (uploadId !== null) uploads.delete(uploadId);
      else o.objects.delete(keyOf(req));
      return reply.status(204).send();
    });
  });
}
