import { ArrowLeftOutlined, ArrowRightOutlined } from '@ant-design/icons';
import {
  formatRate,
  LOTTERY_PRIZE,
  LOTTERY_PRIZE_TYPES,
  type LotteryPrize,
  lotteryPrizeProblems,
  lotteryPrizeSchema,
  RATE_FULL,
  rateSum,
  shiftDecimal,
} from '@console/contracts';
import { Card, Flex, Form, Input, Select, Space, Tag, Typography, theme } from 'antd';
import { NoFormStyle } from 'antd/es/form/context';
import { type ReactElement, useState } from 'react';
import { trpc } from '../../../app/trpc';
import { Button } from '../../../widgets/busy';
import { NumberInput } from '../../../widgets/form/NumberInput';
import { pickerLoad } from '../../../widgets/load-error/LoadError';
import { ImageUpload } from '../../../widgets/upload/ImageUpload';
import { toPercent, toRate } from '../shared/rates';
import { GRID_CELLS, swapped } from './grid';

const typeLabel = (t: number) => LOTTERY_PRIZE_TYPES.find((x) => x.value === t)?.label ?? '';
const TYPE_COLORS: Record<number, string> = { 1: 'default', 2: 'blue', 3: 'purple', 4: 'orange', 5: 'red' };

/** The coupons a prize can give: the running ones. */
function CouponPick({ value, onChange }: { value: number; onChange: (id: number) => void }) {
  const coupons = trpc.coupon.list.useQuery({ page: 1, size: 50, status: 2 });
  return (
    <Select
      value={value > 0 ? value : undefined}
      onChange={onChange}
      loading={coupons.isLoading}
      {...pickerLoad(coupons, '优惠券', '没有进行中的优惠券')}
      placeholder="请选择优惠券"
      aria-label="优惠券"
      options={(coupons.data?.list ?? []).map((c) => ({ value: c.id, label: c.title }))}
      style={{ width: 240 }}
    />
  );
}

/** A prize's box with its own message below it, once the form has checked the grid. */
function Checked({ problem, children }: { problem: string | undefined; children: ReactElement }) {
  if (!problem) return children;
  return (
    <Flex vertical gap={2}>
      {children}
      <Typography.Text type="danger" role="alert" style={{ fontSize: 12 }}>
        {problem}
      </Typography.Text>
    </Flex>
  );
}

/**
 * The fields of the chosen prize: its kind and what the kind needs, its name, picture, stock and odds. Once the
 * form has checked the grid (`checked`), each box in error is marked and says what is wrong with it: the
 * field's own message is the grid's first problem, often another cell's.
 */
function PrizeFields({
  prize,
  onChange,
  checked,
}: {
  prize: LotteryPrize;
  onChange: (p: LotteryPrize) => void;
  checked: boolean;
}) {
  const set = (change: Partial<LotteryPrize>) => onChange({ ...prize, ...change });
  const none = prize.type === LOTTERY_PRIZE.none;
  const problems = checked ? lotteryPrizeProblems(prize) : new Map<keyof LotteryPrize, string>();
  const status = (key: keyof LotteryPrize) => (problems.has(key) ? ('error' as const) : undefined);
  return (
    <Flex vertical gap={10}>
      <Flex gap={12} wrap align="center">
        <Select
          value={prize.type}
          aria-label="奖品类型"
          options={LOTTERY_PRIZE_TYPES.map((t) => ({ value: t.value, label: t.label }))}
          onChange={(type) =>
            set({ type, value: 0, stock: type === LOTTERY_PRIZE.none ? 0 : Math.max(1, prize.stock) })
          }
          style={{ width: 120 }}
        />
        <Checked problem={problems.get('name')}>
          <Input
            value={prize.name}
            maxLength={20}
            placeholder="奖品名称"
            aria-label="奖品名称"
            status={status('name')}
            onChange={(e) => set({ name: e.target.value })}
            style={{ width: 200 }}
          />
        </Checked>
      </Flex>
      <Flex gap={12} wrap align="center">
        {prize.type === LOTTERY_PRIZE.points ? (
          <Checked problem={problems.get('value')}>
            <NumberInput
              value={prize.value || null}
              prefix="积分"
              aria-label="赠送积分"
              status={status('value')}
              onChange={(v) => set({ value: typeof v === 'number' ? v : 0 })}
              style={{ width: 160 }}
            />
          </Checked>
        ) : null}
        {prize.type === LOTTERY_PRIZE.redPacket ? (
          // Yuan as typed, in fen on the digits: 1.999 or −5 stays what it is and the prize's check says why.
          <Checked problem={problems.get('value')}>
            <NumberInput
              value={prize.value ? shiftDecimal(prize.value, -2) : null}
              prefix="¥"
              suffix="元"
              aria-label="红包金额"
              status={status('value')}
              onChange={(v) => set({ value: typeof v === 'number' ? shiftDecimal(v, 2) : 0 })}
              style={{ width: 160 }}
            />
          </Checked>
        ) : null}
        {prize.type === LOTTERY_PRIZE.coupon ? (
          <Checked problem={problems.get('value')}>
            <CouponPick value={prize.value} onChange={(value) => set({ value })} />
          </Checked>
        ) : null}
        {none ? null : (
          <Checked problem={problems.get('stock')}>
            <NumberInput
              value={prize.stock}
              prefix="库存"
              aria-label="奖品库存"
              status={status('stock')}
              onChange={(v) => set({ stock: typeof v === 'number' ? v : 0 })}
              style={{ width: 150 }}
            />
          </Checked>
        )}
        <Checked problem={problems.get('rate')}>
          <NumberInput
            value={toPercent(prize.rate)}
            step={0.5}
            prefix="概率"
            suffix="%"
            aria-label="中奖概率"
            status={status('rate')}
            onChange={(v) => set({ rate: toRate(v) })}
            style={{ width: 170 }}
          />
        </Checked>
      </Flex>
      {none ? null : (
        <ImageUpload
          value={prize.image}
          onChange={(image) => set({ image })}
          width={80}
          height={80}
          label="奖品图"
          clearable
        />
      )}
    </Flex>
  );
}

export interface LotteryGridProps {
  value?: LotteryPrize[];
  onChange?: (v: LotteryPrize[]) => void;
  id?: string;
}

/**
 * The eight prizes on the 3×3 grid around the draw button: drag a prize onto another cell to swap their
 * places (or move the chosen one with the arrows), choose a cell to edit its prize below. The odds are shown
 * as they add up; they must come to 100%.
 */
export function LotteryGrid({ value, onChange, id }: LotteryGridProps) {
  const { token } = theme.useToken();
  const { status } = Form.Item.useStatus();
  const prizes = value ?? [];
  const [chosen, setChosen] = useState(0);
  const [dragging, setDragging] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const total = rateSum(prizes);
  const bad = (i: number) => status === 'error' && !lotteryPrizeSchema.safeParse(prizes[i]).success;
  const move = (from: number, to: number) => {
    onChange?.(swapped(prizes, from, to));
    setChosen(to);
  };
  const current = prizes[chosen];
  return (
    <Flex vertical gap={12} id={id}>
      <ol
        aria-label="奖品九宫格"
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
          gap: 8,
          maxWidth: 420,
          listStyle: 'none',
          margin: 0,
          padding: 0,
        }}
      >
        {GRID_CELLS.map((index, cell) => {
          if (index === null)
            return (
              <li
                // biome-ignore lint/suspicious/noArrayIndexKey: the grid's cells are fixed places
                key={cell}
                aria-hidden
                style={{
                  display: 'flex',
                  alignItems: 'center',
                  justifyContent: 'center',
                  minHeight: 104,
                  borderRadius: token.borderRadiusLG,
                  background: `linear-gradient(135deg, ${token.colorWarning}, ${token.colorError})`,
                  color: '#fff',
                  fontSize: 20,
                  fontWeight: 600,
                }}
              >
                抽奖
              </li>
            );
          const prize = prizes[index];
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: the grid's cells are fixed places
            <li key={cell} style={{ display: 'flex' }}>
              <button
                type="button"
                draggable
                aria-pressed={chosen === index}
                data-testid={`lottery-cell-${index + 1}`}
                onClick={() => setChosen(index)}
                onDragStart={(e) => {
                  e.dataTransfer.effectAllowed = 'move';
                  e.dataTransfer.setData('text/plain', String(index));
                  setDragging(index);
                }}
                onDragOver={(e) => {
                  e.preventDefault();
                  setOver(index);
                }}
                onDragLeave={() => setOver((o) => (o === index ? null : o))}
                onDrop={(e) => {
                  e.preventDefault();
                  const from = dragging ?? Number(e.dataTransfer.getData('text/plain'));
                  setOver(null);
                  setDragging(null);
                  if (Number.isInteger(from)) move(from, index);
                }}
                onDragEnd={() => {
                  setDragging(null);
                  setOver(null);
                }}
                style={{
                  width: '100%',
                  minHeight: 104,
                  padding: 6,
                  cursor: 'grab',
                  font: 'inherit',
                  color: 'inherit',
                  borderRadius: token.borderRadiusLG,
                  border: `2px ${over === index ? 'dashed' : 'solid'} ${
                    bad(index) ? token.colorError : chosen === index ? token.colorPrimary : token.colorBorderSecondary
                  }`,
                  background: dragging === index ? token.colorFillSecondary : token.colorBgContainer,
                  display: 'flex',
                  flexDirection: 'column',
                  alignItems: 'center',
                  justifyContent: 'center',
                  gap: 4,
                  overflow: 'hidden',
                  textAlign: 'center',
                }}
              >
                {/* The cell's place, read before what it shows (its name contains its visible text). */}
                <span className="zx-visually-hidden">第 {index + 1} 格：</span>
                {prize?.image ? (
                  <img
                    src={prize.image}
                    alt=""
                    style={{ width: 40, height: 40, objectFit: 'cover', borderRadius: 6 }}
                  />
                ) : null}
                <Typography.Text ellipsis style={{ maxWidth: '100%', fontSize: 13 }}>
                  {prize?.name || '未设置'}
                </Typography.Text>
                <Space size={2} wrap style={{ justifyContent: 'center' }}>
                  <Tag color={TYPE_COLORS[prize?.type ?? 1]} style={{ marginInlineEnd: 0 }}>
                    {typeLabel(prize?.type ?? 1)}
                  </Tag>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {formatRate(prize?.rate ?? 0)}
                  </Typography.Text>
                </Space>
              </button>
            </li>
          );
        })}
      </ol>
      <Typography.Text type={total === RATE_FULL ? 'success' : 'danger'} data-testid="lottery-rate-sum">
        概率合计 {formatRate(total)}
        {total === RATE_FULL ? '' : '（须为 100%）'}
      </Typography.Text>
      {current ? (
        <Card
          size="small"
          title={`第 ${chosen + 1} 格奖品`}
          extra={
            <Space size={0}>
              <Button
                type="text"
                icon={<ArrowLeftOutlined />}
                aria-label="前移一格"
                disabled={chosen === 0}
                onClick={() => move(chosen, chosen - 1)}
              />
              <Button
                type="text"
                icon={<ArrowRightOutlined />}
                aria-label="后移一格"
                disabled={chosen === prizes.length - 1}
                onClick={() => move(chosen, chosen + 1)}
              />
            </Space>
          }
          style={{ maxWidth: 560 }}
        >
          {/* The field's error status would mark every box; only the boxes in error are marked. */}
          <NoFormStyle status override>
            <PrizeFields
              key={chosen}
              prize={current}
              checked={status === 'error'}
              onChange={(p) => onChange?.(prizes.map((x, i) => (i === chosen ? p : x)))}
            />
          </NoFormStyle>
        </Card>
      ) : null}
    </Flex>
  );
}
