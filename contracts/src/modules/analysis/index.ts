import { defineModule } from '../../module.js';
import { analysisCalls } from './analysis.js';

export * from './analysis.js';
export * from './range.js';

/** Traffic, transaction, user and website analysis (/dataInfo): figures the upstream derives for a range. */
export const analysisContracts = defineModule({ name: 'analysis', calls: { analysis: analysisCalls } });
