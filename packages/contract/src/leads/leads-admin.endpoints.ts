import { ErrorSchema } from '../http/errors';
import { defineEndpoint } from '../http/endpoint';
import { UuidParamsSchema } from '../common/common.schemas';
import { OPERATOR_SECTIONS } from '../constants/operator-sections';
import { RegionIdParamsSchema } from '../operators/region-config.schemas';
import {
  AdminLeadAssignSchema,
  AdminLeadCompaniesQuerySchema,
  AdminLeadCompanyListSchema,
  AdminLeadCompanySchema,
  AdminLeadCompanySettingsSchema,
  AdminLeadCreateSchema,
  AdminLeadDetailSchema,
  AdminLeadListSchema,
  AdminLeadLostSchema,
  AdminLeadRejectSchema,
  AdminLeadsQuerySchema,
  IntakeKeyCreateSchema,
  IntakeKeyCreatedSchema,
  IntakeKeyListSchema,
  IntakeKeySchema,
  LeadRegionSettingsBodySchema,
  LeadRegionSettingsListSchema,
  LeadRegionSettingsSchema,
} from './leads-admin.schemas';

const desk = { access: 'operator', operatorRoles: OPERATOR_SECTIONS.leads } as const;
const setup = { access: 'operator', operatorRoles: OPERATOR_SECTIONS.leadsSetup } as const;

/** The dispatch desk: every lead, by status, unassigned, near deadline, region, company. */
export const listAdminLeads = defineEndpoint({
  method: 'GET',
  path: '/admin/leads',
  ...desk,
  summary: 'Leads with filters',
  query: AdminLeadsQuerySchema,
  response: { 200: AdminLeadListSchema },
});

export const getAdminLead = defineEndpoint({
  method: 'GET',
  path: '/admin/leads/:id',
  ...desk,
  summary: 'One lead with its history of moves',
  params: UuidParamsSchema,
  response: { 200: AdminLeadDetailSchema, 404: ErrorSchema },
});

/** A lead typed in by hand; assigned by the rules unless a company is named. Audited. */
export const createAdminLead = defineEndpoint({
  method: 'POST',
  path: '/admin/leads',
  ...desk,
  summary: 'Creates a lead by hand',
  body: AdminLeadCreateSchema,
  response: { 201: AdminLeadDetailSchema },
});

/** Assign or re-assign; the lead starts again as new at the company. Audited. 409 for a final lead. */
export const assignAdminLead = defineEndpoint({
  method: 'POST',
  path: '/admin/leads/:id/assign',
  ...desk,
  summary: 'Assigns a lead to a company',
  params: UuidParamsSchema,
  body: AdminLeadAssignSchema,
  response: { 200: AdminLeadDetailSchema, 404: ErrorSchema, 409: ErrorSchema },
});

/** The club rejects a lead. Audited. 409 for a final lead. */
export const rejectAdminLead = defineEndpoint({
  method: 'POST',
  path: '/admin/leads/:id/reject',
  ...desk,
  summary: 'Rejects a lead',
  params: UuidParamsSchema,
  body: AdminLeadRejectSchema,
  response: { 200: AdminLeadDetailSchema, 404: ErrorSchema, 409: ErrorSchema },
});

/** Lost with a reason from the config's lost reasons. Audited. 409 for a final lead. */
export const markAdminLeadLost = defineEndpoint({
  method: 'POST',
  path: '/admin/leads/:id/lost',
  ...desk,
  summary: 'Marks a lead lost with a reason',
  params: UuidParamsSchema,
  body: AdminLeadLostSchema,
  response: { 200: AdminLeadDetailSchema, 404: ErrorSchema, 409: ErrorSchema },
});

/** Companies with their lead settings, open leads and response times. */
export const listAdminLeadCompanies = defineEndpoint({
  method: 'GET',
  path: '/admin/lead-companies',
  ...desk,
  summary: "Companies' open leads and response-time stats",
  query: AdminLeadCompaniesQuerySchema,
  response: { 200: AdminLeadCompanyListSchema },
});

/** A company's postal-code coverage and open-leads cap. Audited. */
export const updateAdminLeadCompany = defineEndpoint({
  method: 'PUT',
  path: '/admin/lead-companies/:id',
  ...setup,
  summary: "Sets a company's postal coverage and cap",
  params: UuidParamsSchema,
  body: AdminLeadCompanySettingsSchema,
  response: { 200: AdminLeadCompanySchema, 404: ErrorSchema },
});

export const listIntakeKeys = defineEndpoint({
  method: 'GET',
  path: '/admin/lead-intake-keys',
  ...setup,
  summary: 'Intake API keys',
  response: { 200: IntakeKeyListSchema },
});

/** The key is in this answer only; the server keeps its hash. Audited. */
export const createIntakeKey = defineEndpoint({
  method: 'POST',
  path: '/admin/lead-intake-keys',
  ...setup,
  summary: 'Creates an intake API key',
  body: IntakeKeyCreateSchema,
  response: { 201: IntakeKeyCreatedSchema },
});

/** A revoked key answers 401 from then on. Audited. */
export const revokeIntakeKey = defineEndpoint({
  method: 'DELETE',
  path: '/admin/lead-intake-keys/:id',
  ...setup,
  summary: 'Revokes an intake API key',
  params: UuidParamsSchema,
  response: { 200: IntakeKeySchema, 404: ErrorSchema },
});

/** Every country's lead deadlines and default cap (defaults where not set). */
export const listLeadRegionSettings = defineEndpoint({
  method: 'GET',
  path: '/admin/lead-regions',
  ...setup,
  summary: "Regions' lead deadlines",
  response: { 200: LeadRegionSettingsListSchema },
});

/** 404 for a region that is not a country. Audited. */
export const updateLeadRegionSettings = defineEndpoint({
  method: 'PUT',
  path: '/admin/lead-regions/:id',
  ...setup,
  summary: "Sets a region's lead deadlines and default cap",
  params: RegionIdParamsSchema,
  body: LeadRegionSettingsBodySchema,
  response: { 200: LeadRegionSettingsSchema, 404: ErrorSchema },
});
