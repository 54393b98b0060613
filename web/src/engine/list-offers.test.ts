import { type AnyResource, allResources } from '@console/contracts';
import { describe, expect, it } from 'vitest';
import { type ListOffers, listOffers } from './list-offers';

/**
 * Issue 29, over every resource of the registry: each button an engine list shows is there only when the
 * person may make its call. Refusing exactly one procedure takes away exactly the buttons that call it.
 */
type Flags = Record<string, boolean>;

/** The abilities as flags: one per button kind, one per toggled field. */
function flags(a: ListOffers): Flags {
  return {
    create: a.create,
    edit: a.edit,
    delete: a.delete,
    recycle: a.recycle,
    restore: a.restore,
    sort: a.sort,
    copy: Boolean(a.copy),
    export: Boolean(a.export),
    ...Object.fromEntries([...a.toggles].map(([field, t]) => [`toggle:${field}`, t.allowed])),
  };
}

/** Which of the list's buttons make the call `key`. */
function buttonsOf(resource: AnyResource, recycled: boolean, key: string): string[] {
  const extra = recycled ? undefined : resource.extras[key];
  if (extra?.kind === 'toggle' && extra.field) return [`toggle:${extra.field}`];
  if (extra?.kind === 'copy') return ['copy'];
  if (extra?.kind === 'export' && extra.call.route) return ['export'];
  const hasBin = Boolean(resource.calls.recycle);
  if (recycled) return { restore: ['restore'], removeMany: ['delete'] }[key] ?? [];
  const byCall: Record<string, string[]> = {
    save: ['create', 'edit'],
    get: ['edit'],
    recycle: ['recycle'],
    sort: ['sort'],
    removeMany: hasBin ? [] : ['delete'],
  };
  return byCall[key] ?? [];
}

const cases = allResources.flatMap((resource) =>
  [false, true].map((recycled) => ({
    name: `${resource.name}${recycled ? ' (recycle bin)' : ''}`,
    resource,
    recycled,
  })),
);

describe('engine list buttons follow their calls', () => {
  it.each(cases)('$name: refusing one call hides exactly its buttons', ({ resource, recycled }) => {
    const all = flags(listOffers(resource, recycled, () => true));
    for (const key of Object.keys(resource.calls)) {
      const refused = `${resource.name}.${key}`;
      const without = flags(listOffers(resource, recycled, (name) => name !== refused));
      const gone = Object.keys(all).filter((b) => all[b] && !without[b]);
      const expected = buttonsOf(resource, recycled, key).filter((b) => all[b]);
      expect({ refused, gone: gone.sort() }).toEqual({ refused, gone: expected.sort() });
    }
  });

  it('a person who may call nothing gets no button at all', () => {
    for (const { resource, recycled } of cases) {
      const none = flags(listOffers(resource, recycled, () => false));
      expect(Object.entries(none).filter(([, on]) => on)).toEqual([]);
    }
  });
});
