import { homeContracts } from '@console/contracts';
import { defineFakeModule } from '../../kit/module.js';
import { homeHandlers } from './home.js';
import { homeRoutes } from './routes.js';
import { homeState } from './state.js';

/** The overview, the provider's notices, news and study centre, help pages and upgrade applications. */
export const homeFake = defineFakeModule(homeContracts, {
  state: homeState,
  handlers: { home: homeHandlers },
  routes: homeRoutes,
});
