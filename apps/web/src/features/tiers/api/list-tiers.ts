import { queryOptions, useQuery } from '@tanstack/react-query';
import { listTiers } from '@club/contract';
import { call } from '@/lib/api-client';
import { tiersKeys } from '@/lib/query-keys';

/** spec 03 §3: a region's tier categories and their brackets. */
export function tiersQueryOptions(regionId: number) {
  return queryOptions({
    queryKey: tiersKeys.list(regionId),
    queryFn: ({ signal }) => call(listTiers, { query: { region_id: regionId }, signal }),
    select: (answer) => answer.data,
  });
}

export function useTiers(regionId: number | undefined) {
  return useQuery({ ...tiersQueryOptions(regionId ?? 0), enabled: regionId !== undefined });
}
