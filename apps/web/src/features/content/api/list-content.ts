import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { CONTENT_VISIBLE, listContent, PAGE_SIZES, type ContentType } from '@club/contract';
import { call } from '@/lib/api-client';
import { withContentCache } from '@/lib/query-client';
import { contentKeys } from '@/lib/query-keys';

interface ContentListParams {
  types: readonly ContentType[];
  limit: number;
}

const fetchPage = ({ types, limit }: ContentListParams, page: number, signal: AbortSignal) =>
  call(listContent, {
    query: { content_types: types.join(','), visible: CONTENT_VISIBLE, page, limit },
    signal,
  });

/** spec 01 §7: content is stale after 10 minutes and kept 30. */
export function contentListQueryOptions(params: ContentListParams) {
  return queryOptions(
    withContentCache({
      queryKey: contentKeys.list(params),
      queryFn: ({ signal }) => fetchPage(params, 1, signal),
    }),
  );
}

/** spec 01 §2, spec 02 §9: home asks for 10 visible news and shows the latest 5. */
export function useLatestNews() {
  return useQuery({
    ...contentListQueryOptions({ types: ['news'], limit: PAGE_SIZES.homeNewsRequest }),
    select: (page) => page.data.slice(0, PAGE_SIZES.homeNewsShown),
  });
}

/** spec 02 §2: tutorial videos on /resources, at most 40. */
export function useTutorialVideos() {
  return useQuery(contentListQueryOptions({ types: ['video'], limit: PAGE_SIZES.tutorialVideos }));
}

/** Resource articles on /resources (spec 02 §1), newest first, one page of the news list's size. */
export function useResourceArticles() {
  return useQuery(contentListQueryOptions({ types: ['resource'], limit: PAGE_SIZES.news }));
}

const NEWS: ContentListParams = { types: ['news'], limit: PAGE_SIZES.news };

/** spec 02 §2, §9: /news, 20 a page, the next page appended by "load more". */
export function newsPagesQueryOptions() {
  return infiniteQueryOptions(
    withContentCache({
      queryKey: contentKeys.pages(NEWS),
      queryFn: ({ pageParam, signal }: { pageParam: number; signal: AbortSignal }) =>
        fetchPage(NEWS, pageParam, signal),
      initialPageParam: 1,
      getNextPageParam: (last: Awaited<ReturnType<typeof fetchPage>>) =>
        last.meta.current_page < last.meta.last_page ? last.meta.current_page + 1 : undefined,
    }),
  );
}

export function useNewsPages() {
  return useInfiniteQuery(newsPagesQueryOptions());
}
