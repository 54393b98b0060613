import { role } from '@console/contracts';
import { fail } from '../../errors.js';
import type { CallContext } from '../../kit/handlers.js';
import { type ResourceHandlers, resourceHandlers } from '../../kit/resource-handlers.js';
import { roleRow } from '../../state/roles.js';

export const ROLE_MESSAGES = {
  superLocked: '超级管理员角色拥有全部权限，不能修改',
  superUndeletable: '超级管理员角色不能删除',
  inUse: (role: string, names: string[]) => {
    const shown = names.slice(0, 5).join('、');
    const who = names.length > 5 ? `${shown}等 ${names.length} 个账号` : shown;
    return `角色「${role}」正在被${who}使用，请先为这些账号更换角色`;
  },
} as const;

const unique = (codes: readonly string[]) => [...new Set(codes)];

/** Refuses to delete the super role, or a role some account still has (naming those accounts). */
function checkRemovable(ctx: CallContext, ids: readonly number[]): void {
  for (const id of ids) {
    const r = roleRow(ctx.state.roles.get(id));
    if (r.isSuper) throw fail(ROLE_MESSAGES.superUndeletable);
    const users = ctx.state.accounts.ofRole(id);
    if (users.length > 0)
      throw fail(
        ROLE_MESSAGES.inUse(
          r.name,
          users.map((a) => a.name),
        ),
      );
  }
}

const generic = resourceHandlers(role, (ctx) => ctx.state.roles, {
  // In the order they were made: the shop's own roles first, as a picker lists them.
  options: (_input, ctx) =>
    ctx.state.roles
      .select({})
      .sort((a, b) => a.id - b.id)
      .map(roleRow)
      .map((r) => ({ id: r.id, name: r.name, isSuper: r.isSuper })),
});

/**
 * Roles (/setting/roles): kept beside the accounts (state/roles.ts), so sign-in gives an account what its role
 * grants now. The super role is locked; a role in use stays until its accounts have another.
 */
export const roleHandlers: ResourceHandlers<typeof role> = {
  ...generic,
  save(input, ctx) {
    if (input.id !== undefined && roleRow(ctx.state.roles.get(input.id)).isSuper) throw fail(ROLE_MESSAGES.superLocked);
    return generic.save({ ...input, resources: unique(input.resources), permissions: unique(input.permissions) }, ctx);
  },
  remove(input, ctx) {
    checkRemovable(ctx, [input.id]);
    return generic.remove(input, ctx);
  },
  removeMany(input, ctx) {
    checkRemovable(ctx, input.ids);
    return generic.removeMany(input, ctx);
  },
};
