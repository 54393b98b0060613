import type { ExchangeType } from '@console/contracts';
import { fail } from '../../errors.js';
import type { StoreRules } from '../../kit/store.js';

const MISSING: Record<ExchangeType, string> = {
  goods: '所选商城商品不存在或已删除',
  coupon: '所选优惠券不存在或已删除',
  course: '所选课程不存在或已删除',
};

/**
 * What the upstream enforces on exchange items: a linked product, coupon or course must exist (0 or none is
 * "not linked"), and an item with no stock cannot go on the shelf, saved or switched.
 */
export function exchangeRules(
  linkedName: (type: ExchangeType, id: number) => string | undefined,
): Pick<StoreRules, 'check' | 'checkFlag' | 'decorate'> {
  const refOf = (values: Record<string, unknown>) => (typeof values.refId === 'number' ? values.refId : 0);
  return {
    check: (values) => {
      const type = values.type as ExchangeType;
      const ref = refOf(values);
      if (ref > 0 && linkedName(type, ref) === undefined) throw fail(MISSING[type]);
      if (values.isShow === '1' && values.stock === 0) throw fail('库存为 0 的兑换商品不能上架');
    },
    checkFlag: (row, field, value) => {
      if (field === 'isShow' && value === '1' && row.values.stock === 0)
        throw fail(`「${String(row.values.title)}」库存为 0，不能上架`);
    },
    // The linked item's current name; one deleted since reads 已删除.
    decorate: (values) => {
      const ref = refOf(values);
      const name = ref > 0 ? (linkedName(values.type as ExchangeType, ref) ?? '已删除') : '';
      return { ...values, refName: name };
    },
  };
}
