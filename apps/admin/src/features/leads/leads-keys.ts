/** TanStack Query keys of the leads' screens; every move of a lead invalidates `all`. */
export const leadKeys = {
  all: ['leads'] as const,
  list: (query: object) => ['leads', 'list', query] as const,
  lead: (uuid: string) => ['leads', 'lead', uuid] as const,
  companies: (query: object) => ['leads', 'companies', query] as const,
  intakeKeys: ['leads', 'intake-keys'] as const,
  regions: ['leads', 'regions'] as const,
};
