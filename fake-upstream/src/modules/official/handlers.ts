import { type AnyResource, type Calls, officialResources } from '@console/contracts';
import type { CallContext } from '../../kit/handlers.js';
import { type ResourceHandlers, resourceHandlers } from '../../kit/resource-handlers.js';
import type { ResourceStore } from '../../kit/store.js';
import { officialState } from './state.js';

type OfficialName = (typeof officialResources)[number]['name'];
const storeOf = (r: AnyResource) => (ctx: CallContext) => officialState.of(ctx)[r.name] as ResourceStore;

/** The official-website content: every resource's calls served by the generic store, bound by name. */
export const officialHandlers = Object.fromEntries(
  officialResources.map((r) => [r.name, resourceHandlers(r as AnyResource, storeOf(r), {})]),
) as { [N in OfficialName]: ResourceHandlers<{ calls: Calls[N] }> };
