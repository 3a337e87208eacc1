export const operatorKeys = {
  all: ['operators'] as const,
  list: (query: object) => ['operators', 'list', query] as const,
};
