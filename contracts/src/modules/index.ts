import { analysisContracts } from './analysis/index.js';
import { circlesContracts } from './circles/index.js';
import { classContracts } from './class/index.js';
import { enrollmentContracts } from './enrollment/index.js';
import { formsContracts } from './forms/index.js';
import { homeContracts } from './home/index.js';
import { mallContracts } from './mall/index.js';
import { marketingContracts } from './marketing/index.js';
import { mediaContracts } from './media/index.js';
import { officialContracts } from './official/index.js';
import { pointsContracts } from './points/index.js';
import { promoteContracts } from './promote/index.js';
import { sessionContracts } from './session/index.js';
import { settingContracts } from './setting/index.js';
import { shopContracts } from './shop/index.js';
import { studyContracts } from './study/index.js';
import { teacherContracts } from './teacher/index.js';
import { transactionContracts } from './transaction/index.js';
import { vodContracts } from './vod/index.js';

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
  vodContracts,
  classContracts,
  circlesContracts,
  transactionContracts,
  analysisContracts,
  settingContracts,
  mallContracts,
  marketingContracts,
  formsContracts,
  pointsContracts,
  promoteContracts,
  shopContracts,
] as const;
