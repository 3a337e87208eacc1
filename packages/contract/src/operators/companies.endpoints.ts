import { ErrorSchema } from '../http/errors';
import { defineEndpoint } from '../http/endpoint';
import { PageQuerySchema, UuidParamsSchema } from '../common/common.schemas';
import {
  COMPANY_READ_ROLES,
  COMPANY_WRITE_ROLES,
  OperatorCompanyDetailSchema,
  OperatorCompanyListSchema,
  OperatorCompanyProjectListSchema,
  OperatorCompanyQuerySchema,
  OperatorCompanyStatusSchema,
  OperatorLedgerSchema,
  OperatorMemberSchema,
  PointsAdjustmentBodySchema,
  PointsAdjustmentResultSchema,
  SetAccountStatusBodySchema,
  SetMemberRoleBodySchema,
  UpdateOperatorCompanyBodySchema,
  UpdateOperatorUserBodySchema,
} from './companies.schemas';

/** Back-office: companies by name, registration number, e-mail, phone, region and status. */
export const searchOperatorCompanies = defineEndpoint({
  method: 'GET',
  path: '/admin/companies',
  access: 'operator',
  operatorRoles: COMPANY_READ_ROLES,
  summary: 'Search companies',
  query: OperatorCompanyQuerySchema,
  response: { 200: OperatorCompanyListSchema },
});

export const getOperatorCompany = defineEndpoint({
  method: 'GET',
  path: '/admin/companies/:id',
  access: 'operator',
  operatorRoles: COMPANY_READ_ROLES,
  summary: 'A company with its people and certificates',
  params: UuidParamsSchema,
  response: { 200: OperatorCompanyDetailSchema, 404: ErrorSchema },
});

/** The company's points ledger, newest first, each entry with the balance right after it. */
export const listOperatorCompanyLedger = defineEndpoint({
  method: 'GET',
  path: '/admin/companies/:id/ledger',
  access: 'operator',
  operatorRoles: COMPANY_READ_ROLES,
  summary: "A company's points ledger with a running balance",
  params: UuidParamsSchema,
  query: PageQuerySchema,
  response: { 200: OperatorLedgerSchema, 404: ErrorSchema },
});

export const listOperatorCompanyProjects = defineEndpoint({
  method: 'GET',
  path: '/admin/companies/:id/projects',
  access: 'operator',
  operatorRoles: COMPANY_READ_ROLES,
  summary: "A company's projects, newest first",
  params: UuidParamsSchema,
  query: PageQuerySchema,
  response: { 200: OperatorCompanyProjectListSchema, 404: ErrorSchema },
});

export const updateOperatorCompany = defineEndpoint({
  method: 'PATCH',
  path: '/admin/companies/:id',
  access: 'operator',
  operatorRoles: COMPANY_WRITE_ROLES,
  summary: "Correct a company's data",
  params: UuidParamsSchema,
  body: UpdateOperatorCompanyBodySchema,
  response: { 200: OperatorCompanyDetailSchema, 404: ErrorSchema },
});

/** Deactivating a company ends the sessions of all its people at once (spec 01 §4). */
export const setOperatorCompanyStatus = defineEndpoint({
  method: 'PUT',
  path: '/admin/companies/:id/status',
  access: 'operator',
  operatorRoles: COMPANY_WRITE_ROLES,
  summary: 'Activate or deactivate a company',
  params: UuidParamsSchema,
  body: SetAccountStatusBodySchema,
  response: { 200: OperatorCompanyStatusSchema, 404: ErrorSchema },
});

/** ARCHITECTURE §5: one ledger entry naming the operator; a debit below zero is 409 'Not enough points.'. */
export const adjustOperatorCompanyPoints = defineEndpoint({
  method: 'POST',
  path: '/admin/companies/:id/points',
  access: 'operator',
  operatorRoles: COMPANY_WRITE_ROLES,
  summary: "Credit or debit a company's points with a reason",
  params: UuidParamsSchema,
  body: PointsAdjustmentBodySchema,
  response: { 201: PointsAdjustmentResultSchema, 404: ErrorSchema, 409: ErrorSchema },
});

export const updateOperatorUser = defineEndpoint({
  method: 'PATCH',
  path: '/admin/users/:id',
  access: 'operator',
  operatorRoles: COMPANY_WRITE_ROLES,
  summary: "Correct a person's contact data",
  params: UuidParamsSchema,
  body: UpdateOperatorUserBodySchema,
  response: { 200: OperatorMemberSchema, 404: ErrorSchema },
});

/** Deactivating a person ends their sessions at once. */
export const setOperatorUserStatus = defineEndpoint({
  method: 'PUT',
  path: '/admin/users/:id/status',
  access: 'operator',
  operatorRoles: COMPANY_WRITE_ROLES,
  summary: 'Activate or deactivate a person',
  params: UuidParamsSchema,
  body: SetAccountStatusBodySchema,
  response: { 200: OperatorMemberSchema, 404: ErrorSchema },
});

/** spec 03 §6: within the team limit of the company's region; a company keeps at least one owner. */
export const setOperatorUserRole = defineEndpoint({
  method: 'PUT',
  path: '/admin/users/:id/role',
  access: 'operator',
  operatorRoles: COMPANY_WRITE_ROLES,
  summary: "Change a person's role in their company",
  params: UuidParamsSchema,
  body: SetMemberRoleBodySchema,
  response: { 200: OperatorMemberSchema, 404: ErrorSchema },
});
