import { queryOptions, useQuery } from '@tanstack/react-query';
import { getContent } from '@club/contract';
import { call } from '@/lib/api-client';
import { withContentCache } from '@/lib/query-client';
import { contentKeys } from '@/lib/query-keys';

/** spec 02 §7: one content item by uuid, cached like all content (stale 10 min, kept 30). */
export function contentItemQueryOptions(uuid: string) {
  return queryOptions(
    withContentCache({
      queryKey: contentKeys.detail(uuid),
      queryFn: ({ signal }) => call(getContent, { params: { id: uuid }, signal }),
    }),
  );
}

export function useContentItem(uuid: string) {
  return useQuery(contentItemQueryOptions(uuid));
}
