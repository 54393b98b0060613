/** Site title of every page title: '{route title} - {site title}' (spec §2). */
export const SITE_TITLE = '智校管理后台';

export const LOGIN_PATH = '/login';
export const HOME_PATH = '/';

export function pageTitle(title: string | undefined): string {
  return title ? `${title} - ${SITE_TITLE}` : SITE_TITLE;
}

/** A location's full path: path, query and hash, as the redirect parameter carries it. */
export function fullPath(location: { pathname: string; search: string; hash: string }): string {
  return `${location.pathname}${location.search}${location.hash}`;
}

/** `/login?redirect={full path}`; a login page stays as it is rather than being nested into itself. */
export function loginPath(redirect: string): string {
  if (redirect === LOGIN_PATH || redirect.startsWith(`${LOGIN_PATH}?`)) return redirect;
  return `${LOGIN_PATH}?${new URLSearchParams({ redirect }).toString()}`;
}

/**
 * Where to go after signing in. Only a path of this site is followed ('/x', not '//host' or '/\host'), so a
 * crafted link cannot send a fresh session elsewhere.
 */
export function safeRedirect(value: string | null | undefined): string {
  return value && /^\/(?![/\\])/.test(value) ? value : HOME_PATH;
}
