import { describe, expect, it } from 'vitest';
import { buildEditionTable } from './build';
import { resolvePath } from './resolve';
import type { AppRoute } from './types';

const page = async () => ({ default: () => null });
const TABLE: AppRoute[] = [
  {
    path: '/',
    redirect: '/overview',
    meta: { title: '概况' },
    children: [{ path: 'overview', meta: { title: '概况' }, component: page }],
  },
  {
    path: '/setting',
    meta: { title: '设置', code: 800 },
    children: [
      { path: 'roles/create', meta: { title: '新增' }, component: page },
      { path: 'roles/edit/:id', numericParams: ['id'], meta: { title: '编辑' }, component: page },
      { path: 'roles/list', meta: { title: '角色' }, component: page },
      { path: 'unbuilt', meta: { title: '未上线' } },
    ],
  },
];
const table = buildEditionTable(1, TABLE);
const everyone = () => true;

describe('resolvePath', () => {
  it('resolves pages, preferring static segments over parameters', () => {
    const r = resolvePath(table, { pathname: '/setting/roles/create' }, everyone);
    expect(r.kind === 'page' && r.node.fullPath).toBe('/setting/roles/create');
    const e = resolvePath(table, { pathname: '/setting/roles/edit/12' }, everyone);
    expect(e.kind === 'page' && e.params.id).toBe('12');
  });

  it('redirects module paths to their first page', () => {
    expect(resolvePath(table, { pathname: '/' }, everyone)).toEqual({ kind: 'redirect', to: '/overview' });
    expect(resolvePath(table, { pathname: '/setting' }, everyone)).toEqual({
      kind: 'redirect',
      to: '/setting/roles/create',
    });
  });

  it('sends /redirect/{path} back to the path with its query', () => {
    expect(resolvePath(table, { pathname: '/redirect/setting/roles/list', search: '?page=2' }, everyone)).toEqual({
      kind: 'refresh',
      to: '/setting/roles/list?page=2',
    });
  });

  it('answers 404 for unknown, unbuilt and badly numbered paths, 401 for routes not granted', () => {
    expect(resolvePath(table, { pathname: '/nope' }, everyone).kind).toBe('notFound');
    expect(resolvePath(table, { pathname: '/setting/unbuilt' }, everyone).kind).toBe('notFound');
    expect(resolvePath(table, { pathname: '/setting/roles/edit/abc' }, everyone).kind).toBe('notFound');
    const noSettings = (n: { codes: readonly number[] }) => !n.codes.includes(800);
    expect(resolvePath(table, { pathname: '/setting/roles/list' }, noSettings).kind).toBe('forbidden');
    expect(resolvePath(table, { pathname: '/setting' }, noSettings).kind).toBe('forbidden');
  });

  it('names the editions that have a page this edition lacks, instead of 404', () => {
    const shop: AppRoute = {
      path: '/shop',
      meta: { title: '装修' },
      children: [
        { path: 'mobile', meta: { title: '手机端装修' }, component: page },
        { path: 'pc', editions: [1], meta: { title: 'PC端装修' }, component: page },
      ],
    };
    const app = buildEditionTable(1, [...TABLE, shop]);
    const mini = buildEditionTable(2, [...TABLE, shop]);
    const tiktok = buildEditionTable(3, TABLE);
    expect(resolvePath(mini, { pathname: '/shop/pc' }, everyone, [app, tiktok])).toEqual({
      kind: 'otherEdition',
      title: 'PC端装修',
      editions: [1],
    });
    expect(resolvePath(tiktok, { pathname: '/shop/mobile' }, everyone, [app, mini])).toEqual({
      kind: 'otherEdition',
      title: '手机端装修',
      editions: [1, 2],
    });
    expect(resolvePath(mini, { pathname: '/shop/nope' }, everyone, [app, tiktok]).kind).toBe('notFound');
    expect(resolvePath(app, { pathname: '/shop/pc' }, everyone, [mini, tiktok]).kind).toBe('page');
  });
});
