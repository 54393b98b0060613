import { moduleState } from '../../kit/module.js';
import { seedTransaction } from './seed.js';

export { HISTORY_DAYS } from './seed.js';

/**
 * The shop's orders, customers, ledger, withdrawals and payment settings. Analysis reads the orders and the
 * customers from here (`transactionState.of(ctx)`), so its figures agree with the order list.
 */
export const transactionState = moduleState('transaction', seedTransaction);
