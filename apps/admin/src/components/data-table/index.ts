export { DataTable, type DataTableColumn, type DataTableProps, type DataTableQuery } from './data-table';
export { DataTableFilters, FilterSelect, FilterText, useFilterDrafts } from './filters';
export { ListTable, useListPage, type ListPage, type ListRow } from './list-page';
export { useListParams, type ListControls, type ListSort, type ListState } from './use-list-params';
