import { enrollmentContracts } from '@console/contracts';
import { defineFakeModule } from '../../kit/module.js';
import { clueHandlers } from './clue.js';
import { enrollmentState } from './state.js';

export { cluesOf, enrollmentState } from './state.js';

/** Enrolment leads: the clue area of spec §7. */
export const enrollmentFake = defineFakeModule(enrollmentContracts, {
  state: enrollmentState,
  handlers: { clue: clueHandlers },
});
