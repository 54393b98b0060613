import { CLUE_STATUS_LABELS } from '@console/contracts';
import { Tag } from 'antd';
import { STATUS_COLORS } from './options';

export function StatusTag({ status }: { status: number }) {
  return (
    <Tag color={STATUS_COLORS[status] ?? 'default'} style={{ marginInlineEnd: 0 }}>
      {CLUE_STATUS_LABELS[status] ?? `状态 ${status}`}
    </Tag>
  );
}
