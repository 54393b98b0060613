/**
 * The resource engine's web half: a resource declared once in contracts (`defineResource`) gets its list page
 * and its create/edit page from here; a screen passes only what differs.
 *
 *   export default () => <ResourceList resource={officialBanner} />;
 *   export default () => <ResourceForm resource={officialBanner} fields={{ link: { extra: '…' } }} />;
 */
export * from './api';
export { actionsWidth } from './column-fit';
export { deleteQuestion } from './delete-question';
export { useIdempotentMutation } from './idempotent';
export { ListPagination } from './ListPagination';
export { ListTable, type ListTableColumn, type ListTableProps } from './ListTable';
export { readQuery, writeListQuery } from './list-params';
export * from './paths';
export { type FieldOverride, ResourceForm, type ResourceFormProps } from './ResourceForm';
export { allows, type ListAbilities, ResourceList, type ResourceListProps } from './ResourceList';
export { ResourceSelect, type ResourceSelectProps } from './ResourceSelect';
export { refused } from './row-action';
export { SearchBar } from './SearchBar';
export { ToggleCell, type ToggleCellProps, toggleMessage } from './ToggleCell';
export { useAddressForm } from './useAddressForm';
export { type FittedColumn, useFittedTable } from './useFittedTable';
export { type ColumnFit, type ListColumn, useListColumns } from './useListColumns';
export { useResourceList } from './useResourceList';
