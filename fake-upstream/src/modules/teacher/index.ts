import { teacher, teacherContracts } from '@console/contracts';
import { defineFakeModule } from '../../kit/module.js';
import { resourceHandlers } from '../../kit/resource-handlers.js';
import { teacherState } from './state.js';

export { teacherState };

/** Teachers (/teacher): list, save, delete, sort, the storefront switch and the export, from the generic store. */
export const teacherFake = defineFakeModule(teacherContracts, {
  state: teacherState,
  handlers: {
    teacher: resourceHandlers(teacher, (ctx) => teacherState.of(ctx).teachers, {}),
  },
});
