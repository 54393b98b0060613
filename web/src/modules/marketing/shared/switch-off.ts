import { CAMPAIGN, type CampaignStatus } from '@console/contracts';

/**
 * The question before switching a campaign off, or null to switch at once: a running campaign that people take
 * part in stops for them on one click, so the dialog names how many (by the playway's own count, 发起人数,
 * 已领取…). Switching on, or off a campaign nobody is in or that is not running, asks nothing.
 */
export function switchOffQuestion(
  row: { title: string; status: CampaignStatus; participants: number },
  countLabel: string,
  on: boolean,
): { title: string; content: string; okText: string; danger: true } | null {
  if (on || row.status !== CAMPAIGN.running || row.participants <= 0) return null;
  return {
    title: `确定下架「${row.title}」吗？`,
    content: `活动正在进行中，${countLabel} ${row.participants.toLocaleString('zh-CN')}。下架后活动页不再展示，正在参与的人无法继续；已有的记录保留，重新上架后活动继续。`,
    okText: '下架',
    danger: true,
  };
}
