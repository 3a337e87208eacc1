/** TanStack Query keys of the orders' screens; a status change invalidates `all`. */
export const orderKeys = {
  all: ['orders'] as const,
  list: (query: object) => ['orders', 'list', query] as const,
  order: (uuid: string) => ['orders', 'order', uuid] as const,
};
