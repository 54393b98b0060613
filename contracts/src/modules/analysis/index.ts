import { defineModule } from '../../module.js';
import { code, CODES as P } from '../../permissions/index.js';
import { analysisCalls } from './analysis.js';

export * from './analysis.js';
export * from './range.js';

/** Traffic, transaction, user and website analysis (/dataInfo): figures the upstream derives for a range. */
export const analysisContracts = defineModule({
  name: 'analysis',
  calls: { analysis: analysisCalls },
  needs: {
    analysis: {
      read: code(P.analysis),
      write: code(P.analysis),
      calls: {
        flow: code(P.analysisFlow),
        transaction: code(P.analysisTransaction),
        user: code(P.analysisUser),
        website: code(P.analysisWebsite),
      },
    },
  },
});
