import { type CampaignStatus, statusLabel } from '@console/contracts';
import { Tag } from 'antd';

const COLORS: Record<CampaignStatus, string> = {
  1: 'processing',
  2: 'success',
  3: 'default',
  4: 'warning',
  5: 'warning',
};

/** A campaign's derived status: 未开始 blue, 进行中 green, 已结束 grey; switched off (已下架, 未上架) orange. */
export function StatusTag({ status }: { status: CampaignStatus }) {
  return <Tag color={COLORS[status]}>{statusLabel(status)}</Tag>;
}
