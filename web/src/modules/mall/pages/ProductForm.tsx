import {
  blankSkuRow,
  FREIGHT_TYPE,
  MALL_CONTENT_TYPE,
  mallProduct,
  SPEC_TYPE,
  type StoredSku,
  skuTableSchema,
  skuToForm,
} from '@console/contracts';
import { ResourceForm } from '../../../engine';
import { CategorySelect } from '../../../widgets/category/CategorySelect';
import { SkuTable } from '../SkuTable';
import { SpecEditor } from '../SpecEditor';
import { MANAGE_CATEGORIES } from './categories';

/**
 * 新增商品 / 编辑商品: the engine's form with the mall's own controls — the specs, the SKU table in yuan (saved
 * in fen, each row's problem named), and the fee shown only for fixed freight.
 */
export function ProductForm() {
  return (
    <ResourceForm
      resource={mallProduct}
      initial={() => ({ attrs: [], skus: [blankSkuRow([])] })}
      fields={{
        categoryId: {
          render: ({ meta }) => (
            <CategorySelect
              contentType={MALL_CONTENT_TYPE}
              check
              managePath={MANAGE_CATEGORIES}
              placeholder={`请选择${meta.label}`}
              style={{ width: 240 }}
              aria-label={meta.label}
            />
          ),
        },
        attrs: { render: () => <SpecEditor />, visible: (v) => v.specType === SPEC_TYPE.multiple },
        skus: {
          render: ({ form }) => <SkuTable form={form} />,
          schema: skuTableSchema,
          fromStored: (stored) => (stored as StoredSku[]).map(skuToForm),
        },
        freight: { visible: (v) => v.freightType === FREIGHT_TYPE.fixed },
      }}
      // A single-spec product keeps no specs, whatever was typed before switching.
      transform={(v) => (v.specType === SPEC_TYPE.single ? { ...v, attrs: [] } : v)}
    />
  );
}
