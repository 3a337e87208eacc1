import type { AdminContentQuery } from '@club/contract';

/** The only place that builds the content screens' query keys. */
export const contentKeys = {
  all: ['admin-content'] as const,
  list: (query: AdminContentQuery) => ['admin-content', 'list', query] as const,
  item: (uuid: string) => ['admin-content', 'item', uuid] as const,
  translations: (uuid: string) => ['admin-content', 'translations', uuid] as const,
};
