import { extname } from 'node:path';
import { envelope, LIMITS, MB, MSG, MSG_EXTRA } from '@console/contracts';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyReply } from 'fastify';
import { fail, UpstreamError } from '../../errors.js';
import type { CallContext } from '../../kit/handlers.js';
import { FILES_PREFIX } from '../../urls.js';
import { randomHex } from '../../util/random.js';
import { utcDateFolders } from '../../util/time.js';

const IMAGE_TYPES = new Set(['image/jpeg', 'image/png']);
const IMAGE_EXTS = new Set(['.jpg', '.jpeg', '.png']);

interface Stored {
  url: string;
  name: string;
  original: string;
  ext: string;
  size: number;
}

/** Reads the one file of a multipart upload from `field`; null when there is none. */
async function readFile(
  ctx: CallContext,
  field: string,
  maxBytes: number,
): Promise<{ part: MultipartFile; body: Buffer } | null> {
  const part = await ctx.request.file({ limits: { fileSize: maxBytes, files: 1 } });
  if (!part || part.fieldname !== field) return null;
  // toBuffer throws once the file passes the limit (the plugin's default).
  const body = await part.toBuffer();
  return { part, body };
}

function store(ctx: CallContext, part: MultipartFile, body: Buffer): Stored {
  const ext = extname(part.filename)
    .toLowerCase()
    .replace(/[^.a-z0-9]/g, '');
  const name = `${randomHex(8)}${ext}`;
  const key = `${utcDateFolders(ctx.now)}${name}`;
  if (!ctx.state.files.put(key, body, part.mimetype || 'application/octet-stream', ctx.now))
    throw fail(MSG_EXTRA.uploadTooLarge);
  return { url: `${ctx.publicUrl}${FILES_PREFIX}${key}`, name, original: part.filename, ext, size: body.length };
}

const isImage = (part: MultipartFile) =>
  IMAGE_TYPES.has(part.mimetype) && IMAGE_EXTS.has(extname(part.filename).toLowerCase());

/** Turns the multipart plugin's size error into the upstream's message. */
async function limited<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (err) {
    const code = err instanceof Error && 'code' in err ? err.code : undefined;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw fail(MSG_EXTRA.uploadTooLarge);
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw fail('请以 multipart/form-data 上传文件');
    throw err;
  }
}

/** `POST /ajax/images`: one jpg/png in field `file`; content is its URL. */
export async function uploadImage(ctx: CallContext): Promise<FastifyReply> {
  const got = await limited(() => readFile(ctx, 'file', LIMITS.editorImageMaxBytes));
  if (!got) throw fail('请选择要上传的图片');
  if (!isImage(got.part)) throw fail(MSG.imageType);
  return ctx.reply.send(envelope(store(ctx, got.part, got.body).url));
}

/** `POST /ajax/file`: any file in field `file`; content is its URL. */
export async function uploadFile(ctx: CallContext): Promise<FastifyReply> {
  const got = await limited(() =>
    readFile(ctx, 'file', Math.min(LIMITS.editorVideoMaxBytes, ctx.state.files.capBytes)),
  );
  if (!got) throw fail('请选择要上传的文件');
  return ctx.reply.send(envelope(store(ctx, got.part, got.body).url));
}

/** The UEditor server configuration (`GET /ueditor?action=config`). */
export function ueditorConfig() {
  const videos = ['.mp4', '.mov', '.m4v', '.avi', '.wmv', '.flv', '.mkv'];
  return {
    imageActionName: 'uploadimage',
    imageFieldName: 'upfile',
    imageMaxSize: LIMITS.editorImageMaxBytes,
    imageAllowFiles: ['.png', '.jpg', '.jpeg', '.gif', '.bmp', '.webp'],
    imageCompressEnable: true,
    imageCompressBorder: 1600,
    imageInsertAlign: 'none',
    imageUrlPrefix: '',
    videoActionName: 'uploadvideo',
    videoFieldName: 'upfile',
    videoMaxSize: LIMITS.editorVideoMaxBytes,
    videoAllowFiles: videos,
    videoUrlPrefix: '',
    fileActionName: 'uploadfile',
    fileFieldName: 'upfile',
    fileMaxSize: 50 * MB,
    fileAllowFiles: ['.pdf', '.doc', '.docx', '.xls', '.xlsx', '.ppt', '.pptx', '.txt', '.zip', '.mp3', ...videos],
    fileUrlPrefix: '',
  };
}

const UEDITOR_ACTIONS: Record<string, { max: number; allow: (p: MultipartFile) => boolean }> = {
  uploadimage: { max: LIMITS.editorImageMaxBytes, allow: (p) => p.mimetype.startsWith('image/') },
  uploadvideo: { max: LIMITS.editorVideoMaxBytes, allow: (p) => p.mimetype.startsWith('video/') },
  uploadfile: { max: 50 * MB, allow: () => true },
};

/**
 * The UEditor protocol: `GET ?action=config` answers the configuration, `POST ?action=upload…` stores the
 * file of field `upfile` and answers `{state: 'SUCCESS', url, title, original}`; failures answer their
 * reason in `state`, as UEditor expects.
 */
export async function ueditor(ctx: CallContext): Promise<FastifyReply> {
  const action = ctx.query.action ?? '';
  if (ctx.request.method === 'GET') {
    if (action !== 'config') return ctx.reply.send({ state: '请求地址出错' });
    return ctx.reply.send(ueditorConfig());
  }
  const rule = UEDITOR_ACTIONS[action];
  if (!rule) return ctx.reply.send({ state: '请求地址出错' });
  let got: Awaited<ReturnType<typeof readFile>>;
  try {
    got = await limited(() => readFile(ctx, 'upfile', Math.min(rule.max, ctx.state.files.capBytes)));
  } catch (err) {
    if (err instanceof UpstreamError) return ctx.reply.send({ state: err.message });
    throw err;
  }
  if (!got) return ctx.reply.send({ state: '未找到上传文件' });
  if (!rule.allow(got.part)) return ctx.reply.send({ state: '文件类型不允许' });
  const s = store(ctx, got.part, got.body);
  return ctx.reply.send({
    state: 'SUCCESS',
    url: s.url,
    title: s.name,
    original: s.original,
    type: s.ext,
    size: s.size,
  });
}
