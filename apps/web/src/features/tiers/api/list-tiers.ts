import { queryOptions, useQuery } from '@tanstack/react-query';
import { listTiers } from '@club/contract';
import { call } from '@/lib/api-client';

/** spec 03 §3: a region's tier categories and their brackets. */
export function tiersQueryOptions(regionId: number) {
  return queryOptions({
    queryKey: ['tiers', regionId],
    queryFn: ({ signal }) => call(listTiers, { query: { region_id: regionId }, signal }),
    select: (answer) => answer.data,
  });
}

export function useTiers(regionId: number | undefined) {
  return useQuery({ ...tiersQueryOptions(regionId ?? 0), enabled: regionId !== undefined });
}
