import { describe, expect, it } from 'vitest';
import { chinaMs } from '../../time.js';
import {
  belowRule,
  CAMPAIGN,
  CAMPAIGN_STATUS,
  campaignStatus,
  formatRate,
  laterRule,
  notBeforeRule,
  rateOf,
  statusLabel,
} from './campaign.js';

const at = (text: string) => chinaMs(text);
const window = { start: '2025-06-01 10:00:00', end: '2025-06-10 10:00:00', on: '1' };

describe('campaignStatus', () => {
  it('is 未开始 before the start, 进行中 from the start, 已结束 from the end (China time)', () => {
    expect(campaignStatus(window, at('2025-06-01 09:59:59'))).toBe(CAMPAIGN.notStarted);
    expect(campaignStatus(window, at('2025-06-01 10:00:00'))).toBe(CAMPAIGN.running);
    expect(campaignStatus(window, at('2025-06-10 09:59:59'))).toBe(CAMPAIGN.running);
    expect(campaignStatus(window, at('2025-06-10 10:00:00'))).toBe(CAMPAIGN.ended);
  });

  it('reads the window as China time whatever the machine’s zone', () => {
    // 02:00 UTC is 10:00 in China: the campaign has just started.
    expect(campaignStatus(window, Date.UTC(2025, 5, 1, 2, 0, 0))).toBe(CAMPAIGN.running);
    expect(campaignStatus(window, Date.UTC(2025, 5, 1, 1, 59, 59))).toBe(CAMPAIGN.notStarted);
  });

  it('keeps a campaign switched off apart from one that ended: 未上架 before its start, 已下架 in its window', () => {
    const off = { ...window, on: '0' };
    expect(campaignStatus(off, at('2025-05-01 00:00:00'))).toBe(CAMPAIGN.notOn);
    expect(campaignStatus(off, at('2025-06-01 10:00:00'))).toBe(CAMPAIGN.off);
    expect(campaignStatus(off, at('2025-06-10 09:59:59'))).toBe(CAMPAIGN.off);
    expect(statusLabel(campaignStatus(off, at('2025-05-01 00:00:00')))).toBe('未上架');
    expect(statusLabel(campaignStatus(off, at('2025-06-05 00:00:00')))).toBe('已下架');
  });

  it('is 已结束 past the end whatever the switch, and switching back on in the window resumes the campaign', () => {
    for (const on of ['0', '1'])
      expect(campaignStatus({ ...window, on }, at('2025-07-01 00:00:00'))).toBe(CAMPAIGN.ended);
    expect(campaignStatus(window, at('2025-06-05 00:00:00'))).toBe(CAMPAIGN.running);
  });

  it('names every status once, for the label and the filter', () => {
    const labels = CAMPAIGN_STATUS.map((s) => s.label);
    expect(new Set(labels).size).toBe(labels.length);
    expect(Object.values(CAMPAIGN).sort()).toEqual(CAMPAIGN_STATUS.map((s) => s.value).sort());
  });

  it('treats an unreadable start as not started rather than running', () => {
    expect(campaignStatus({ ...window, start: 'soon' }, at('2025-06-05 00:00:00'))).toBe(CAMPAIGN.notStarted);
  });
});

describe('cross-field rules', () => {
  it('laterRule wants the end strictly after the start and leaves absent values to their own rules', () => {
    const rule = laterRule('startTime', 'endTime', '结束时间必须晚于开始时间');
    expect(rule.test({ startTime: '2025-06-01 10:00:00', endTime: '2025-06-01 10:00:01' })).toBe(true);
    expect(rule.test({ startTime: '2025-06-01 10:00:00', endTime: '2025-06-01 10:00:00' })).toBe(false);
    expect(rule.test({ startTime: '2025-06-01 10:00:00' })).toBe(true);
    expect(rule.path).toBe('endTime');
  });

  it('notBeforeRule allows the same moment', () => {
    const rule = notBeforeRule('endTime', 'activityStart', 'x');
    expect(rule.test({ endTime: '2025-06-01 10:00:00', activityStart: '2025-06-01 10:00:00' })).toBe(true);
    expect(rule.test({ endTime: '2025-06-01 10:00:00', activityStart: '2025-06-01 09:00:00' })).toBe(false);
  });

  it('belowRule compares numbers, not their text', () => {
    const rule = belowRule('groupPrice', 'originalPrice', '拼团价必须低于原价');
    expect(rule.test({ groupPrice: 900, originalPrice: 10_000 })).toBe(true);
    expect(rule.test({ groupPrice: 10_000, originalPrice: 10_000 })).toBe(false);
    expect(belowRule('a', 'b', 'x', { orEqual: true }).test({ a: 5, b: 5 })).toBe(true);
  });
});

describe('rates', () => {
  it('are hundredths of a percent', () => {
    expect(formatRate(1250)).toBe('12.50%');
    expect(formatRate(10_000)).toBe('100.00%');
    expect(rateOf(1, 3)).toBe(3333);
    expect(rateOf(5, 0)).toBe(0);
  });
});
