import type { ReactNode } from 'react';
import { type NamedResource, ResourceList, type ResourceListProps, type ResourceName } from '../../../engine';

export interface RecordTableProps<N extends ResourceName> {
  resource: NamedResource<N>;
  /** The campaign's id, under the key its records carry it. */
  parent: Record<string, number>;
  columns?: ResourceListProps<N>['columns'];
  extraColumns?: ResourceListProps<N>['extraColumns'];
  rowActions?: ResourceListProps<N>['rowActions'];
  header?: ReactNode;
  /** Columns a narrow table keeps longer (see ResourceList's `priorities`). */
  priorities?: ResourceListProps<N>['priorities'];
  /** Columns that never give way (see ResourceList's `keep`). */
  keep?: ResourceListProps<N>['keep'];
}

/** A data page's table of records: the campaign's records, their filters and export; nothing to edit. */
export function RecordTable<N extends ResourceName>(p: RecordTableProps<N>) {
  return (
    <ResourceList
      resource={p.resource}
      fixed={p.parent}
      title={p.resource.title}
      columns={{ updateDate: false, ...p.columns } as ResourceListProps<N>['columns']}
      extraColumns={p.extraColumns}
      rowActions={p.rowActions}
      header={p.header}
      priorities={p.priorities}
      keep={p.keep}
    />
  );
}
