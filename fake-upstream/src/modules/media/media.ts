import { MSG_EXTRA } from '@console/contracts';
import type { FastifyReply } from 'fastify';
import { aliyunTime, DEFAULT_ROLE_ARN } from '../../aliyun/credentials.js';
import { uploadPolicy } from '../../aliyun/oss-auth.js';
import { fail } from '../../errors.js';
import { type CallContext, clientTypeOf, type Handlers } from '../../kit/handlers.js';
import { seedObject } from '../../kit/seed-media.js';
import type { Blob } from '../../state/blobs.js';
import { FILES_PREFIX, QR_IMAGE_PATH, qrImageUrl } from '../../urls.js';
import { pseudoQrPng } from '../../util/png.js';
import { sendBlob } from '../../util/send-blob.js';
import { utcDateFolders } from '../../util/time.js';
import { fetchImage, ImageRefused } from './image-fetch.js';
import { ueditor, uploadFile, uploadImage } from './uploads.js';

/** Credentials of the documented fallback live as long as the gateway's STS ones. */
const OSS_SIGN_SECONDS = 900;
const IMAGE_PROXY_MAX_BYTES = 10 * 1024 * 1024;
const IMAGE_PROXY_TIMEOUT_MS = 10_000;

/** A blob this server holds for `url`, when the URL points at this server's files, objects or QR images. */
function ownBlob(ctx: CallContext, url: URL): Blob | undefined {
  const hosts = new Set([new URL(ctx.publicUrl).host, ctx.request.host]);
  if (!hosts.has(url.host)) return undefined;
  const path = decodeURIComponent(url.pathname);
  if (path.startsWith(FILES_PREFIX)) return ctx.state.files.get(path.slice(FILES_PREFIX.length));
  if (path.startsWith(`/${ctx.env.bucket}/`)) {
    const key = path.slice(ctx.env.bucket.length + 2);
    return ctx.env.objects.get(key) ?? seedObject(key, url.searchParams, ctx.now);
  }
  if (url.pathname === QR_IMAGE_PATH) {
    const body = pseudoQrPng(url.searchParams.get('text') ?? '');
    return { body, contentType: 'image/png', etag: '', lastModified: ctx.now };
  }
  return undefined;
}

/**
 * `GET /ajax/getImg?url=`: the poster's image proxy. This server's own files answer directly; anything else is
 * fetched with the checks of image-fetch.ts (loopback and private addresses, and redirects to them, only when
 * the configuration allows them).
 */
async function getImg(url: string, ctx: CallContext): Promise<FastifyReply> {
  const target = new URL(url);
  const own = ownBlob(ctx, target);
  if (own) return sendBlob(ctx.request, ctx.reply, own);
  let image: { type: string; body: Buffer };
  try {
    image = await fetchImage(target, {
      ...ctx.env.imageProxy,
      maxBytes: IMAGE_PROXY_MAX_BYTES,
      timeoutMs: IMAGE_PROXY_TIMEOUT_MS,
      maxRedirects: 5,
    });
  } catch (err) {
    throw fail(
      err instanceof ImageRefused && err.reason === 'size' ? MSG_EXTRA.uploadTooLarge : MSG_EXTRA.imageProxyRefused,
    );
  }
  return ctx.reply.header('content-type', image.type).header('cache-control', 'private, max-age=300').send(image.body);
}

export const mediaHandlers: Handlers['media'] = {
  /**
   * The documented fallback for direct uploads: credentials from the STS emulator, limited to PutObject under
   * the shop's dated prefix (as the gateway's issuer scopes them), for the OSS emulator on this same origin
   * (path-style addressing).
   */
  ossSign(_input, ctx) {
    const prefix = `console/${ctx.account.shopId}/${utcDateFolders(ctx.now)}`;
    const cred = ctx.env.credentials.issue({
      roleArn: DEFAULT_ROLE_ARN,
      sessionName: `console-${ctx.account.id}`,
      durationSeconds: OSS_SIGN_SECONDS,
      policy: uploadPolicy(ctx.env.bucket, prefix),
    });
    return {
      accessKeyId: cred.accessKeyId,
      accessKeySecret: cred.accessKeySecret,
      securityToken: cred.securityToken,
      expiration: aliyunTime(cred.expiresAt),
      bucket: ctx.env.bucket,
      region: ctx.env.region,
      prefix,
      endpoint: ctx.publicUrl,
      // ali-oss must address the emulator path-style (`sldEnable: true`): see aliyun/oss-route.ts.
      pathStyle: true,
    };
  },

  images: (_input, ctx) => uploadImage(ctx),
  file: (_input, ctx) => uploadFile(ctx),
  ueditor: (_input, ctx) => ueditor(ctx),

  wechatQrCode({ id, type }, ctx) {
    const clientType = clientTypeOf(ctx);
    return qrImageUrl(
      ctx.publicUrl,
      `wxacode:${type}:${id}`,
      clientType === undefined ? {} : { clientType: String(clientType) },
    );
  },

  getImg: ({ url }, ctx) => getImg(url, ctx),
};
