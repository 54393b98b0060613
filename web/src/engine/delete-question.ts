import { MSG } from '@console/contracts';

/**
 * What a deletion asks. The spec's 此操作将永久删除该文件, 是否继续? is for files and photos; anything else is
 * named, so the person sees what goes: 确定删除角色「前台接待」吗？, or how many of what for several.
 */
export function deleteQuestion(o: { what: string; names: readonly string[]; count: number; files?: boolean }): string {
  if (o.files) return o.count > 1 ? MSG.deleteManyConfirm : MSG.deleteOneConfirm;
  if (o.count > 1) return `确定删除所选的 ${o.count} 个${o.what}吗？删除后不能恢复。`;
  const name = o.names[0];
  return name ? `确定删除${o.what}「${name}」吗？删除后不能恢复。` : `确定删除这个${o.what}吗？删除后不能恢复。`;
}

/** A row's name: its first text field (the list's first column), when it has one. */
export function rowName(fields: Readonly<Record<string, { meta: { kind: string } }>>, row: object): string | undefined {
  const key = Object.entries(fields).find(([, d]) => d.meta.kind === 'text')?.[0];
  const value = key ? (row as Record<string, unknown>)[key] : undefined;
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}
