/** What a list row can do, by the resource's calls and the page's own actions. */
export interface RowAbilities {
  edit: boolean;
  copy: boolean;
  own: boolean;
  remove: boolean;
}

/** Whether the list has an 操作 column: a read-only list (learners, say) shows none rather than an empty one. */
export function hasRowActions(a: RowAbilities): boolean {
  return a.edit || a.copy || a.own || a.remove;
}
