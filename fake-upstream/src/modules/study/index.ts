import { studyContracts } from '@console/contracts';
import { defineFakeModule } from '../../kit/module.js';
import { balanceHandlers } from './balance-handlers.js';
import { lessonHandlers } from './lesson-handlers.js';
import { recordHandlers } from './record-handlers.js';
import { studyRoutes } from './routes.js';
import { studyState } from './study-state.js';
import { workHandlers } from './work-handlers.js';

export { studyState };

export const studyFake = defineFakeModule(studyContracts, {
  state: studyState,
  routes: studyRoutes,
  handlers: { ...recordHandlers, ...lessonHandlers, ...balanceHandlers, ...workHandlers },
});
