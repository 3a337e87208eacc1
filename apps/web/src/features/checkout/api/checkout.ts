import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createOrder, updateCompany, type CreateOrderBody } from '@club/contract';
import { call } from '@/lib/api-client';
import { companyKeys, ordersKeys, pointsKeys, shopKeys } from '@/lib/query-keys';

/** spec 03 §7 "Update company registration number": PATCH /v1/company/{uuid}. */
export function useSaveRegistrationNumber(companyUuid: string | undefined) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (registration_number: string) =>
      call(updateCompany, { params: { id: companyUuid ?? '' }, body: { registration_number } }),
    onSuccess: (company) => client.setQueryData(companyKeys.detail(company.uuid), company),
  });
}

/**
 * spec 03 §7 POST order. The points, the orders and the stock shown in the shop change with it. The body's
 * idempotency key comes from the checkout draft, so a retry never orders twice.
 */
export function useCreateOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateOrderBody) => call(createOrder, { body }),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: pointsKeys.all });
      void client.invalidateQueries({ queryKey: ordersKeys.all });
      void client.invalidateQueries({ queryKey: shopKeys.all });
    },
  });
}
