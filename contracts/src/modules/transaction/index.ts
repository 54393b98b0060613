import { defineModule } from '../../module.js';
import { code, CODES as P } from '../../permissions/index.js';
import { assetsCalls } from './assets.js';
import { orderCalls } from './order.js';
import { paySettingCalls } from './pay.js';
import { userWithdrawCalls } from './user-withdraw.js';
import { withdrawCalls } from './withdraw.js';
import { withdrawAuthCalls } from './withdraw-auth.js';

export * from './assets.js';
export * from './id-checks.js';
export * from './order.js';
export * from './pay.js';
export { labelOf, type Option, valuesOf } from './shared.js';
export * from './user-withdraw.js';
export * from './withdraw.js';
export * from './withdraw-auth.js';

/**
 * Transactions (/transaction): orders and their recycle bin, and under menu code 5002 the shop's assets,
 * withdrawal authentication, withdrawals, the statement, payment settings and users' withdrawals. Orders are
 * read and acted on rather than saved, and the lists carry tab counts and sums, so the calls are written by
 * hand.
 */
export const transactionContracts = defineModule({
  name: 'transaction',
  calls: {
    order: orderCalls,
    assets: assetsCalls,
    withdrawAuth: withdrawAuthCalls,
    withdraw: withdrawCalls,
    userWithdraw: userWithdrawCalls,
    paySetting: paySettingCalls,
  },
  needs: {
    order: {
      read: code(P.order),
      write: code(P.order),
      calls: {
        refund: code(P.orderRefund),
        verifyFind: code(P.orderVerify),
        verify: code(P.orderVerify),
        export: code(P.orderExport),
        ship: code(P.orderShip),
        recycle: code(P.orderDelete),
        restore: code(P.orderDelete),
        remove: code(P.orderDelete),
      },
    },
    assets: code(P.assets),
    withdrawAuth: { read: code(P.assets), write: code(P.assetsWithdraw) },
    withdraw: { read: code(P.assets), write: code(P.assetsWithdraw) },
    userWithdraw: {
      read: code(P.assets),
      write: code(P.assetsUserWithdraw),
      calls: { export: code(P.assetsUserWithdrawExport) },
    },
    paySetting: { read: code(P.assets), write: code(P.assetsPaySetting) },
  },
});
