import { z } from 'zod';

/** Temporary upload credentials (spec §3); the extra fields tell the browser where to put objects. */
export const ossCredentialsSchema = z.object({
  accessKeyId: z.string().min(1),
  accessKeySecret: z.string().min(1),
  securityToken: z.string().min(1),
  expiration: z.string().optional(),
  bucket: z.string().optional(),
  region: z.string().optional(),
  /** Object keys must start with this prefix (tenant and date); the STS policy allows nothing else. */
  prefix: z.string().optional(),
  /** Set when uploads go to an emulator or a custom domain rather than the region's public endpoint. */
  endpoint: z.string().optional(),
  /** Objects are addressed `{endpoint}/{bucket}/{key}` (ali-oss `sldEnable`), as emulators expect. */
  pathStyle: z.boolean().optional(),
});
export type OssCredentials = z.infer<typeof ossCredentialsSchema>;

/** Category item of spec §3. New ones carry the temporary id 'add-{timestamp}' and type 2. */
export const categorySchema = z.object({
  id: z.union([z.number().int(), z.string().regex(/^add-\d+$/)]),
  name: z.string(),
  cover: z.string().nullish(),
  isShow: z.union([z.literal('0'), z.literal('1')]),
  sort: z.number().int(),
  isIndex: z.union([z.literal('0'), z.literal('1'), z.number()]).nullish(),
  isEdit: z.boolean().optional(),
  type: z.number().int().optional(),
});
export type Category = z.infer<typeof categorySchema>;

/**
 * A content type's categories as the editor reads them: the list is edited and saved as one whole, so it carries
 * one version (issue 28), advanced by every save; a save made on a version the list has left is refused.
 */
export const categoryListSchema = z.object({
  list: z.array(categorySchema),
  version: z.number().int(),
  /** When the list was last saved (absent until the first save), which the conflict dialog names. */
  updateTime: z.string().optional(),
});
export type CategoryList = z.infer<typeof categoryListSchema>;

export const uploadResultSchema = z.object({ url: z.string().min(1) });
