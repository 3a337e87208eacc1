import { decideProjectReview, getProjectReview, type PageQuery } from '@club/contract';
import { queryOptions } from '@tanstack/react-query';
import { call } from '@/lib/api';

/** The review's query keys: a decision invalidates them all (the queue and the project). */
export const reviewKeys = {
  all: ['review'] as const,
  queue: (query: PageQuery) => ['review', 'queue', query] as const,
  project: (uuid: string) => ['review', 'project', uuid] as const,
};

export const projectReviewQuery = (uuid: string) =>
  queryOptions({
    queryKey: reviewKeys.project(uuid),
    queryFn: ({ signal }) => call(getProjectReview, { params: { id: uuid }, signal }),
  });

export { decideProjectReview };
