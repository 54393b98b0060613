/** The `/api/` routes live in a plugin registered under that prefix; a call's route is declared in full. */
export const API_PREFIX = '/api';

export function apiPath(route: string | undefined): string {
  if (!route?.startsWith(`${API_PREFIX}/`)) throw new Error(`route ${route} is not under ${API_PREFIX}/`);
  return route.slice(API_PREFIX.length);
}
