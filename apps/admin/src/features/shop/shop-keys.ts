/** TanStack Query keys of the shop's screens; a write invalidates `all`. */
export const shopKeys = {
  all: ['shop'] as const,
  categories: ['shop', 'categories'] as const,
  products: (query: object) => ['shop', 'products', query] as const,
  product: (uuid: string) => ['shop', 'product', uuid] as const,
};
