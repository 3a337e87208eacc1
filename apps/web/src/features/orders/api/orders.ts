import { useQuery } from '@tanstack/react-query';
import { getOrder, listOrders, PAGE_SIZES } from '@club/contract';
import { call, fileCallHeaders } from '@/lib/api-client';
import { toApiError } from '@/lib/api-error';
import { ordersKeys } from '@/lib/query-keys';

/** spec 03 §7 GET orders: limit 100, newest first. */
export function useOrders() {
  return useQuery({
    queryKey: ordersKeys.list(),
    queryFn: ({ signal }) => call(listOrders, { query: { page: 1, limit: PAGE_SIZES.orders }, signal }),
  });
}

/** spec 03 §7 GET order. */
export function useOrder(uuid: string | undefined) {
  return useQuery({
    queryKey: ordersKeys.detail(uuid ?? ''),
    queryFn: ({ signal }) => call(getOrder, { params: { id: uuid ?? '' }, signal }),
    enabled: Boolean(uuid),
  });
}

/** The print proof of a marketing order, fetched with the session (it is the company's) and saved. */
export async function downloadOrderProof(uuid: string, filename: string): Promise<void> {
  const response = await fetch(`/api/v1/orders/${uuid}/proof`, { headers: fileCallHeaders() });
  if (!response.ok) throw toApiError(response.status, await response.json().catch(() => undefined), null);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
