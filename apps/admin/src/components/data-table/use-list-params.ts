import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';
import type { SortOrder } from '@club/contract';

export interface ListSort {
  /** The column id, which is the API's `sort` value. */
  id: string;
  order: SortOrder;
}

/** What the DataTable drives: the page, its size and the sort. */
export interface ListControls {
  page: number;
  limit: number;
  sort: ListSort | null;
  setPage(page: number): void;
  setLimit(limit: number): void;
  setSort(sort: ListSort | null): void;
}

export interface ListState<Q extends { page: number; limit: number }, F extends string> extends ListControls {
  /** The list's query for the API, parsed by the endpoint's own schema (contract `listQuery`). */
  query: Q;
  /** The filters as the address holds them (text, for the filter bar). */
  filters: Partial<Record<F, string>>;
  /** Sets filters (an empty value clears one) and returns to the first page. */
  setFilters(filters: Partial<Record<F, string>>): void;
}

export type ListSchema = z.ZodType<
  { page: number; limit: number; sort?: string; order?: SortOrder },
  unknown
>;

/**
 * Parses the address by the endpoint's query schema; a value it refuses (an old link, a typo) is dropped
 * rather than sent, so that the list still opens.
 */
function parseQuery<S extends ListSchema>(schema: S, raw: Record<string, string>): z.output<S> {
  const input = { ...raw };
  for (let attempt = 0; attempt < 8; attempt += 1) {
    const result = schema.safeParse(input);
    if (result.success) return result.data;
    for (const issue of result.error.issues) {
      const key = issue.path[0];
      if (typeof key === 'string') delete input[key];
    }
  }
  return schema.parse({});
}

/**
 * A list's page, sort and filters, kept in the address (`?page=2&sort=name&order=desc&role=admin`), so that
 * a list can be linked, reloaded and left with Back. The names are the contract's (`listQuery`), and the
 * query sent is the one the endpoint's schema makes of them.
 */
export function useListParams<S extends ListSchema, F extends string>(options: {
  schema: S;
  filters: readonly F[];
  defaultSort?: ListSort;
}): ListState<z.output<S>, F> {
  const [search, setSearch] = useSearchParams();
  const { schema, filters: filterKeys, defaultSort } = options;

  const parsed = useMemo(() => {
    const raw: Record<string, string> = {};
    for (const key of ['page', 'limit', 'sort', 'order', ...filterKeys]) {
      const value = search.get(key);
      if (value) raw[key] = value;
    }
    if (!raw.sort && defaultSort) {
      raw.sort = defaultSort.id;
      raw.order = defaultSort.order;
    }
    const filters: Partial<Record<F, string>> = {};
    for (const key of filterKeys) if (raw[key]) filters[key] = raw[key];
    return { query: parseQuery(schema, raw), filters };
    // the schema, keys and default are the list's constants; the address is what changes
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [search]);

  const update = useCallback(
    (change: (next: URLSearchParams) => void) =>
      setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          change(next);
          return next;
        },
        { replace: true },
      ),
    [setSearch],
  );

  const { query } = parsed;
  return {
    query,
    filters: parsed.filters,
    page: query.page,
    limit: query.limit,
    sort: query.sort ? { id: query.sort, order: query.order ?? 'asc' } : null,
    setPage: (page) => update((next) => (page <= 1 ? next.delete('page') : next.set('page', String(page)))),
    setLimit: (limit) =>
      update((next) => {
        next.set('limit', String(limit));
        next.delete('page');
      }),
    setSort: (sort) =>
      update((next) => {
        if (sort) {
          next.set('sort', sort.id);
          next.set('order', sort.order);
        } else {
          next.delete('sort');
          next.delete('order');
        }
        next.delete('page');
      }),
    setFilters: (filters) =>
      update((next) => {
        for (const [key, value] of Object.entries(filters) as [string, string | undefined][]) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        next.delete('page');
      }),
  };
}
