import { queryOptions, useQuery } from '@tanstack/react-query';
import { getCompany, getShopCart, getShopProduct } from '@club/contract';
import { call } from './api-client';
import { correctCart, getCart, type CartChange } from './cart';
import { companyKeys, shopKeys } from './query-keys';

/*
 * The shop data that the cart, the product page and the checkout all read (features may not import one
 * another, so it lives here): a product, the products of a cart, and the own company.
 */

export function shopProductQueryOptions(uuid: string) {
  return queryOptions({
    queryKey: shopKeys.product(uuid),
    queryFn: ({ signal }) => call(getShopProduct, { params: { id: uuid }, signal }),
  });
}

export function useShopProduct(uuid: string | undefined) {
  return useQuery({ ...shopProductQueryOptions(uuid ?? ''), enabled: Boolean(uuid) });
}

/**
 * spec 03 §4, §7: the cart corrected against GET /v1/shop/cart (prices, stock, sold-out and missing
 * products), asked afresh on every visit of a screen that shows the cart. The answer carries what the
 * correction changed, for the notice; the corrected cart itself is in the cart store.
 */
export function useCartCorrection() {
  return useQuery({
    queryKey: shopKeys.cart(),
    queryFn: async ({ signal }): Promise<{ changes: CartChange[] }> => {
      const { uuids } = getCart();
      if (uuids.length === 0) return { changes: [] };
      // the server reads one comma list (a one-item array is sent as a single `uuids=` parameter)
      const answer = await call(getShopCart, { query: { uuids: [uuids.join(',')] }, signal });
      return { changes: correctCart(answer.data) };
    },
    staleTime: 0,
    gcTime: 0,
    refetchOnMount: 'always',
    refetchOnWindowFocus: false,
  });
}

/** The signed-in person's company (registration number for the checkout, name for company delivery). */
export function useOwnCompany(uuid: string | undefined) {
  return useQuery({
    queryKey: companyKeys.detail(uuid ?? ''),
    queryFn: ({ signal }) => call(getCompany, { params: { id: uuid ?? '' }, signal }),
    enabled: Boolean(uuid),
  });
}
