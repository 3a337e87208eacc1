/** TanStack Query keys of the catalogue screens; a write invalidates `all`. */
export const catalogueKeys = {
  all: ['catalogue'] as const,
  types: (query: object) => ['catalogue', 'types', query] as const,
  type: (code: string) => ['catalogue', 'type', code] as const,
  lists: ['catalogue', 'lists'] as const,
};
