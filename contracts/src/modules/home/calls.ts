import { z } from 'zod';
import { anyContent, clientType, defineCall, idSchema, noInput } from '../../define.js';
import { MSG } from '../../messages.js';
import { paged, pageQuery } from '../../paging.js';
import { PRODUCTS } from '../../products.js';
import { phoneSchema } from '../../validator-schemas.js';
import { articleSchema, articleSummarySchema, overviewSchema, studyCategorySchema } from './entities.js';

const productIds = Object.values(PRODUCTS) as [number, ...number[]];
const articleList = pageQuery.extend({ keyword: z.string().trim().max(50).optional() });

/** Home, notices and help calls of spec §7. */
export const homeCalls = {
  indexData: defineCall({
    title: '概况数据',
    method: 'GET',
    path: '/index/data',
    documented: true,
    input: noInput,
    output: overviewSchema,
    injectQuery: clientType.tiktokOr1,
  }),
  notices: defineCall({
    title: '公告列表',
    method: 'GET',
    path: '/ajax/noticeDetail',
    documented: true,
    input: articleList,
    output: paged(articleSummarySchema),
  }),
  notice: defineCall({
    title: '公告详情',
    method: 'GET',
    path: '/ajax/noticeDetail/{id}',
    documented: true,
    input: z.object({ id: idSchema }),
    output: articleSchema,
  }),
  newsList: defineCall({
    title: '资讯列表',
    method: 'GET',
    path: '/ajax/news',
    documented: true,
    input: articleList,
    output: paged(articleSummarySchema),
  }),
  news: defineCall({
    title: '资讯详情',
    method: 'GET',
    path: '/ajax/news/{id}',
    documented: true,
    input: z.object({ id: idSchema }),
    output: articleSchema,
  }),
  studyCategories: defineCall({
    title: '学习中心分类',
    method: 'GET',
    path: '/ajax/studyCenter/categories',
    documented: true,
    input: noInput,
    output: z.array(studyCategorySchema),
  }),
  studyList: defineCall({
    title: '学习中心列表',
    method: 'GET',
    path: '/ajax/studyCenter',
    documented: true,
    input: articleList.extend({ categoryId: idSchema.optional() }),
    output: paged(articleSummarySchema),
  }),
  study: defineCall({
    title: '学习中心详情',
    method: 'GET',
    path: '/ajax/studyCenter/{id}',
    documented: true,
    input: z.object({ id: idSchema }),
    output: articleSchema,
  }),
  feedback: defineCall({
    title: '意见反馈',
    effect: 'creates',
    method: 'POST',
    path: '/ajax/system/feedback',
    documented: true,
    input: z.object({
      content: z.string().trim().min(1, '请输入反馈内容').max(500),
      contact: z.string().trim().max(50).optional(),
    }),
    output: anyContent,
  }),
  upgradeApply: defineCall({
    title: '升级或续费申请',
    effect: 'creates',
    method: 'POST',
    path: '/ajax/user/upgrade/apply',
    documented: true,
    input: z.object({
      /** 1 upgrade, 2 renewal. */
      type: z.union([z.literal(1), z.literal(2)]),
      productId: z
        .number()
        .int()
        .refine((n) => productIds.includes(n), '未知的产品'),
      name: z.string().trim().min(1, MSG.applyNameRequired).max(20),
      phone: phoneSchema,
    }),
    output: anyContent,
  }),
  zhixiaoHelper: defineCall({
    title: '智校助手',
    method: 'GET',
    path: '/index/zhixiao/helper',
    documented: true,
    input: noInput,
    output: z.object({ qrcode: z.string().nullish(), name: z.string().nullish(), phone: z.string().nullish() }),
  }),
  helpPage: defineCall({
    title: '页面帮助',
    method: 'GET',
    path: '/ajax/help/page',
    documented: true,
    input: z.object({ path: z.string().startsWith('/').max(300) }),
    /** content.content is HTML; the web sanitises it before rendering. Null when the page has no help. */
    output: z.object({ content: z.string() }).nullable(),
  }),
  tiktokLink: defineCall({
    title: '抖音小程序链接',
    method: 'GET',
    path: '/ajax/tiktok/getlink',
    documented: true,
    input: z.object({ userid: z.union([z.string().min(1), z.number().int()]), appName: z.string().optional() }),
    output: z.string(),
  }),
  tiktokUpdateSort: defineCall({
    title: '抖音排序更新',
    effect: 'acts',
    method: 'GET',
    path: '/ajax/tiktok/updateSort',
    changes: true,
    documented: true,
    // Spec: query parameters are not shown. id and sort follow the product's sort calls elsewhere.
    input: z.object({ id: idSchema, sort: z.number().int().min(0) }),
    output: anyContent,
  }),
} as const;
