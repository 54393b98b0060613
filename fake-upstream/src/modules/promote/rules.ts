import type { ApplyStatus } from '@console/contracts';

/** A promoter as the parent rules see one: who brought them, and whether they may still promote. */
export interface PromoterLink {
  id: number;
  parentId: number;
  qualified: '0' | '1';
}

/**
 * Why `parentId` may not become the parent of `id`, or null when it may: the parent exists and still
 * promotes, and is neither the promoter nor one of the people below them (a loop would pay commission around
 * in a circle).
 */
export function parentProblem(links: ReadonlyMap<number, PromoterLink>, id: number, parentId: number): string | null {
  const parent = links.get(parentId);
  if (!parent) return '所选上级推广人不存在，请刷新后重试';
  if (parentId === id) return '不能将自己设为上级推广人';
  if (parent.qualified !== '1') return '所选上级推广人已取消推广资格';
  const seen = new Set<number>();
  for (let at: PromoterLink | undefined = parent; at && at.parentId > 0; at = links.get(at.parentId)) {
    if (at.parentId === id) return '不能选择自己的下级作为上级推广人';
    if (seen.has(at.id)) break;
    seen.add(at.id);
  }
  return null;
}

/** Only a pending application is decided; a decided one says so rather than changing again. */
export function reviewProblem(status: ApplyStatus): string | null {
  return status === 'pending' ? null : '该申请已审核，请刷新后重试';
}
