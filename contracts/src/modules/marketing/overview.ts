import { z } from 'zod';
import { defineCall, idSchema } from '../../define.js';
import { paged, pageQuery } from '../../paging.js';
import { CAMPAIGN_STATUS } from './campaign.js';
import { PLAYWAY_KEYS } from './playways.js';

const statusValues = CAMPAIGN_STATUS.map((s) => s.value);

/** One campaign of any playway, as the all-playways list shows it. */
export const campaignSummarySchema = z.object({
  type: z.enum(PLAYWAY_KEYS),
  id: idSchema,
  title: z.string(),
  cover: z.string(),
  status: z.literal(statusValues),
  startTime: z.string(),
  endTime: z.string(),
  participants: z.number().int().min(0),
  isShow: z.enum(['0', '1']),
});
export type CampaignSummary = z.infer<typeof campaignSummarySchema>;

/** The all-playways list's query: a playway, a status, a keyword. */
export const campaignQuery = pageQuery.extend({
  type: z.enum(PLAYWAY_KEYS, { error: '请选择活动类型' }).optional(),
  status: z.literal(statusValues, { error: '请选择活动状态' }).optional(),
  keyword: z.string().trim().max(50, '关键词不能超过 50 个字').optional(),
});

/** /marketing/playway: the campaigns of every playway in one list, newest first. */
export const marketingCalls = {
  campaigns: defineCall({
    title: '营销活动列表',
    method: 'GET',
    path: '/ajax/marketing/campaigns',
    documented: false,
    input: campaignQuery,
    output: paged(campaignSummarySchema),
  }),
};
