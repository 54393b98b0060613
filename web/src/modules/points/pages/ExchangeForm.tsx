import { EXCHANGE_REF, EXCHANGE_TYPES, type ExchangeType, pointsExchange } from '@console/contracts';
import { Form, type FormInstance } from 'antd';
import { useEffect, useRef } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { ResourceForm } from '../../../engine';
import { RefSelect } from './RefSelect';

const typeLabel = new Map<string, string>(EXCHANGE_TYPES.map((t) => [t.value, t.label]));
const TYPES = new Set<string>(typeLabel.keys());
const asType = (v: string | null | undefined): ExchangeType | undefined =>
  v && TYPES.has(v) ? (v as ExchangeType) : undefined;

/**
 * 新增兑换 (addExchange?type=) and 编辑兑换 (editExchange/{type}/{id}): the item's type is chosen when it is
 * created and kept after; a coupon or course item names the coupon or course it gives.
 */
export function ExchangeForm() {
  const params = useParams();
  const [search] = useSearchParams();
  const editing = params.id !== undefined;
  const initialType = asType(search.get('type')) ?? 'goods';
  return (
    <ResourceForm
      resource={pointsExchange}
      backTo="/points/exchange"
      title={editing ? `编辑兑换（${typeLabel.get(params.type ?? '') ?? '兑换'}）` : '新增兑换'}
      initial={() => ({ type: initialType, limit: 1, sort: 0 })}
      fields={{
        type: { hidden: editing },
        refId: {
          render: ({ form }) => <TypedRefSelect form={form} />,
          extra: <RefHelp />,
        },
      }}
    />
  );
}

/**
 * The picker of what the item gives, for the type chosen in the form; choosing another type clears the choice
 * (a coupon's id is not a product's).
 */
function TypedRefSelect({
  form,
  ...control
}: {
  form: FormInstance;
  value?: number | null;
  onChange?: (v: number) => void;
}) {
  const watched = Form.useWatch('type', form) as ExchangeType | undefined;
  const shown = useRef(watched);
  const { onChange } = control;
  useEffect(() => {
    const was = shown.current;
    if (was === watched) return;
    shown.current = watched;
    // The first value the form reports is the item's own type, not a change.
    if (was !== undefined) onChange?.(0);
  }, [watched, onChange]);
  return <RefSelect type={watched ?? 'goods'} {...control} />;
}

function RefHelp() {
  const form = Form.useFormInstance();
  const type = (Form.useWatch('type', form) as ExchangeType | undefined) ?? 'goods';
  return type === 'goods'
    ? '可关联商城商品，兑换后按商城商品发货；不关联时按下面填写的名称和图片发放实物。'
    : `${EXCHANGE_REF[type].label}：会员兑换后直接发放到账户。`;
}
