import { fail, notFound } from '../../errors.js';
import type { CallContext, Handlers } from '../../kit/handlers.js';
import { advance, checkVersion } from '../../kit/versioned.js';
import type { TagRow } from './clue-types.js';
import { cluesOf } from './state.js';

type TagCalls = Pick<
  Handlers['clue'],
  'tags' | 'firstTags' | 'secondTags' | 'tagUpdate' | 'tagChangeGroup' | 'tagDelete'
>;

const bySort = (a: TagRow, b: TagRow) => a.sort - b.sort || a.id - b.id;

function childrenOf(ctx: CallContext, parentId: number): TagRow[] {
  return [...cluesOf(ctx).tags.values()].filter((t) => t.parentId === parentId).sort(bySort);
}

function groupOr404(ctx: CallContext, id: number): TagRow {
  const g = cluesOf(ctx).tags.get(id);
  if (!g) throw notFound();
  if (g.parentId !== 0) throw fail('请选择一级分组');
  return g;
}

/** Lead tags in two levels: groups (parentId 0) and the tags inside them. */
export const tagHandlers: TagCalls = {
  tags: (_input, ctx) =>
    childrenOf(ctx, 0).map((g) => ({ ...g, children: childrenOf(ctx, g.id).map((t) => ({ ...t })) })),
  firstTags: (_input, ctx) => childrenOf(ctx, 0).map((g) => ({ ...g })),
  secondTags({ parentId }, ctx) {
    groupOr404(ctx, parentId);
    return childrenOf(ctx, parentId).map((t) => ({ ...t }));
  },

  /** Creates or renames a group (parentId 0) or a tag; names are unique among siblings. */
  tagUpdate({ id, name, parentId, version }, ctx) {
    const tags = cluesOf(ctx).tags;
    if (parentId !== 0) groupOr404(ctx, parentId);
    const existing = id === undefined ? undefined : tags.get(id);
    if (id !== undefined && !existing) throw notFound();
    if (existing && (existing.parentId === 0) !== (parentId === 0)) throw fail('分组和标签不能互相转换');
    if (childrenOf(ctx, parentId).some((t) => t.name === name && t.id !== id)) throw fail(`「${name}」已存在`);
    if (existing) {
      checkVersion(existing, version);
      Object.assign(existing, { name, parentId });
      advance(existing);
      return { ...existing };
    }
    const siblings = childrenOf(ctx, parentId);
    const row: TagRow = {
      id: ++cluesOf(ctx).seq.tag,
      name,
      parentId,
      sort: (siblings.at(-1)?.sort ?? 0) + 1,
      version: 1,
    };
    tags.set(row.id, row);
    return { ...row };
  },

  tagChangeGroup({ id, parentId }, ctx) {
    const tag = cluesOf(ctx).tags.get(id);
    if (!tag) throw notFound();
    if (tag.parentId === 0) throw fail('分组不能移动到其他分组');
    groupOr404(ctx, parentId);
    if (childrenOf(ctx, parentId).some((t) => t.name === tag.name && t.id !== id))
      throw fail(`目标分组中已有「${tag.name}」`);
    tag.parentId = parentId;
    tag.sort =
      (childrenOf(ctx, parentId)
        .filter((t) => t.id !== id)
        .at(-1)?.sort ?? 0) + 1;
    advance(tag);
    return null;
  },

  /** Deleting a tag takes it off every lead; a group must be emptied first. */
  tagDelete({ id }, ctx) {
    const c = cluesOf(ctx);
    const tag = c.tags.get(id);
    if (!tag) throw notFound();
    if (tag.parentId === 0 && childrenOf(ctx, id).length > 0) throw fail('请先删除或移走分组下的标签');
    c.tags.delete(id);
    for (const row of c.store.idsTagged(id)) {
      const r = c.store.get(row);
      if (r) c.store.patch(r.id, { tagIds: r.tagIds.filter((t) => t !== id) });
    }
    return null;
  },
};
