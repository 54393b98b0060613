import type { FakeModule } from '../kit/module.js';
import type { CategorySeeds } from '../kit/seed-context.js';
import { analysisFake } from './analysis/index.js';
import { circlesFake } from './circles/index.js';
import { classFake } from './class/index.js';
import { enrollmentFake } from './enrollment/index.js';
import { formsFake } from './forms/index.js';
import { homeFake } from './home/index.js';
import { mallFake } from './mall/index.js';
import { marketingFake } from './marketing/index.js';
import { mediaFake } from './media/index.js';
import { officialFake } from './official/index.js';
import { pointsFake } from './points/index.js';
import { promoteFake } from './promote/index.js';
import { sessionFake } from './session/index.js';
import { settingFake } from './setting/index.js';
import { shopFake } from './shop/index.js';
import { studyFake } from './study/index.js';
import { teacherFake } from './teacher/index.js';
import { transactionFake } from './transaction/index.js';
import { vodFake } from './vod/index.js';

/**
 * The module list: each module of the fake upstream, named once, in the order of the contracts' list. A new
 * module adds its folder and one line here.
 */
export const FAKE_MODULES: readonly FakeModule[] = [
  sessionFake,
  homeFake,
  mediaFake,
  officialFake,
  enrollmentFake,
  teacherFake,
  studyFake,
  vodFake,
  classFake,
  circlesFake,
  transactionFake,
  analysisFake,
  settingFake,
  mallFake,
  marketingFake,
  formsFake,
  pointsFake,
  promoteFake,
  shopFake,
];

/** Every call's handler by procedure name, from the modules. */
export function handlersByName(modules: readonly FakeModule[] = FAKE_MODULES) {
  return Object.assign({}, ...modules.map((m) => m.handlers)) as Record<string, FakeModule['handlers'][string]>;
}

/** The seeded categories of every content type, from the modules that own them. */
export function categorySeeds(modules: readonly FakeModule[] = FAKE_MODULES) {
  return Object.assign({}, ...modules.map((m) => m.categories)) as CategorySeeds;
}
