import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { listShopCategories, listShopProducts, PAGE_SIZES } from '@club/contract';
import { call } from '@/lib/api-client';
import { shopKeys } from '@/lib/query-keys';

/** spec 03 §7 GET shop categories: the filter's chips (the caller's region). */
export function useShopCategories() {
  return useQuery({
    queryKey: shopKeys.categories(),
    queryFn: ({ signal }) => call(listShopCategories, { query: {}, signal }),
  });
}

export function shopProductsQueryOptions(categories: readonly string[], page: number) {
  return queryOptions({
    queryKey: shopKeys.products({ categories, page }),
    queryFn: ({ signal }) =>
      call(listShopProducts, {
        query: {
          page,
          limit: PAGE_SIZES.shopProducts,
          active: 1,
          is_visible: 1,
          // the server reads one comma list (a one-item array is sent as a single `categories=`)
          categories: categories.length > 0 ? [categories.join(',')] : undefined,
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** spec 03 §7 GET shop products: one page of the grid, 12 a page, active and visible products only. */
export function useShopProducts(categories: readonly string[], page: number) {
  return useQuery(shopProductsQueryOptions(categories, page));
}
