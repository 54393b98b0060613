import type { AnyResource } from '@console/contracts';

/**
 * What an engine list offers for a resource: what the resource declares, less what the person may not call
 * (issue 29: a button shows only to someone its call allows, by the call's own need). The recycle bin offers
 * no extras. `can` answers for a procedure name, `{resource}.{call}`.
 */
export interface ListOffers {
  create: boolean;
  edit: boolean;
  /** Deleting for good (from the bin, where the resource has one). */
  delete: boolean;
  recycle: boolean;
  restore: boolean;
  sort: boolean;
  /** Each toggled field's call, and whether this person may switch it (a switch they may not is shown off-limits). */
  toggles: ReadonlyMap<string, { key: string; allowed: boolean }>;
  copy?: { key: string; label: string };
  export?: { key: string; route: string; label: string };
}

export function listOffers(resource: AnyResource, recycled: boolean, can: (name: string) => boolean): ListOffers {
  const calls = resource.calls as Readonly<Record<string, unknown>>;
  const may = (key: string) => Boolean(calls[key]) && can(`${resource.name}.${key}`);
  const hasBin = Boolean(calls.recycle);
  const save = !recycled && may('save');
  const toggles = new Map<string, { key: string; allowed: boolean }>();
  let copy: ListOffers['copy'];
  let exported: ListOffers['export'];
  for (const [key, x] of Object.entries(recycled ? {} : resource.extras)) {
    if (x.kind === 'toggle' && x.field) toggles.set(x.field, { key, allowed: may(key) });
    if (x.kind === 'copy' && may(key)) copy = { key, label: x.label };
    if (x.kind === 'export' && x.call.route && may(key)) exported = { key, route: x.call.route, label: x.label };
  }
  return {
    create: save,
    edit: save && may('get'),
    // Items of a resource with a recycle bin are deleted from the bin only.
    delete: (recycled || !hasBin) && may('removeMany'),
    recycle: !recycled && hasBin && may('recycle'),
    restore: recycled && may('restore'),
    sort: !recycled && may('sort'),
    toggles,
    copy,
    export: exported,
  };
}
