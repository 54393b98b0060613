import { defineModule } from '../../module.js';
import { SIGNED_IN } from '../../permissions/index.js';
import { homeCalls } from './calls.js';

export * from './calls.js';
export * from './entities.js';

/** The overview, notices, news, the study centre, help pages and the upgrade application (spec §7). */
export const homeContracts = defineModule({
  name: 'home',
  calls: { home: homeCalls },
  // The overview, notices, news, help and the study centre are every signed-in person's.
  needs: { home: SIGNED_IN },
});
