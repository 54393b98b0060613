import type { OrderRow } from '@console/contracts';
import { useCan } from '../../../session/gate/useCan';

/** What a person can do to one order from its row or its detail. */
export type OrderActionKind = 'refund' | 'verify' | 'ship' | 'remark';
export type OrderAction = (kind: OrderActionKind, order: OrderRow) => void;

/**
 * Which order buttons this person gets: each by its call's need (退款, 核销, 发货, the bin and the export have
 * button codes of their own), so the row, the detail, the toolbar and the bin agree with the gateway.
 */
export function useOrderRights() {
  return {
    refund: useCan('order.refund'),
    // 核销 looks the code up first; both calls need the 核销 code.
    verify: useCan('order.verify', 'order.verifyFind'),
    ship: useCan('order.ship'),
    remark: useCan('order.remark'),
    recycle: useCan('order.recycle'),
    restore: useCan('order.restore'),
    remove: useCan('order.remove'),
    export: useCan('order.export'),
  };
}

export type OrderRights = ReturnType<typeof useOrderRights>;
