import { z } from 'zod';
import { clientType, defineCall, edits, noInput, versionSchema } from '../../define.js';
import { MSG } from '../../messages.js';
import { categorySchema, ossCredentialsSchema, uploadResultSchema } from './entities.js';

/** Uploads and media calls of spec §7. Uploads and the image proxy stream through `/api/` routes. */
export const mediaCalls = {
  ossSign: defineCall({
    title: '直传凭证',
    method: 'GET',
    path: '/ajax/oss/sign',
    documented: true,
    input: noInput,
    output: ossCredentialsSchema,
  }),
  images: defineCall({
    title: '上传图片',
    effect: 'creates',
    method: 'POST',
    path: '/ajax/images',
    documented: true,
    transport: 'upload',
    route: '/api/upload/images',
    input: noInput,
    output: z.union([z.string().min(1), uploadResultSchema]),
  }),
  file: defineCall({
    title: '上传文件',
    effect: 'creates',
    method: 'POST',
    path: '/ajax/file',
    documented: true,
    transport: 'upload',
    route: '/api/upload/file',
    input: noInput,
    output: z.union([z.string().min(1), uploadResultSchema]),
  }),
  ueditor: defineCall({
    title: '富文本编辑器服务',
    effect: 'creates',
    method: 'POST',
    path: '/ueditor',
    documented: true,
    transport: 'upload',
    route: '/api/ueditor',
    input: noInput,
    output: z.unknown(),
  }),
  wechatQrCode: defineCall({
    title: '小程序码',
    effect: 'acts',
    method: 'POST',
    path: '/ajax/weChat/getQrCode',
    documented: true,
    input: z.object({
      id: z.union([z.number().int(), z.string().min(1)]),
      type: z.union([z.number().int(), z.string().min(1)]),
    }),
    output: z.string().min(1),
    injectQuery: clientType.tiktokOnly,
  }),
  getImg: defineCall({
    title: '海报图片代理',
    method: 'GET',
    path: '/ajax/getImg',
    documented: true,
    transport: 'proxy',
    route: '/api/img',
    input: z.object({ url: z.url({ protocol: /^https?$/ }) }),
    output: z.unknown(),
  }),
} as const;

/** Categories and the forbidden-word check of spec §7. */
export const checkCalls = {
  /**
   * Saves a content type's categories as one whole list on the version `category.list` read (issue 28): the
   * documented input plus the optional version, as the other documented saves took theirs. Its answer is the new
   * list as the spec shows it, which has no room for the version: the editor reads the list again for it.
   */
  categorySave: defineCall({
    title: '保存分类',
    effect: edits('category.list'),
    method: 'POST',
    path: '/ajax/category/split/save',
    documented: true,
    input: z.object({
      contentType: z.union([z.string().min(1), z.number().int()]),
      /** JSON text of the category list, as the spec says. */
      listStr: z.string().refine((text) => {
        try {
          const list = z.array(categorySchema).parse(JSON.parse(text));
          return list.length > 0 && list.every((c) => c.name.trim() !== '');
        } catch {
          return false;
        }
      }, `${MSG.categoryNameRequired}；${MSG.categoryKeepOne}`),
      version: versionSchema.optional(),
    }),
    output: z.array(categorySchema),
  }),
  sensitive: defineCall({
    title: '敏感词检测',
    effect: 'acts',
    method: 'POST',
    path: '/ajax/sensitiveDetection',
    documented: true,
    input: z.object({ content: z.string().max(20000) }),
    /** Non-empty content means a hit; it is the message shown on the field. */
    output: z.string().nullable(),
  }),
} as const;
