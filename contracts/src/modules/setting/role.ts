import { z } from 'zod';
import { noInput } from '../../define.js';
import { defineResource, f, readOnly } from '../../resource.js';

/**
 * What an account of a role is to the route tables (spec §6: top-level menus are for admin and editor); which
 * menus each then sees is what the role grants. The super role (100) is the shop owner's and is not made here.
 */
export const ROLE_KINDS = [
  { value: 'admin', label: '管理员' },
  { value: 'editor', label: '编辑' },
] as const;

/** A permission code as roles keep it: a numeric string, whose absolute value counts (spec §3). */
const code = z.string().regex(/^-?\d{1,9}$/, '权限代码应为数字');
const codes = z.array(code, { error: '请勾选权限' }).max(1000, '权限最多 1000 项');

/**
 * 角色: a named set of permission codes. `resources` are the menus and pages it opens (module and page codes),
 * `permissions` the buttons it allows; an account of the role signs in with exactly these (spec §7: the login
 * content's roles, resources and permissions). The super role grants everything and cannot be changed.
 */
export const role = defineResource({
  name: 'role',
  thing: 'role',
  title: '角色',
  fields: {
    name: f.text('角色名称', { required: true, max: 20, keyword: true, placeholder: '如 校区主管、前台、课程顾问' }),
    kind: f.select('角色类型', ROLE_KINDS, {
      required: true,
      help: '顶级菜单对管理员和编辑开放；两者能看到哪些菜单和按钮，都由下方勾选的权限决定',
    }),
    description: f.textarea('角色描述', { max: 100, placeholder: '说明这个角色负责什么，方便分配账号时选择' }),
    resources: f.custom('菜单权限', codes.min(1, '请至少勾选一个菜单权限'), z.array(z.string()), {
      sample: ['800', '8003', '8004'],
    }),
    permissions: f.custom('按钮权限', codes.default([]), z.array(z.string()), { sample: ['800301'], form: false }),
    accountCount: readOnly(f.number('账号数', { required: true, max: 100_000 })),
    /** '1' for the shop owner's super role (100): it sees everything, and nobody edits or deletes it. */
    isSuper: readOnly(f.switch('超级管理员', { column: false })),
  },
  actions: ['list', 'get', 'save', 'delete'],
  filters: ['kind'],
  extras: (b) => ({
    options: b.call({
      title: '角色选项',
      method: 'GET',
      path: 'options',
      // Named: inside `extras` TypeScript cannot default it, and the router would leave the call out.
      transport: 'trpc',
      input: noInput,
      output: z.array(z.object({ id: z.number().int(), name: z.string(), isSuper: z.boolean() })),
    }),
  }),
});
