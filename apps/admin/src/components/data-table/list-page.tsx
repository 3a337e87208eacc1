/**
 * A back-office list page in two pieces: `useListPage` joins the address (page, sort, filters), the
 * list's API call and the filter bar's drafts; `ListTable` draws the filter bar, the table and the
 * pagination from it. A new list screen needs its endpoint, its query key, its filters and its columns:
 *
 *   const FILTERS = ['q', 'status'] as const;
 *
 *   export function Component() {
 *     const page = useListPage({
 *       endpoint: listAdminOrders, // a GET whose `query` is the contract's listQuery(...)
 *       queryKey: orderKeys.list, // (query) => the TanStack Query key; invalidate its prefix after a write
 *       filters: FILTERS, // address parameters the filter bar sets
 *       defaultSort: { id: 'created_at', order: 'desc' }, // optional
 *     });
 *     const columns: DataTableColumn<ListRow<typeof listAdminOrders>>[] = [ … ];
 *     return (
 *       <ListTable page={page} caption={…} columns={columns} rowKey={(o) => o.uuid} emptyText={…}
 *         filterLabel={…}>
 *         <FilterText label={…} {...page.text('q')} />            // applied with the bar
 *         <FilterSelect label={…} allLabel={…} options={…} {...page.choice('status')} /> // at once
 *       </ListTable>
 *     );
 *   }
 *
 * Without children there is no filter bar; a bar of choices only takes `applyButton={false}`. `page.list` and `page.query` stay available for what a page
 * adds around the table (a count, an export of the same filters).
 */
import { keepPreviousData, useQuery, type QueryKey, type UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { z } from 'zod';
import type { Endpoint, EndpointQuery, EndpointSuccess, PageMeta } from '@club/contract';
import { call } from '@/lib/api';
import { DataTable, type DataTableProps } from './data-table';
import { DataTableFilters, useFilterDrafts } from './filters';
import { useListParams, type ListSchema, type ListSort, type ListState } from './use-list-params';

/** A list endpoint: its query is a listQuery, its answer a page of rows. */
type ListEndpoint = Endpoint & { query: ListSchema };

/** The row type of a list endpoint's answer. */
export type ListRow<E extends Endpoint> =
  EndpointSuccess<E> extends { data: (infer T extends object)[]; meta: PageMeta } ? T : never;

/** What a filter field takes: its value in the bar and what a change does. */
interface FilterBinding {
  value: string;
  onChange: (value: string) => void;
}

export interface ListPage<E extends ListEndpoint, F extends string> {
  list: ListState<z.output<E['query']>, F>;
  query: UseQueryResult<EndpointSuccess<E>>;
  /** A typed filter (text, date): changed freely, applied with the bar's Apply or Enter. */
  text(key: F): FilterBinding;
  /** A chosen filter (select): applied as soon as it changes. */
  choice(key: F): FilterBinding;
  /** Writes the typed filters to the address. */
  apply(): void;
  /** Empties every filter. */
  clear(): void;
}

export function useListPage<E extends ListEndpoint, F extends string = never>(options: {
  endpoint: E;
  queryKey: (query: z.output<E['query']>) => QueryKey;
  filters?: readonly F[];
  defaultSort?: ListSort;
}): ListPage<E, F> {
  const { endpoint, queryKey, filters = [], defaultSort } = options;
  const list = useListParams({ schema: endpoint.query as E['query'], filters, defaultSort });
  const drafts = useFilterDrafts(list, filters);
  const query = useQuery({
    queryKey: queryKey(list.query),
    queryFn: ({ signal }) => call(endpoint, { query: list.query as EndpointQuery<E>, signal }),
    // the rows shown stay while the next page or filter loads
    placeholderData: keepPreviousData,
  });
  return {
    list,
    query,
    text: (key) => ({ value: drafts.values[key], onChange: (value) => drafts.set(key, value) }),
    choice: (key) => ({ value: drafts.values[key], onChange: (value) => drafts.set(key, value, true) }),
    apply: drafts.apply,
    clear: drafts.clear,
  };
}

/** The list page's table: the filter bar (its children), the table with its states, the pagination. */
export function ListTable<E extends ListEndpoint, F extends string>({
  page,
  filterLabel,
  applyButton = true,
  children,
  ...table
}: Omit<DataTableProps<ListRow<E>>, 'query' | 'list' | 'filters'> & {
  page: ListPage<E, F>;
  /** The filter bar's accessible name; needed with filters. */
  filterLabel?: string;
  /** Whether the bar has an Apply button; without typed filters there is nothing to apply. */
  applyButton?: boolean;
  /** The filter fields (FilterText, FilterSelect), bound with `page.text` and `page.choice`. */
  children?: ReactNode;
}) {
  return (
    <DataTable<ListRow<E>>
      {...table}
      query={page.query as DataTableProps<ListRow<E>>['query']}
      list={page.list}
      filters={
        children ? (
          <DataTableFilters
            label={filterLabel ?? table.caption}
            onApply={applyButton ? page.apply : undefined}
            onClear={page.clear}
          >
            {children}
          </DataTableFilters>
        ) : undefined
      }
    />
  );
}
