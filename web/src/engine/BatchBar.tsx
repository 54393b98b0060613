import { Button, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';

export interface BatchBarProps {
  /** Ids of the selected rows. */
  selected: number[];
  /** Deletes the selected rows (with the spec's confirmation); absent when the resource cannot delete. */
  onDelete?: () => void;
  /** More batch buttons (上架, 下架, 通过…), given the selection and a way to clear it once done. */
  actions?: (selected: number[], clear: () => void) => ReactNode;
  onClear: () => void;
}

/** The buttons above a list that act on its selected rows, and how many are selected. */
export function BatchBar({ selected, onDelete, actions, onClear }: BatchBarProps) {
  return (
    <Flex align="center" gap={12} wrap style={{ marginBottom: 12 }}>
      {onDelete ? (
        <Button danger disabled={selected.length === 0} onClick={onDelete}>
          批量删除
        </Button>
      ) : null}
      {actions?.(selected, onClear)}
      <Typography.Text type="secondary">{selected.length > 0 ? `已选 ${selected.length} 项` : null}</Typography.Text>
    </Flex>
  );
}
