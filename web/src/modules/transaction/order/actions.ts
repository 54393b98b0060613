import type { OrderRow } from '@console/contracts';

/** What a person can do to one order from its row or its detail. */
export type OrderActionKind = 'refund' | 'verify' | 'ship' | 'remark';
export type OrderAction = (kind: OrderActionKind, order: OrderRow) => void;
