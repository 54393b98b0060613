import { z } from 'zod';
import { defineResource, f } from '../../resource.js';
import {
  belowRule,
  campaignHead,
  campaignStatsSchema,
  campaignTail,
  campaignWindow,
  statsInput,
  windowRule,
} from './campaign.js';
import { gamePrizesSchema, storedGamePrize } from './prizes.js';

/** The games a super game can be ([WCMS] bigwheel; the others share its prize and record model). */
export const GAME_TYPES = [
  { value: 1, label: '大转盘' },
  { value: 2, label: '九宫格' },
  { value: 3, label: '砸金蛋' },
  { value: 4, label: '刮刮乐' },
] as const;

/**
 * 超级游戏 (super game, product 9): one game entity of four kinds over the shared prize model: who may play
 * how often, the prizes with their odds (what is left over is 未中奖), and what a player reads after a play.
 */
export const superGame = defineResource({
  name: 'superGame',
  thing: 'marketing/superGame',
  title: '游戏活动',
  fields: {
    ...campaignHead(),
    gameType: f.select('游戏类型', GAME_TYPES, { required: true }),
    playsPerPerson: f.number('每人总次数', { required: true, min: 1, max: 1000, column: false }),
    playsPerDay: f.number('每人每天次数', { required: true, min: 1, max: 100, column: false }),
    winsPerPerson: f.number('每人最多中奖', { required: true, min: 1, max: 100, column: false, help: '次' }),
    prizes: f.custom('奖品设置', gamePrizesSchema, z.array(storedGamePrize), {
      sample: [{ name: '精美文具套装', image: '', stock: 20, rate: 1000 }],
    }),
    winText: f.text('中奖提示', { required: true, max: 30, column: false, placeholder: '如：恭喜您抽中了' }),
    loseText: f.text('未中奖提示', { required: true, max: 30, column: false, placeholder: '如：很遗憾，再接再厉' }),
    ...campaignWindow(),
    ...campaignTail({ participants: '游戏次数' }),
  },
  actions: ['list', 'get', 'save', 'delete'],
  filters: ['gameType', 'status', 'isShow'],
  rules: [
    windowRule(),
    belowRule('playsPerDay', 'playsPerPerson', '每人每天次数不能超过每人总次数', { orEqual: true }),
    belowRule('winsPerPerson', 'playsPerPerson', '每人最多中奖次数不能超过每人总次数', { orEqual: true }),
  ],
  extras: (b) => ({
    copy: b.copy(),
    setShow: b.toggle('isShow'),
    stats: b.call({
      title: '游戏数据',
      method: 'GET',
      path: 'data/{id}',
      input: statsInput,
      output: campaignStatsSchema,
    }),
  }),
});

export const PLAY_RESULTS = [
  { value: 1, label: '中奖' },
  { value: 2, label: '未中奖' },
] as const;
export const PLAY = { won: 1, lost: 2 } as const;

/** 参与记录: every play of a game, and what it won. */
export const gamePlay = defineResource({
  name: 'gamePlay',
  thing: 'marketing/superGame/play',
  title: '参与记录',
  parent: { key: 'gameId', title: '游戏活动' },
  fields: {
    nickname: f.text('用户', { required: true, keyword: true, semantic: 'nickname' }),
    phone: f.phone('手机号', { required: true, keyword: true }),
    result: f.select('结果', PLAY_RESULTS, { required: true }),
    prizeName: f.text('奖品'),
    playTime: f.datetime('参与时间', { required: true }),
  },
  actions: ['list'],
  filters: ['result'],
  dateRange: { field: 'playTime', label: '参与时间' },
  extras: (b) => ({ export: b.export() }),
});
