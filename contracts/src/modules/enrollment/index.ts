import { defineModule } from '../../module.js';
import { clueCalls } from './calls.js';

export * from './calls.js';
export * from './entities.js';

/** Enrolment leads: the clue area of spec §7, every path under /ajax/clew/. */
export const enrollmentContracts = defineModule({ name: 'enrollment', calls: { clue: clueCalls } });
