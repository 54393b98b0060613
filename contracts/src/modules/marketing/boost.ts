import { z } from 'zod';
import { anyContent, idSchema } from '../../define.js';
import { defineResource, f, readOnly } from '../../resource.js';
import { campaignHead, campaignStatsSchema, campaignTail, campaignWindow, statsInput, windowRule } from './campaign.js';
import { boostPrizesSchema, storedBoostPrize } from './prizes.js';

/**
 * 助力 (help-to-win, product 5; [CRMEB] bargain, [LZX] assistact): a person starts a boost and shares it;
 * once enough friends have helped, they win a prize while stock lasts.
 */
export const boost = defineResource({
  name: 'boost',
  thing: 'marketing/boost',
  title: '助力活动',
  fields: {
    ...campaignHead(),
    helpersNeeded: f.number('助力人数', {
      required: true,
      min: 1,
      max: 100,
      help: '需要多少位好友助力才算成功',
    }),
    helpsPerFriend: f.number('每人助力次数', { required: true, min: 1, max: 10, column: false }),
    launchesPerPerson: f.number('每人发起次数', { required: true, min: 1, max: 10, column: false }),
    hours: f.number('助力时效', {
      required: true,
      min: 1,
      max: 720,
      column: false,
      help: '小时；发起后超时未完成即失败',
    }),
    prizes: f.custom('奖品', boostPrizesSchema, z.array(storedBoostPrize), {
      sample: [{ name: '少儿美术体验课 1 节', image: '', stock: 50 }],
    }),
    ...campaignWindow(),
    ...campaignTail({ participants: '发起人数' }),
    succeeded: readOnly(f.number('成功人数', { required: true, max: 100_000_000 })),
  },
  actions: ['list', 'get', 'save', 'delete'],
  filters: ['status', 'isShow'],
  rules: [windowRule()],
  extras: (b) => ({
    copy: b.copy(),
    setShow: b.toggle('isShow'),
    stats: b.call({
      title: '助力数据',
      method: 'GET',
      path: 'data/{id}',
      input: statsInput,
      output: campaignStatsSchema,
    }),
  }),
});

export const BOOST_INITIATOR_STATUS = [
  { value: 1, label: '助力中' },
  { value: 2, label: '助力成功' },
  { value: 3, label: '助力失败' },
] as const;
export const BOOST_STATE = { helping: 1, succeeded: 2, failed: 3 } as const;

/** A friend's help to an initiator. */
export const boostHelperSchema = z.object({
  id: idSchema,
  nickname: z.string(),
  phone: z.string(),
  helpTime: z.string(),
});

/** 发起记录: the people who started a boost of a campaign, with their progress. */
export const boostInitiator = defineResource({
  name: 'boostInitiator',
  thing: 'marketing/boost/initiator',
  title: '发起记录',
  parent: { key: 'boostId', title: '助力活动' },
  fields: {
    nickname: f.text('发起用户', { required: true, keyword: true, semantic: 'nickname' }),
    phone: f.phone('手机号', { required: true, keyword: true }),
    helped: f.number('已助力', { required: true, max: 100 }),
    needed: f.number('需助力', { required: true, max: 100 }),
    status: f.select('状态', BOOST_INITIATOR_STATUS, { required: true }),
    prizeName: f.text('奖品'),
    startTime: f.datetime('发起时间', { required: true }),
    endTime: f.datetime('截止时间', { required: true }),
  },
  actions: ['list'],
  filters: ['status'],
  dateRange: { field: 'startTime', label: '发起时间' },
  extras: (b) => ({
    export: b.export(),
    helpers: b.call({
      title: '助力好友',
      method: 'GET',
      path: 'helpers/{id}',
      input: z.object({ id: idSchema }),
      output: z.array(boostHelperSchema),
    }),
  }),
});

export const BOOST_CLAIM_STATUS = [
  { value: 1, label: '待领取' },
  { value: 2, label: '已领取' },
] as const;

/** 领奖记录: the prizes successful initiators won, and whether they have collected them. */
export const boostClaim = defineResource({
  name: 'boostClaim',
  thing: 'marketing/boost/claim',
  title: '领奖记录',
  parent: { key: 'boostId', title: '助力活动' },
  fields: {
    nickname: f.text('获奖用户', { required: true, keyword: true, semantic: 'nickname' }),
    phone: f.phone('手机号', { required: true, keyword: true }),
    prizeName: f.text('奖品', { required: true }),
    winTime: f.datetime('获奖时间', { required: true }),
    status: f.select('领取状态', BOOST_CLAIM_STATUS, { required: true }),
    claimTime: f.datetime('领取时间'),
  },
  actions: ['list'],
  filters: ['status'],
  extras: (b) => ({
    export: b.export(),
    hand: b.call({
      title: '确认领取',
      effect: 'acts',
      method: 'POST',
      path: 'hand/{id}',
      input: z.object({ id: idSchema }),
      output: anyContent,
    }),
  }),
});
