import { z } from 'zod';
import { anyContent, clientType, defineCall, idSchema, noInput } from '../../define.js';
import { paged, pageQuery } from '../../paging.js';
import { phoneSchema } from '../../validators.js';
import {
  clueRecordSchema,
  clueSchema,
  clueScopeSchema,
  clueSettingFields,
  clueSettingSchema,
  clueSourceSchema,
  clueStatusSchema,
  followUserSchema,
  importFailureSchema,
  importRecordSchema,
  interactionSchema,
  shiftRecordSchema,
  tagGroupSchema,
  tagSchema,
  transferReasonSchema,
} from './entities.js';

const P = '/ajax/clew/';
const dateText = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式应为 YYYY-MM-DD');
const ids = z.array(idSchema).min(1, '请至少选择一条线索').max(1000);

/** Filters shared by the lead lists and the export. */
export const clueFilter = z.object({
  scope: clueScopeSchema.default('total'),
  status: clueStatusSchema.optional(),
  source: idSchema.optional(),
  tagId: idSchema.optional(),
  followUserId: idSchema.optional(),
  startDate: dateText.optional(),
  endDate: dateText.optional(),
  keyword: z.string().trim().max(50).optional(),
});

/** Field limits of a lead, shared by the form, the import template's validation and the calls. */
export const CLUE_LIMITS = { name: 30, intention: 100, remark: 500, tags: 20 } as const;
/** Rows of one import (the file), and rows of one `import/batch` call (the browser sends a file in chunks). */
export const IMPORT_LIMITS = { rowsPerFile: 10_000, rowsPerCall: 1000 } as const;

const sexSchema = z.union([z.literal(0), z.literal(1), z.literal(2)]);
const clueInput = z.object({
  name: z.string().trim().min(1, '请输入姓名').max(CLUE_LIMITS.name, `姓名不能超过 ${CLUE_LIMITS.name} 个字`),
  phone: phoneSchema,
  sex: sexSchema.optional(),
  source: idSchema,
  intention: z.string().trim().max(CLUE_LIMITS.intention).optional(),
  remark: z.string().trim().max(CLUE_LIMITS.remark).optional(),
  followUserId: idSchema.optional(),
  tagIds: z.array(idSchema).max(CLUE_LIMITS.tags).optional(),
});

/** One row of an import that passed the browser's validation; the file's row number comes back in failures. */
const importRowInput = clueInput.extend({ row: z.number().int().min(2), source: idSchema.optional() });

/** The clue area of spec §7, every path under /ajax/clew/ taken literally. */
export const clueCalls = {
  findById: defineCall({
    title: '线索详情',
    method: 'GET',
    path: `${P}findClewById`,
    documented: true,
    input: z.object({ id: idSchema }),
    output: clueSchema,
  }),
  remove: defineCall({
    title: '彻底删除线索',
    method: 'GET',
    path: `${P}clew/del`,
    changes: true,
    documented: true,
    input: z.object({ ids }),
    output: anyContent,
  }),
  add: defineCall({
    title: '新增线索',
    method: 'POST',
    path: `${P}clew/add`,
    documented: true,
    input: clueInput,
    output: clueSchema,
    injectQuery: clientType.byEdition,
  }),
  addTag: defineCall({
    title: '给线索打标签',
    method: 'POST',
    path: `${P}addTagForClew`,
    documented: true,
    input: z.object({ clewIds: ids, tagIds: z.array(idSchema).max(20) }),
    output: anyContent,
  }),
  update: defineCall({
    title: '修改线索',
    method: 'POST',
    path: `${P}clew/update`,
    documented: true,
    input: clueInput.extend({ id: idSchema }),
    output: clueSchema,
  }),
  list: defineCall({
    title: '线索列表',
    method: 'GET',
    path: `${P}clewList`,
    documented: true,
    input: pageQuery.extend(clueFilter.shape),
    output: paged(clueSchema),
    injectQuery: clientType.productType,
  }),
  toRecycle: defineCall({
    title: '移入回收站',
    method: 'GET',
    path: `${P}deleteToRecycle`,
    changes: true,
    documented: true,
    input: z.object({ ids, restore: z.boolean().optional() }),
    output: anyContent,
  }),
  sources: defineCall({
    title: '线索来源',
    method: 'GET',
    path: `${P}source/list`,
    documented: true,
    input: noInput,
    output: z.array(clueSourceSchema),
  }),
  tags: defineCall({
    title: '标签列表',
    method: 'GET',
    path: `${P}tag/list`,
    documented: true,
    input: noInput,
    output: z.array(tagGroupSchema),
  }),
  firstTags: defineCall({
    title: '一级标签',
    method: 'GET',
    path: `${P}tag/firstTagList`,
    documented: true,
    input: noInput,
    output: z.array(tagSchema),
  }),
  secondTags: defineCall({
    title: '二级标签',
    method: 'GET',
    path: `${P}tag/secondTagList`,
    documented: true,
    input: z.object({ parentId: idSchema }),
    output: z.array(tagSchema),
  }),
  tagUpdate: defineCall({
    title: '保存标签',
    method: 'POST',
    path: `${P}tag/update`,
    documented: true,
    input: z.object({
      id: idSchema.optional(),
      name: z.string().trim().min(1, '请输入标签名称').max(20),
      parentId: z.number().int().min(0),
    }),
    output: tagSchema,
  }),
  tagChangeGroup: defineCall({
    title: '移动标签分组',
    method: 'POST',
    path: `${P}tag/changeGroup`,
    documented: true,
    input: z.object({ id: idSchema, parentId: idSchema }),
    output: anyContent,
  }),
  tagDelete: defineCall({
    title: '删除标签',
    method: 'GET',
    path: `${P}tag/del`,
    changes: true,
    documented: true,
    input: z.object({ id: idSchema }),
    output: anyContent,
  }),
  shift: defineCall({
    title: '转移线索',
    method: 'POST',
    path: `${P}shift/insert`,
    documented: true,
    input: z.object({ clewId: idSchema, toUserId: idSchema, reason: z.string().trim().max(100).optional() }),
    output: anyContent,
  }),
  shiftMany: defineCall({
    title: '批量转移线索',
    method: 'POST',
    path: `${P}shift/inserts`,
    documented: true,
    input: z.object({ clewIds: ids, toUserId: idSchema, reason: z.string().trim().max(100).optional() }),
    output: anyContent,
  }),
  shiftRecords: defineCall({
    title: '转移记录',
    method: 'GET',
    path: `${P}shift/getListByOperationsType`,
    documented: true,
    input: pageQuery.extend({ clewId: idSchema.optional(), operationsType: z.number().int().min(1).max(4).optional() }),
    output: paged(shiftRecordSchema),
  }),
  followUsers: defineCall({
    title: '跟进人列表',
    method: 'GET',
    path: `${P}getFollowUsers`,
    documented: true,
    input: noInput,
    output: z.array(followUserSchema),
  }),
  changeDefault: defineCall({
    title: '设置默认跟进人',
    method: 'POST',
    path: `${P}changeDefault`,
    documented: true,
    input: z.object({ userId: idSchema }),
    output: anyContent,
  }),
  getDefault: defineCall({
    title: '默认跟进人',
    method: 'GET',
    path: `${P}getDefault`,
    documented: true,
    input: noInput,
    output: followUserSchema.nullable(),
  }),
  allocate: defineCall({
    title: '分配线索',
    method: 'POST',
    path: `${P}allocation`,
    documented: true,
    input: z.object({ clewIds: ids, userId: idSchema }),
    output: anyContent,
  }),
  recycleList: defineCall({
    title: '回收站列表',
    method: 'GET',
    path: `${P}recycleList`,
    documented: true,
    input: pageQuery.extend(clueFilter.shape),
    output: paged(clueSchema),
  }),
  records: defineCall({
    title: '跟进记录',
    method: 'GET',
    path: `${P}recordList`,
    documented: true,
    input: z.object({ clewId: idSchema }),
    output: z.array(clueRecordSchema),
  }),
  addRecord: defineCall({
    title: '添加跟进记录',
    method: 'POST',
    path: `${P}addContent`,
    documented: true,
    input: z.object({
      clewId: idSchema,
      content: z.string().trim().min(1, '请输入跟进内容').max(1000),
      nextFollowTime: z.string().optional(),
    }),
    output: clueRecordSchema,
  }),
  changeStatus: defineCall({
    title: '修改线索状态',
    method: 'POST',
    path: `${P}changeStatus`,
    documented: true,
    input: z.object({ clewIds: ids, status: clueStatusSchema }),
    output: anyContent,
  }),
  exportList: defineCall({
    title: '导出线索',
    method: 'GET',
    path: `${P}export`,
    documented: true,
    transport: 'download',
    route: '/api/clue/export',
    input: clueFilter,
    output: z.unknown(),
  }),
  updateIsPro: defineCall({
    title: '设置线索保护',
    method: 'GET',
    path: `${P}updateIsPro`,
    changes: true,
    documented: true,
    input: z.object({ id: idSchema, isPro: z.union([z.literal(0), z.literal(1)]) }),
    output: anyContent,
  }),
  importList: defineCall({
    title: '导入记录',
    method: 'GET',
    path: `${P}import/list`,
    documented: true,
    input: pageQuery,
    output: paged(importRecordSchema),
    injectQuery: clientType.tiktokOr1,
  }),
  exportImportRecord: defineCall({
    title: '导出导入记录',
    method: 'GET',
    path: `${P}exportXsImportRecord`,
    documented: true,
    transport: 'download',
    route: '/api/clue/import-record/export',
    input: z.object({ id: idSchema }),
    output: z.unknown(),
  }),
  interactions: defineCall({
    title: '微信互动记录',
    method: 'GET',
    path: `${P}get/wxuser/interaction/list`,
    documented: true,
    input: pageQuery.extend({
      clewId: idSchema,
      wxUserId: z.union([z.string(), z.number().int()]).optional(),
      phone: z.string().optional(),
      type: z.number().int().optional(),
    }),
    output: paged(interactionSchema),
  }),

  // Inferred calls (`documented: false`): the spec lists the import, settings, pool and transfer-reason screens
  // but not their calls. Paths follow the documented habits of this area (`x/list`, `x/update`, `x/del`).
  importBatch: defineCall({
    title: '批量导入线索',
    method: 'POST',
    path: `${P}import/batch`,
    documented: false,
    input: z.object({
      /** Absent on a file's first call, which opens the import record; later chunks add to it. */
      importId: idSchema.optional(),
      fileName: z.string().trim().min(1).max(100),
      rows: z.array(importRowInput).max(IMPORT_LIMITS.rowsPerCall),
      /** Rows the browser refused, kept in the import record so that its export shows the whole file. */
      rejected: z.array(importFailureSchema).max(IMPORT_LIMITS.rowsPerCall).default([]),
    }),
    output: z.object({
      importId: z.number().int(),
      /** Leads created by this call. */
      success: z.number().int().min(0),
      /** Rows of this call the server refused (a phone already taken, a follow-up user gone). */
      failed: z.array(importFailureSchema),
    }),
    injectQuery: clientType.tiktokOr1,
  }),
  setting: defineCall({
    title: '线索设置',
    method: 'GET',
    path: `${P}setting`,
    documented: false,
    input: noInput,
    output: clueSettingSchema,
  }),
  settingSave: defineCall({
    title: '保存线索设置',
    method: 'POST',
    path: `${P}setting/save`,
    documented: false,
    input: z.object(clueSettingFields),
    output: clueSettingSchema,
  }),
  poolClaim: defineCall({
    title: '领取公海线索',
    method: 'POST',
    path: `${P}pool/claim`,
    documented: false,
    input: z.object({ clewIds: ids }),
    output: z.object({
      claimed: z.number().int().min(0),
      claimedToday: z.number().int().min(0),
      /** Null when the daily cap is off. */
      dailyLimit: z.number().int().nullable(),
    }),
  }),
  reasons: defineCall({
    title: '转移原因列表',
    method: 'GET',
    path: `${P}shift/reason/list`,
    documented: false,
    input: noInput,
    output: z.array(transferReasonSchema),
  }),
  reasonSave: defineCall({
    title: '保存转移原因',
    method: 'POST',
    path: `${P}shift/reason/update`,
    documented: false,
    input: z.object({
      id: idSchema.optional(),
      name: z.string().trim().min(1, '请输入转移原因').max(100, '转移原因不能超过 100 个字'),
    }),
    output: transferReasonSchema,
  }),
  reasonDelete: defineCall({
    title: '删除转移原因',
    method: 'GET',
    path: `${P}shift/reason/del`,
    changes: true,
    documented: false,
    input: z.object({ id: idSchema }),
    output: anyContent,
  }),
} as const;
