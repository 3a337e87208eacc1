/** A page as the list queries take it (spec 01 §3: `page` from 1, `limit` per page). */
export interface PageRequest {
  page: number;
  limit: number;
}

/** The rows a page covers, for a repository's `limit … offset …`. */
export const pageWindow = (page: PageRequest) => ({
  limit: page.limit,
  offset: (page.page - 1) * page.limit,
});

/** The `meta` of a paged answer; an empty list still has one (empty) last page. */
export const pageMeta = (page: PageRequest, total: number) => ({
  current_page: page.page,
  last_page: Math.max(1, Math.ceil(total / page.limit)),
  per_page: page.limit,
  total,
});

export type PageMeta = ReturnType<typeof pageMeta>;

/**
 * A page of rows and the number of all rows its filter matches, read side by side (two statements on
 * two pooled connections): `pagedRows(db.select(…).limit(…).offset(…), db.select({ n: count() })…)`.
 */
export async function pagedRows<T>(
  rows: PromiseLike<T[]>,
  total: PromiseLike<{ n: number }[]>,
): Promise<{ rows: T[]; total: number }> {
  const [page, [counted]] = await Promise.all([rows, total]);
  return { rows: page, total: Number(counted?.n ?? 0) };
}
