import type { AppRoute, PageLoader, RouteMeta } from './types';

/** Pages of one list-create-edit item; any may be absent while it is not built. */
export interface CrudPages {
  list?: PageLoader;
  create?: PageLoader;
  edit?: PageLoader;
}

/**
 * The list / create / edit/:id triple most items of spec section 2 have: one menu entry (the list; create and
 * edit are hidden and keep it highlighted). `extra` adds the item's further pages.
 */
export function crud(
  path: string,
  title: string,
  options: {
    meta?: Omit<RouteMeta, 'title'>;
    pages?: CrudPages;
    numericId?: boolean;
    extra?: readonly AppRoute[];
  } = {},
): AppRoute {
  const numericParams = options.numericId ? ['id'] : undefined;
  return {
    path,
    meta: { title, ...options.meta },
    children: [
      { path: 'list', meta: { title }, component: options.pages?.list },
      {
        path: 'create',
        hidden: true,
        meta: { title: `新增${title}`, noCache: true },
        component: options.pages?.create,
      },
      {
        path: 'edit/:id',
        hidden: true,
        numericParams,
        meta: { title: `编辑${title}`, noCache: true },
        component: options.pages?.edit,
      },
      ...(options.extra ?? []),
    ],
  };
}
