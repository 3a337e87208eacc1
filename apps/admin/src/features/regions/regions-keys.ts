/** TanStack Query keys of the region screens; a change invalidates `all`. */
export const regionKeys = {
  all: ['regions'] as const,
  list: ['regions', 'list'] as const,
  changes: (id: number) => ['regions', 'changes', id] as const,
};
