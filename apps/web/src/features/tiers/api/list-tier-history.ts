import { queryOptions, useQuery } from '@tanstack/react-query';
import { listTierHistory } from '@club/contract';
import { call } from '@/lib/api-client';
import { tiersKeys } from '@/lib/query-keys';

/** spec 01 §3 Tier history item: the company's progress in each tier category (numeric company id). */
export function tierHistoryQueryOptions(companyId: number) {
  return queryOptions({
    queryKey: tiersKeys.history(companyId),
    queryFn: ({ signal }) => call(listTierHistory, { query: { installer_company_id: companyId }, signal }),
    select: (answer) => answer.data,
  });
}

export function useTierHistory(companyId: number | undefined) {
  return useQuery({ ...tierHistoryQueryOptions(companyId ?? 0), enabled: companyId !== undefined });
}
