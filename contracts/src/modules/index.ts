import { enrollmentContracts } from './enrollment/index.js';
import { homeContracts } from './home/index.js';
import { mediaContracts } from './media/index.js';
import { officialContracts } from './official/index.js';
import { sessionContracts } from './session/index.js';
import { studyContracts } from './study/index.js';
import { teacherContracts } from './teacher/index.js';

/**
 * The module list: each module's contracts, named once. A new module adds its folder and one line here (and
 * one in the fake upstream's list); the registry and everything derived from it follow.
 */
export const CONTRACT_MODULES = [
  sessionContracts,
  homeContracts,
  mediaContracts,
  officialContracts,
  enrollmentContracts,
  teacherContracts,
  studyContracts,
] as const;
