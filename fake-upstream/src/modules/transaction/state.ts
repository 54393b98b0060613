import { moduleState, type StateHolder } from '../../kit/module.js';
import { seedTransaction, type TransactionData } from './seed.js';

export { HISTORY_DAYS } from './seed.js';

/**
 * The shop's orders, customers, ledger, withdrawals and payment settings. Analysis reads the orders and the
 * customers from here (`transactionState.of(ctx)`), so its figures agree with the order list.
 */
export const transactionState = moduleState('transaction', seedTransaction);

/**
 * The data as it stands at `now`: what the platform does on its own by then (closing unpaid orders, settling
 * paid ones, paying the shop's withdrawals) is done first, so every reader sees the same book.
 */
export function transactionAt(holder: StateHolder, now: number): TransactionData {
  const d = transactionState.of(holder);
  d.book.tick(now);
  d.withdrawals.tick(now);
  return d;
}
