import { ErrorSchema, ValidationErrorSchema } from '../http/errors';
import { defineEndpoint } from '../http/endpoint';
import { UuidParamsSchema } from '../common/common.schemas';
import {
  LeadArchiveSchema,
  LeadDetailSchema,
  LeadInstallationDateSchema,
  LeadIntakeResultSchema,
  LeadIntakeSchema,
  LeadListSchema,
  LeadMoveSchema,
  LeadNoteSchema,
  LeadsQuerySchema,
  LeadsSummarySchema,
} from './leads.schemas';

/** spec 01 §9: the company's leads, 30 a page, by status group. Owner of a company that accepts leads. */
export const listLeads = defineEndpoint({
  method: 'GET',
  path: '/v1/leads',
  access: 'owner',
  summary: "The company's leads by status group",
  query: LeadsQuerySchema,
  response: { 200: LeadListSchema },
});

/** Home (spec 02 §2): how many new leads wait. */
export const getLeadsSummary = defineEndpoint({
  method: 'GET',
  path: '/v1/leads/summary',
  access: 'owner',
  summary: 'New and open leads count for the home page',
  response: { 200: LeadsSummarySchema },
});

/** spec 02 §3 Lead; another company's lead answers 404. */
export const getLead = defineEndpoint({
  method: 'GET',
  path: '/v1/leads/:id',
  access: 'owner',
  summary: 'One lead with its customer, products and allowed moves',
  params: UuidParamsSchema,
  response: { 200: LeadDetailSchema, 404: ErrorSchema },
});

/** /leads/{uuid}/archive: the lead with its history of moves. */
export const getLeadArchive = defineEndpoint({
  method: 'GET',
  path: '/v1/leads/:id/archive',
  access: 'owner',
  summary: 'One lead with its history',
  params: UuidParamsSchema,
  response: { 200: LeadArchiveSchema, 404: ErrorSchema },
});

/**
 * ARCHITECTURE §7: the installer's move. 422 `lead_move_not_allowed` with `errors.status` naming the
 * allowed moves. Agreed with an installation date makes (or links) a scheduled project.
 */
export const moveLead = defineEndpoint({
  method: 'POST',
  path: '/v1/leads/:id/status',
  access: 'owner',
  emulation: 'refused',
  summary: "Moves a lead along the installer's state machine",
  params: UuidParamsSchema,
  body: LeadMoveSchema,
  response: { 200: LeadDetailSchema, 404: ErrorSchema, 422: ValidationErrorSchema },
});

/** spec 02 §7 PATCH lead {uuid}: NotesFromVELUXClub; 409 once the lead is final. */
export const updateLeadNote = defineEndpoint({
  method: 'PATCH',
  path: '/v1/leads/:id',
  access: 'owner',
  emulation: 'refused',
  summary: "Edits the lead's note",
  params: UuidParamsSchema,
  body: LeadNoteSchema,
  response: { 200: LeadDetailSchema, 404: ErrorSchema, 409: ErrorSchema },
});

/** spec 02 §7 PATCH lead installation date: an agreed lead's date (minimum today); the project follows. 409 when
 * the lead is not agreed. */
export const setLeadInstallationDate = defineEndpoint({
  method: 'PATCH',
  path: '/v1/leads/:id/installation-date',
  access: 'owner',
  emulation: 'refused',
  summary: "Changes an agreed lead's installation date",
  params: UuidParamsSchema,
  body: LeadInstallationDateSchema,
  response: { 200: LeadDetailSchema, 404: ErrorSchema, 409: ErrorSchema, 422: ValidationErrorSchema },
});

/**
 * The brand's "find an installer" form. `X-Api-Key` header (401 when missing, wrong or revoked; 429 past
 * the key's rate); `Idempotency-Key` header or field: a replay answers the first answer again.
 */
export const intakeLead = defineEndpoint({
  method: 'POST',
  path: '/v1/intake/leads',
  access: 'public',
  summary: 'Takes a lead from the brand’s form',
  body: LeadIntakeSchema,
  response: { 201: LeadIntakeResultSchema, 401: ErrorSchema, 429: ErrorSchema },
});
