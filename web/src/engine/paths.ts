/**
 * The pages of a resource sit side by side: `{base}/list`, `{base}/create`, `{base}/edit/{id}`. A page
 * finds its base from its own path, so a screen never spells its siblings' paths.
 */
export function baseOf(pathname: string): string {
  return pathname.replace(/\/(list|create(\/[^/]+)?|edit\/[^/]+)\/?$/, '');
}

export const listPath = (base: string) => `${base}/list`;
export const createPath = (base: string) => `${base}/create`;
export const editPath = (base: string, id: number | string) => `${base}/edit/${id}`;

/** Where a form goes back to (取消, after a save, a missing item): its own list unless the page says otherwise. */
export const backPath = (base: string, backTo?: string) => backTo ?? listPath(base);
