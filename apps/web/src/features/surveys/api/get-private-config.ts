import { queryOptions, useQuery } from '@tanstack/react-query';
import { getPrivateConfig } from '@club/contract';
import { call } from '@/lib/api-client';
import { withConfigCache } from '@/lib/query-client';
import { configKeys } from '@/lib/query-keys';

/**
 * spec 01 §7 GET /v1/config, the private config, cached for the life of the page. The key is the
 * config's own, so the answer is shared with any other screen that reads it.
 */
export function privateConfigQueryOptions() {
  return queryOptions(
    withConfigCache({
      queryKey: configKeys.private(),
      queryFn: ({ signal }) => call(getPrivateConfig, { signal }),
    }),
  );
}

/** The survey collector's address (spec 01 §2 Surveys), set by SURVEY_COLLECTOR_URL on the server. */
export function useCollectorUrl() {
  return useQuery({ ...privateConfigQueryOptions(), select: (config) => config.surveys.collector_url });
}
