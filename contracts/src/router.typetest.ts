import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from './router.js';

type In = inferRouterInputs<AppRouter>;
type Out = inferRouterOutputs<AppRouter>;
export const a: In['session']['login'] = { username: 'a', password: 'b' };
export const b: Out['session']['login']['userInfo']['is_app'] = '1';
// @ts-expect-error uploads are not procedures
export type C = In['media']['images'];
export const d: In['clue']['list'] = { scope: 'my' };
