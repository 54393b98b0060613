import { EditOutlined } from '@ant-design/icons';
import { type SkuFormRow, SPEC_TYPE } from '@console/contracts';
import { Flex, Form, type FormInstance, Input, Popover, Table, Typography } from 'antd';
import { NoFormStyle } from 'antd/es/form/context';
import type { ColumnsType } from 'antd/es/table';
import { useEffect, useMemo, useState } from 'react';
import { Button } from '../../widgets/busy';
import { NumberInput } from '../../widgets/form/NumberInput';
import { ImageUpload } from '../../widgets/upload/ImageUpload';
import {
  cellProblems,
  type DraftSpec,
  fillColumn,
  rowSpecs,
  SKU_COLUMNS,
  type SkuColumn,
  type SkuColumnKey,
  syncRows,
} from './sku-rows';

type Row = SkuFormRow & { key: string };

/** One cell's control: yuan text for money, a whole number for counts, text for the code. */
function Cell({
  column,
  value,
  onChange,
  label,
  error,
  describedBy,
}: {
  column: SkuColumn;
  value: unknown;
  onChange: (v: string | number | null) => void;
  label: string;
  error: boolean;
  /** The id of the cell's message, read with the box. */
  describedBy?: string;
}) {
  const status = error ? ('error' as const) : undefined;
  if (column.kind === 'count')
    // No min/max on the control: antd would clamp silently; the table's check names the limits.
    return (
      <NumberInput
        value={typeof value === 'number' ? value : null}
        onChange={(v) => onChange(v ?? null)}
        aria-label={label}
        aria-describedby={describedBy}
        aria-invalid={error || undefined}
        status={status}
        style={{ width: 100 }}
      />
    );
  return (
    <Input
      value={typeof value === 'string' ? value : ''}
      onChange={(e) => onChange(e.target.value)}
      prefix={column.kind === 'money' ? '¥' : undefined}
      inputMode={column.kind === 'money' ? 'decimal' : undefined}
      placeholder={column.kind === 'money' ? '0.00' : undefined}
      aria-label={label}
      aria-describedby={describedBy}
      aria-invalid={error || undefined}
      status={status}
      style={{ width: column.kind === 'money' ? 110 : 140 }}
    />
  );
}

/** A column header's batch fill: one value for the column of every row. */
function BatchFill({ column, onFill }: { column: SkuColumn; onFill: (v: string | number | null) => void }) {
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState<string | number | null>(column.kind === 'count' ? null : '');
  const label = `批量${column.label}`;
  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      trigger="click"
      title={`批量设置${column.label}`}
      content={
        <Flex gap={8}>
          <Cell column={column} value={value} onChange={setValue} label={label} error={false} />
          <Button
            type="primary"
            onClick={() => {
              onFill(value);
              setOpen(false);
            }}
          >
            填充
          </Button>
        </Flex>
      }
    >
      <Button type="link" size="small" icon={<EditOutlined />} aria-label={`批量设置${column.label}`} />
    </Popover>
  );
}

/**
 * 价格库存: the SKU table. A single-spec product has one row; a multi-spec product a row per combination of its
 * specs' values, regenerated as the specs change (what was typed for a row that stays, stays). Each money and
 * count column can be filled for every row at once. Once the form has checked it, the cells in error are marked.
 */
export function SkuTable({
  form,
  value,
  onChange,
  id,
}: {
  form: FormInstance;
  value?: SkuFormRow[];
  onChange?: (rows: SkuFormRow[]) => void;
  id?: string;
}) {
  const specType = Form.useWatch('specType', form) as unknown;
  const specs = Form.useWatch('attrs', form) as DraftSpec[] | undefined;
  const { status } = Form.Item.useStatus();

  useEffect(() => {
    // The watched values arrive after the first render: until they do, the loaded rows are left as they are.
    if (specType !== SPEC_TYPE.single && specType !== SPEC_TYPE.multiple) return;
    if (specType === SPEC_TYPE.multiple && specs === undefined) return;
    const next = syncRows(value, specType, specs);
    // Set, not changed: rows made for the person are not checked until they type into them or save.
    if (next !== value) form.setFieldValue('skus', next);
  }, [specType, specs, value, form]);

  const rows: Row[] = (value ?? []).map((r) => ({ ...r, key: r.values.join('/') }));
  // Once the form has checked the table, each cell in error says what is wrong with it.
  const problems = useMemo(
    () => (status === 'error' ? cellProblems(value ?? []) : new Map<string, string>()),
    [status, value],
  );
  const multiple = specType === SPEC_TYPE.multiple;
  const named = multiple ? rowSpecs(specs) : [];
  const set = (i: number, key: keyof SkuFormRow, v: unknown) =>
    onChange?.((value ?? []).map((r, j) => (j === i ? { ...r, [key]: v } : r)));
  const rowLabel = (r: SkuFormRow) => (r.values.length > 0 ? ` ${r.values.join(' / ')}` : '');

  const columns: ColumnsType<Row> = [
    ...named.map((spec, k) => ({
      key: `spec-${k}`,
      title: spec.name || `规格 ${k + 1}`,
      render: (_: unknown, r: Row) => <Typography.Text strong>{r.values[k]}</Typography.Text>,
    })),
    {
      key: 'image',
      title: '图片',
      render: (_: unknown, r: Row, i: number) => (
        <ImageUpload
          value={r.image ?? ''}
          clearable
          width={56}
          height={56}
          label="上传"
          onChange={(url) => set(i, 'image', url)}
        />
      ),
    },
    ...SKU_COLUMNS.map((c) => ({
      key: c.key,
      title: (
        <Flex align="center" gap={2} style={{ whiteSpace: 'nowrap' }}>
          {c.required ? <Typography.Text type="danger">*</Typography.Text> : null}
          {c.label}
          {multiple && c.batch && rows.length > 1 ? (
            <BatchFill column={c} onFill={(v) => onChange?.(fillColumn(value ?? [], c.key as SkuColumnKey, v))} />
          ) : null}
        </Flex>
      ),
      render: (_: unknown, r: Row, i: number) => {
        const problem = problems.get(`${i}.${c.key}`);
        const errorId = `sku-${i}-${c.key}-error`;
        return (
          <Flex vertical gap={2}>
            <Cell
              column={c}
              value={r[c.key]}
              label={`${c.label}${rowLabel(r)}`}
              error={problem !== undefined}
              describedBy={problem ? errorId : undefined}
              onChange={(v) => set(i, c.key, v)}
            />
            {problem ? (
              <Typography.Text id={errorId} type="danger" style={{ fontSize: 12, whiteSpace: 'normal' }}>
                {problem}
              </Typography.Text>
            ) : null}
          </Flex>
        );
      },
    })),
  ];

  if (multiple && rows.length === 0)
    return (
      <Typography.Text type="secondary" id={id}>
        请先添加规格和规格值，每种组合会生成一行价格库存
      </Typography.Text>
    );
  // The field's error status would mark every cell; only the cells in error are marked.
  return (
    <NoFormStyle status override>
      <Table<Row>
        id={id}
        size="small"
        bordered
        columns={columns}
        dataSource={rows}
        pagination={false}
        scroll={{ x: 'max-content' }}
        aria-label="价格库存"
      />
    </NoFormStyle>
  );
}
