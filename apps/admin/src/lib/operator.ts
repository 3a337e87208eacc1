import { getOperatorSelf, mayUseSection, type OperatorRole, type OperatorSection } from '@club/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from './api';

export const operatorKeys = { self: ['operator', 'self'] as const };

/** The signed-in operator (name, e-mail, role); the layout loads it before any section is shown. */
export function useOperator() {
  return useQuery({
    queryKey: operatorKeys.self,
    queryFn: ({ signal }) => call(getOperatorSelf, { signal }),
    staleTime: 5 * 60_000,
  });
}

/** Whether the role may use a section (the contract's matrix): screens hide the actions a role may not take. */
export const roleMayUse = (role: OperatorRole | undefined, section: OperatorSection): boolean =>
  role !== undefined && mayUseSection(role, section);
