import type { AppRoute, PageLoader } from './types';

/**
 * The form builder's pages, the same under /forms and /marketing/forms (spec §2): the list at `listPath`, a new
 * form, a copy at create/:id, the edit page of a saved form (not in the spec's list: its submissions keep their
 * columns) and the submissions. The create pages use the no-scroll layout.
 */
export function formBuilderRoutes(
  listPath: string,
  pages: { list: PageLoader; edit: PageLoader; data: PageLoader },
): AppRoute[] {
  const builder = { hidden: true, component: pages.edit } as const;
  const layout = { noCache: true, noScroll: true } as const;
  return [
    { path: listPath, meta: { title: '表单' }, component: pages.list },
    { path: 'create', ...builder, meta: { title: '新增表单', ...layout } },
    { path: 'create/:id', ...builder, meta: { title: '复制表单', ...layout } },
    { path: 'edit/:id', ...builder, meta: { title: '编辑表单', ...layout } },
    { path: 'formsData', hidden: true, meta: { title: '表单数据' }, component: pages.data },
  ];
}
