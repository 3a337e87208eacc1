import { queryOptions, useQuery } from '@tanstack/react-query';
import { getPublicConfig, TIMINGS } from '@club/contract';
import { call } from '@/lib/api-client';
import { withConfigCache } from '@/lib/query-client';
import { configKeys } from '@/lib/query-keys';

export function fetchPublicConfig(signal?: AbortSignal) {
  return call(getPublicConfig, { signal });
}

/** spec 01 §7: configuration is cached for the life of the page. */
export function publicConfigQueryOptions() {
  return queryOptions(
    withConfigCache({
      queryKey: configKeys.public(),
      queryFn: ({ signal }) => fetchPublicConfig(signal),
    }),
  );
}

export function usePublicConfig() {
  return useQuery(publicConfigQueryOptions());
}

/** spec 01 §4 Maintenance: the same call, asked afresh every 60 s until the server answers. */
export function maintenanceProbeQueryOptions() {
  return queryOptions({
    queryKey: configKeys.maintenanceProbe(),
    queryFn: ({ signal }) => fetchPublicConfig(signal),
    staleTime: 0,
    gcTime: 0,
    refetchInterval: TIMINGS.maintenancePollMs,
    refetchIntervalInBackground: true,
  });
}
