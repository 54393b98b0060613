import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { formatRate } from '@console/contracts';
import { Flex, Form, Input, Typography, theme } from 'antd';
import { Button } from '../../../widgets/busy';
import { NumberInput } from '../../../widgets/form/NumberInput';
import { ImageUpload } from '../../../widgets/upload/ImageUpload';
import { leftOver, toPercent, toRate } from './rates';

/** A prize of a boost (name, picture, stock) or of a game (and its odds). */
export interface ListPrize {
  name: string;
  image: string;
  stock: number;
  rate?: number;
}

export interface PrizeListEditorProps {
  value?: ListPrize[];
  onChange?: (v: ListPrize[]) => void;
  id?: string;
  /** The most prizes. */
  max: number;
  /** Each prize has odds (a game); what they leave over is 未中奖. */
  withRate?: boolean;
  /** One prize's own check, to mark the prizes in error once the field is. */
  itemSchema: { safeParse: (value: unknown) => { success: boolean } };
}

/**
 * The prizes of a boost or a game: name, picture and stock each, and for a game the odds in percent with what
 * is left for 未中奖. When the field is in error, the prizes whose own check fails are marked.
 */
export function PrizeListEditor(p: PrizeListEditorProps) {
  const { token } = theme.useToken();
  const { status } = Form.Item.useStatus();
  const items = p.value ?? [];
  const set = (next: ListPrize[]) => p.onChange?.(next);
  const patch = (i: number, change: Partial<ListPrize>) =>
    set(items.map((it, j) => (j === i ? { ...it, ...change } : it)));
  const bad = (i: number) => status === 'error' && !p.itemSchema.safeParse(items[i]).success;
  const fresh = (): ListPrize => ({ name: '', image: '', stock: 10, ...(p.withRate ? { rate: 1000 } : {}) });
  return (
    <Flex vertical gap={8} id={p.id}>
      {items.map((it, i) => (
        <Flex
          // biome-ignore lint/suspicious/noArrayIndexKey: prizes have no ids while edited; their order is their identity
          key={i}
          wrap
          gap={10}
          align="center"
          data-testid={`prize-${i + 1}`}
          style={{
            padding: 10,
            border: `1px solid ${bad(i) ? token.colorError : token.colorBorderSecondary}`,
            borderRadius: token.borderRadiusLG,
          }}
        >
          <ImageUpload
            value={it.image}
            onChange={(image) => patch(i, { image })}
            width={64}
            height={64}
            label="奖品图"
            clearable
          />
          <Flex vertical gap={6} style={{ flex: 1, minWidth: 200 }}>
            <Input
              value={it.name}
              maxLength={20}
              placeholder="奖品名称"
              aria-label={`奖品名称 ${i + 1}`}
              status={bad(i) && !it.name.trim() ? 'error' : undefined}
              onChange={(e) => patch(i, { name: e.target.value })}
            />
            <Flex gap={8} wrap>
              <NumberInput
                value={it.stock}
                prefix="库存"
                aria-label={`奖品库存 ${i + 1}`}
                onChange={(v) => patch(i, { stock: typeof v === 'number' ? v : 0 })}
                style={{ width: 150 }}
              />
              {p.withRate ? (
                <NumberInput
                  value={toPercent(it.rate ?? 0)}
                  step={0.5}
                  prefix="概率"
                  suffix="%"
                  aria-label={`中奖概率 ${i + 1}`}
                  onChange={(v) => patch(i, { rate: toRate(v) })}
                  style={{ width: 180 }}
                />
              ) : null}
            </Flex>
          </Flex>
          <Button
            type="text"
            danger
            icon={<DeleteOutlined />}
            aria-label={`删除奖品 ${i + 1}`}
            onClick={() => set(items.filter((_, j) => j !== i))}
          />
        </Flex>
      ))}
      <Flex gap={12} align="center" wrap>
        <Button
          type="dashed"
          icon={<PlusOutlined />}
          disabled={items.length >= p.max}
          onClick={() => set([...items, fresh()])}
        >
          添加奖品
        </Button>
        <Typography.Text type="secondary">
          最多 {p.max} 个{p.withRate ? `；未中奖概率 ${formatRate(leftOver(items.map((x) => x.rate ?? 0)))}` : ''}
        </Typography.Text>
      </Flex>
    </Flex>
  );
}
