import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { SPEC_LIMITS } from '@console/contracts';
import { Flex, Input, Select, Typography, theme } from 'antd';
import { Button } from '../../widgets/busy';
import type { DraftSpec } from './sku-rows';

/** Specs a shop often uses, offered when a spec is added. */
const SUGGESTED = ['颜色', '尺码', '规格', '款式', '容量'];

/**
 * The specs of a multi-spec product (规格设置): up to three, each a name and its values typed as tags. The SKU
 * table below follows every change.
 */
export function SpecEditor({
  value,
  onChange,
  id,
}: {
  value?: DraftSpec[];
  onChange?: (specs: DraftSpec[]) => void;
  id?: string;
}) {
  const { token } = theme.useToken();
  const specs = value ?? [];
  const set = (next: DraftSpec[]) => onChange?.(next);
  const patch = (i: number, change: Partial<DraftSpec>) =>
    set(specs.map((s, j) => (j === i ? { ...s, ...change } : s)));
  const unused = SUGGESTED.find((name) => !specs.some((s) => s.name === name)) ?? '';
  return (
    <Flex vertical gap={8} id={id}>
      {specs.map((s, i) => (
        <Flex
          // biome-ignore lint/suspicious/noArrayIndexKey: specs have no ids; their place is their identity while editing
          key={i}
          wrap
          gap={8}
          align="center"
          style={{ padding: 10, border: `1px solid ${token.colorBorderSecondary}`, borderRadius: token.borderRadiusLG }}
        >
          <Input
            value={s.name}
            maxLength={SPEC_LIMITS.nameMax}
            placeholder="规格名，如 颜色"
            aria-label={`规格名 ${i + 1}`}
            onChange={(e) => patch(i, { name: e.target.value })}
            style={{ width: 140 }}
          />
          <Select
            mode="tags"
            open={false}
            value={s.values}
            onChange={(values: string[]) =>
              patch(i, { values: values.map((v) => v.trim().slice(0, SPEC_LIMITS.valueMax)).filter(Boolean) })
            }
            tokenSeparators={[',', '，', '、']}
            maxCount={SPEC_LIMITS.values}
            placeholder="输入规格值后回车，如 红色"
            aria-label={`规格值 ${i + 1}`}
            style={{ minWidth: 220, flex: 1 }}
          />
          <Button
            type="text"
            danger
            icon={<DeleteOutlined />}
            aria-label={`删除规格 ${i + 1}`}
            onClick={() => set(specs.filter((_, j) => j !== i))}
          />
        </Flex>
      ))}
      <Flex align="center" gap={12} wrap>
        <Button
          icon={<PlusOutlined />}
          disabled={specs.length >= SPEC_LIMITS.attrs}
          onClick={() => set([...specs, { name: unused, values: [] }])}
        >
          添加规格
        </Button>
        <Typography.Text type="secondary">
          最多 {SPEC_LIMITS.attrs} 个规格，规格值的每种组合是一行价格库存
        </Typography.Text>
      </Flex>
    </Flex>
  );
}
