/** TanStack Query keys of the club cards' screens; an answer to a top-up invalidates `all`. */
export const clubCardKeys = {
  all: ['club-cards'] as const,
  topUps: (query: object) => ['club-cards', 'top-ups', query] as const,
  cards: (query: object) => ['club-cards', 'cards', query] as const,
};
