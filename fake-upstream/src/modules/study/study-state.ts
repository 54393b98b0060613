import { moduleState } from '../../kit/module.js';
import { seedStudy } from './seed.js';

/** The study centre's state: the demo school, seeded on first use after a start or a reset. */
export const studyState = moduleState('study', seedStudy);
