import { defineModule } from '../../module.js';
import { code, CODES as P } from '../../permissions/index.js';
import { pointsExchange } from './exchange.js';
import { pointsRecord } from './record.js';
import { pointsRuleCalls } from './rules.js';
import { pointsStatsCalls } from './stats.js';

export * from './exchange.js';
export * from './record.js';
export * from './rules.js';
export * from './stats.js';

/** Points (/points, code 300109): statistics, rules, exchange items and the records of every change. */
export const pointsContracts = defineModule({
  name: 'points',
  resources: [pointsExchange, pointsRecord],
  calls: { pointsRule: pointsRuleCalls, pointsStats: pointsStatsCalls },
  needs: {
    pointsRule: { read: code(P.points), write: code(P.pointsRules) },
    pointsStats: code(P.points),
    pointsExchange: { read: code(P.points), write: code(P.pointsExchange) },
    pointsRecord: { read: code(P.points), write: code(P.pointsRecord), calls: { export: code(P.pointsRecordExport) } },
  },
});
