import { z } from 'zod';
import { PageQuerySchema } from './common.schemas';

/** The directions a list can be sorted in. */
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/**
 * The query of a back-office list: the page (PageQuerySchema), `sort` (one of the columns the server can
 * sort on, by an index) with its `order`, and the list's own filters. The admin app's DataTable writes
 * exactly these names.
 */
export const listQuery = <const S extends readonly [string, ...string[]], F extends z.ZodRawShape>(
  sortable: S,
  filters: F,
) =>
  PageQuerySchema.extend({
    sort: z.enum(sortable).optional(),
    order: z.enum(SORT_ORDERS).optional(),
    ...filters,
  });
