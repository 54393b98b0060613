import type { Samples } from '../../sample-kit.js';
import { chinaToday } from '../../time.js';
import { addDays } from './range.js';

/** The last seven days, today included: the range the screens open with. */
const lastWeek = () => ({ startDate: addDays(chinaToday(), -6), endDate: chinaToday() });

/** Contract samples of the analysis screens: a week, a single day (by the hour) and a month. */
export const analysisSamples: Samples<'analysis'> = {
  'analysis.flow': lastWeek,
  'analysis.transaction': () => ({ startDate: addDays(chinaToday(), -29), endDate: chinaToday() }),
  'analysis.user': lastWeek,
  'analysis.website': () => ({ startDate: chinaToday(), endDate: chinaToday() }),
};
