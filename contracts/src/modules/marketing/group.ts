import { z } from 'zod';
import { idSchema } from '../../define.js';
import { defineResource, f, readOnly } from '../../resource.js';
import {
  belowRule,
  campaignHead,
  campaignStatsSchema,
  campaignTail,
  campaignWindow,
  limitsRule,
  statsInput,
  windowRule,
} from './campaign.js';

/**
 * 拼团 (group buying, product 7; [CRMEB] storeCombination, [LS] ls_team): a product sold at a group price to
 * teams that fill up within the time limit. The product's name, cover and original price are copied onto
 * the campaign, as CRMEB does, so the campaign reads the same whatever later happens to the product.
 */
export const group = defineResource({
  name: 'group',
  thing: 'marketing/group',
  title: '拼团活动',
  fields: {
    ...campaignHead({ cover: '商品主图' }),
    productName: f.text('商品名称', { required: true, max: 50, semantic: 'course' }),
    originalPrice: f.price('原价', { required: true }),
    groupPrice: f.price('拼团价', { required: true, keep: true }),
    teamSize: f.number('成团人数', { required: true, min: 2, max: 100, help: '几人成团，至少 2 人' }),
    teamHours: f.number('拼团时效', {
      required: true,
      min: 1,
      max: 720,
      column: false,
      help: '小时；开团后超过时效未成团，自动退款',
    }),
    virtualTeam: f.switch('虚拟成团', {
      default: '0',
      column: false,
      help: '开启后，时效内未满员的团由系统补齐成团',
    }),
    stock: f.number('活动库存', { required: true, min: 1, max: 1_000_000, keep: true }),
    perOrderLimit: f.number('单次限购', { required: true, min: 1, max: 999, column: false }),
    perPersonLimit: f.number('每人限购', { required: true, min: 1, max: 999, column: false }),
    ...campaignWindow(),
    ...campaignTail({ participants: '参团人数', keepParticipants: true }),
    sold: readOnly(f.number('已售', { required: true, max: 100_000_000 })),
    teams: readOnly(f.number('开团数', { required: true, max: 100_000_000, column: false })),
    successTeams: readOnly(f.number('成团数', { required: true, max: 100_000_000, keep: true })),
  },
  actions: ['list', 'get', 'save', 'delete'],
  filters: ['status', 'isShow'],
  rules: [windowRule(), belowRule('groupPrice', 'originalPrice', '拼团价必须低于原价'), limitsRule],
  extras: (b) => ({
    copy: b.copy(),
    setShow: b.toggle('isShow'),
    stats: b.call({
      title: '拼团数据',
      method: 'GET',
      path: 'data/{id}',
      input: statsInput,
      output: campaignStatsSchema,
    }),
  }),
});

export const GROUP_TEAM_STATUS = [
  { value: 1, label: '进行中' },
  { value: 2, label: '已成团' },
  { value: 3, label: '未成团' },
] as const;
export const TEAM = { open: 1, done: 2, failed: 3 } as const;

export const GROUP_ORDER_STATUS = [
  { value: 1, label: '已支付' },
  { value: 2, label: '已退款' },
] as const;

/** A member of a team, with the order they paid. */
export const groupMemberSchema = z.object({
  id: idSchema,
  nickname: z.string(),
  phone: z.string(),
  isLeader: z.boolean(),
  orderNo: z.string(),
  /** Fen. */
  amount: z.number().int(),
  orderStatus: z.literal(GROUP_ORDER_STATUS.map((s) => s.value)),
  joinTime: z.string(),
});
export type GroupMember = z.infer<typeof groupMemberSchema>;

/** 拼团列表: the teams of a campaign, led by the person who opened them. */
export const groupTeam = defineResource({
  name: 'groupTeam',
  thing: 'marketing/group/team',
  title: '拼团记录',
  parent: { key: 'groupId', title: '拼团活动' },
  fields: {
    leader: f.text('团长', { required: true, keyword: true, semantic: 'nickname' }),
    phone: f.phone('团长手机号', { required: true, keyword: true }),
    teamSize: f.number('几人团', { required: true, min: 2, max: 100 }),
    joined: f.number('已参团', { required: true, max: 100 }),
    status: f.select('状态', GROUP_TEAM_STATUS, { required: true }),
    startTime: f.datetime('开团时间', { required: true }),
    endTime: f.datetime('截止时间', { required: true }),
  },
  actions: ['list'],
  filters: ['status'],
  dateRange: { field: 'startTime', label: '开团时间' },
  extras: (b) => ({
    export: b.export(),
    members: b.call({
      title: '团员',
      method: 'GET',
      path: 'members/{id}',
      input: z.object({ id: idSchema }),
      output: z.array(groupMemberSchema),
    }),
  }),
});
