import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@console/contracts';
import { Flex, Pagination, Select, Typography } from 'antd';

export interface ListPaginationProps {
  page: number;
  size: number;
  /** The list's total; `undefined` while it is not known (not loaded yet, or its load failed): nothing is drawn. */
  total: number | undefined;
  onChange: (page: number, size: number) => void;
}

/**
 * The pagination of spec §2: sizes 10, 20, 30, 50 (default 20), laid out total, sizes, prev, pager,
 * next, jumper. antd places its size changer after the pager, so the total and sizes are drawn here. A list whose
 * total is not known says nothing (never 共 0 条 for rows that failed to load).
 */
export function ListPagination({ page, size, total, onChange }: ListPaginationProps) {
  if (total === undefined) return null;
  return (
    <Flex align="center" justify="flex-end" gap={12} wrap style={{ marginTop: 16 }} className="list-pagination">
      <Typography.Text type="secondary">共 {total} 条</Typography.Text>
      <Select
        size="small"
        value={size}
        aria-label="每页条数"
        onChange={(next: number) => onChange(1, next)}
        options={PAGE_SIZES.map((n) => ({ value: n, label: `${n} 条/页` }))}
        style={{ width: 96 }}
      />
      <Pagination
        size="small"
        current={page}
        pageSize={size || DEFAULT_PAGE_SIZE}
        total={total}
        showSizeChanger={false}
        showQuickJumper
        onChange={(next) => onChange(next, size)}
      />
    </Flex>
  );
}
