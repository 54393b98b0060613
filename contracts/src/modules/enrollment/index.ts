import { defineModule } from '../../module.js';
import { code, CODES as P } from '../../permissions/index.js';
import { clueCalls } from './calls.js';

export * from './calls.js';
export * from './entities.js';

/** Enrolment leads: the clue area of spec §7, every path under /ajax/clew/. */
export const enrollmentContracts = defineModule({
  name: 'enrollment',
  calls: { clue: clueCalls },
  needs: {
    clue: {
      read: code(P.enrollment),
      // A lead is followed up from any of the lead lists.
      write: code(P.clueBooking, P.clueMine, P.clueToday, P.clueTotal, P.cluePool),
      calls: {
        exportList: code(P.clueExport),
        importList: code(P.clueImport),
        importBatch: code(P.clueImport),
        exportImportRecord: code(P.clueImport),
        settingSave: code(P.clueSetting),
        changeDefault: code(P.clueSetting),
        reasonSave: code(P.clueSetting),
        reasonDelete: code(P.clueSetting),
        tagUpdate: code(P.clueTags),
        tagChangeGroup: code(P.clueTags),
        tagDelete: code(P.clueTags),
        poolClaim: code(P.cluePool),
      },
    },
  },
});
