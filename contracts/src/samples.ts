import { analysisSamples } from './modules/analysis/samples.js';
import { circlesSamples } from './modules/circles/samples.js';
import { classSamples } from './modules/class/samples.js';
import { enrollmentSamples } from './modules/enrollment/samples.js';
import { formsSamples } from './modules/forms/samples.js';
import { homeSamples } from './modules/home/samples.js';
import { mallSamples } from './modules/mall/samples.js';
import { marketingSamples } from './modules/marketing/samples.js';
import { mediaSamples } from './modules/media/samples.js';
import { officialSamples } from './modules/official/samples.js';
import { pointsSamples } from './modules/points/samples.js';
import { promoteSamples } from './modules/promote/samples.js';
import { sessionSamples } from './modules/session/samples.js';
import { settingSamples } from './modules/setting/samples.js';
import { shopSamples } from './modules/shop/samples.js';
import { studySamples } from './modules/study/samples.js';
import { teacherSamples } from './modules/teacher/samples.js';
import { transactionSamples } from './modules/transaction/samples.js';
import { vodSamples } from './modules/vod/samples.js';
import type { ProcedureName, Sample } from './sample-kit.js';

export * from './sample-kit.js';

/**
 * A valid input for every tRPC procedure: each module's samples, merged. The type says it names every
 * procedure of the registry; the round-trip test says so again at run time. A new module adds one line.
 */
export const samples: Record<ProcedureName, Sample> = {
  ...sessionSamples,
  ...homeSamples,
  ...mediaSamples,
  ...officialSamples,
  ...enrollmentSamples,
  ...teacherSamples,
  ...studySamples,
  ...vodSamples,
  ...classSamples,
  ...circlesSamples,
  ...transactionSamples,
  ...analysisSamples,
  ...settingSamples,
  ...mallSamples,
  ...marketingSamples,
  ...formsSamples,
  ...pointsSamples,
  ...promoteSamples,
  ...shopSamples,
};
