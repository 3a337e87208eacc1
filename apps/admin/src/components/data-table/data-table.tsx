import { useId, useMemo, type ReactNode } from 'react';
import {
  rowSortingFeature,
  tableFeatures,
  useTable,
  type ColumnDef,
  type SortingState,
  type Updater,
} from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import type { PageMeta } from '@club/contract';
import { EmptyState, ErrorState, Loading } from '../states';
import { Pagination } from './pagination';
import type { ListControls } from './use-list-params';

const features = tableFeatures({ rowSortingFeature });

/** A column: `id` is also the API's `sort` value when `sortable` (a column the server sorts by an index). */
export interface DataTableColumn<T> {
  id: string;
  header: string;
  cell: (row: T) => ReactNode;
  sortable?: boolean;
  /** Numbers and amounts line up on the right. */
  align?: 'start' | 'end';
}

/** What the DataTable needs of the list's query (a TanStack Query result fits). */
export interface DataTableQuery<T> {
  data: { data: T[]; meta: PageMeta } | undefined;
  isPending: boolean;
  isError: boolean;
  isFetching?: boolean;
  error: unknown;
  refetch: () => unknown;
}

export interface DataTableProps<T extends object> {
  /** The table's accessible name, shown as its caption. */
  caption: string;
  columns: readonly DataTableColumn<T>[];
  query: DataTableQuery<T>;
  list: ListControls;
  rowKey: (row: T) => string;
  /** The filter bar (DataTableFilters), above the table. */
  filters?: ReactNode;
  emptyText?: string;
  /** Shows the caption to sighted users too; lists under their page's heading usually hide it. */
  showCaption?: boolean;
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

/**
 * A paged, sortable, filterable list of the back-office, on TanStack Table (docs/decisions/016): the
 * server sorts and pages (`list.query` is the contract's listQuery), this renders an accessible table with
 * aria-sort on the sorted header, and the loading, empty and error states.
 */
export function DataTable<T extends object>({
  caption,
  columns,
  query,
  list,
  rowKey,
  filters,
  emptyText,
  showCaption = false,
}: DataTableProps<T>) {
  const { t } = useTranslation('common');
  const captionId = useId();
  const sorting: SortingState = list.sort ? [{ id: list.sort.id, desc: list.sort.order === 'desc' }] : [];
  const columnDefs = useMemo(
    (): ColumnDef<typeof features, T>[] =>
      columns.map((column) => ({
        id: column.id,
        accessorFn: (row: T) => row,
        header: column.header,
        enableSorting: column.sortable ?? false,
        // a first click sorts ascending, whatever the cells hold
        sortDescFirst: false,
        // the server sorts; the table never compares values itself
        sortUndefined: false,
      })),
    [columns],
  );
  const rows = query.data?.data;
  const table = useTable({
    features,
    columns: columnDefs,
    data: rows ?? [],
    getRowId: (row) => rowKey(row),
    manualSorting: true,
    enableMultiSort: false,
    // a sorted list stays sorted: a third click turns the direction again instead of dropping the order
    enableSortingRemoval: false,
    state: { sorting },
    onSortingChange: (updater: Updater<SortingState>) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater;
      const first = next[0];
      list.setSort(first ? { id: first.id, order: first.desc ? 'desc' : 'asc' } : null);
    },
  });
  const byId = new Map(columns.map((column) => [column.id, column]));

  let body: ReactNode;
  if (query.isPending) body = <Loading />;
  else if (query.isError) body = <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  else if (!rows || rows.length === 0) body = <EmptyState>{emptyText}</EmptyState>;

  return (
    <div className="data-table">
      {filters}
      <div className="table-scroll" aria-busy={query.isFetching ? true : undefined}>
        <table aria-labelledby={captionId}>
          <caption id={captionId} className={showCaption ? undefined : 'visually-hidden'}>
            {caption}
          </caption>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const column = byId.get(header.column.id);
                  const sorted = header.column.getIsSorted();
                  const className = column?.align === 'end' ? 'align-end' : undefined;
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      className={className}
                      aria-sort={column?.sortable ? (sorted ? ARIA_SORT[sorted] : 'none') : undefined}
                    >
                      {column?.sortable ? (
                        <button
                          type="button"
                          className="sort-button"
                          onClick={header.column.getToggleSortingHandler()}
                        >
                          {column.header}
                          <span className="sort-mark" aria-hidden="true">
                            {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
                          </span>
                        </button>
                      ) : (
                        column?.header
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          {!body && (
            <tbody>
              {table.getRowModel().rows.map((row) => (
                <tr key={row.id}>
                  {row.getAllCells().map((cell) => {
                    const column = byId.get(cell.column.id);
                    return (
                      <td key={cell.id} className={column?.align === 'end' ? 'align-end' : undefined}>
                        {column?.cell(row.original)}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          )}
        </table>
      </div>
      {body}
      {query.data && query.data.meta.total > 0 && (
        <Pagination meta={query.data.meta} list={list} label={t('table.pages', { caption })} />
      )}
    </div>
  );
}
