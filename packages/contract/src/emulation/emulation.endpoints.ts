import { ErrorSchema } from '../http/errors';
import { defineEndpoint } from '../http/endpoint';
import {
  CreateEmulationTicketBodySchema,
  EMULATION_OPERATOR_ROLES,
  EmulatedSessionSchema,
  EmulationTicketSchema,
  ExchangeEmulationTicketBodySchema,
  OperatorUserListSchema,
  OperatorUserQuerySchema,
} from './emulation.schemas';

/**
 * ARCHITECTURE §4 Emulation: an operator (admin or support) creates a single-use ticket, valid 2 minutes,
 * for an ACTIVE user. Unknown user → 404, a user who is not active → 422.
 */
export const createEmulationTicket = defineEndpoint({
  method: 'POST',
  path: '/admin/emulation-tickets',
  access: 'operator',
  operatorRoles: EMULATION_OPERATOR_ROLES,
  summary: 'Create a single-use ticket that opens the app as a user',
  body: CreateEmulationTicketBodySchema,
  response: {
    201: EmulationTicketSchema,
    404: ErrorSchema,
  },
});

/** Operators look a user up by e-mail before emulating them; an empty list when nobody has it. */
export const listOperatorUsers = defineEndpoint({
  method: 'GET',
  path: '/admin/users',
  access: 'operator',
  operatorRoles: EMULATION_OPERATOR_ROLES,
  summary: 'Find installer accounts by e-mail',
  query: OperatorUserQuerySchema,
  response: { 200: OperatorUserListSchema },
});

/**
 * spec 01 §2, §6: the app opened with `?test-session=<ticket>` exchanges it once for a session marked
 * emulated. The ticket travels in the body, never in a logged URL. Unknown, used or expired → 404.
 */
export const exchangeEmulationTicket = defineEndpoint({
  method: 'POST',
  path: '/v2/installer/emulation',
  access: 'public',
  summary: 'Exchange an emulation ticket for an emulated session',
  body: ExchangeEmulationTicketBodySchema,
  response: { 200: EmulatedSessionSchema, 404: ErrorSchema, 429: ErrorSchema },
});
