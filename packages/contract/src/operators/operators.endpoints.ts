import { ErrorSchema } from '../http/errors';
import { defineEndpoint } from '../http/endpoint';
import { OkSchema, UuidParamsSchema } from '../common/common.schemas';
import { RefreshSessionBodySchema, SessionSchema } from '../auth/auth.schemas';
import { EVERY_OPERATOR_ROLE, OPERATOR_SECTIONS } from '../constants/operator-sections';
import {
  AuditFacetsSchema,
  AuditListQuerySchema,
  AuditListSchema,
  MaintenanceSwitchSchema,
  OperatorInviteSchema,
  OperatorSchema,
  OperatorUpdateSchema,
  OperatorListQuerySchema,
  OperatorListSchema,
  OperatorSelfSchema,
  OperatorLoginBodySchema,
  OperatorLoginResponseSchema,
  OperatorVerifyBodySchema,
} from './operators.schemas';

/** ARCHITECTURE §4: sends a one-time code to an operator's e-mail. */
export const operatorLogin = defineEndpoint({
  method: 'POST',
  path: '/admin/login',
  access: 'public',
  summary: 'Send an operator a one-time code by e-mail',
  body: OperatorLoginBodySchema,
  response: { 200: OperatorLoginResponseSchema, 429: ErrorSchema },
});

/** A wrong code answers 406, as for installers. */
export const operatorVerifyLogin = defineEndpoint({
  method: 'POST',
  path: '/admin/login/verify',
  access: 'public',
  summary: 'Exchange an operator code for a session',
  body: OperatorVerifyBodySchema,
  response: { 200: SessionSchema, 406: ErrorSchema, 429: ErrorSchema },
});

export const operatorRefreshSession = defineEndpoint({
  method: 'POST',
  path: '/admin/refresh',
  access: 'public',
  summary: 'Rotate an operator refresh token',
  body: RefreshSessionBodySchema,
  response: { 200: SessionSchema, 401: ErrorSchema },
});

export const operatorLogout = defineEndpoint({
  method: 'POST',
  path: '/admin/logout',
  access: 'operator',
  operatorRoles: EVERY_OPERATOR_ROLE,
  summary: 'Revoke the current operator session',
  response: { 200: OkSchema },
});

/** spec 01 §4 Maintenance: the operators' switch (role admin), audit-logged. */
export const setMaintenance = defineEndpoint({
  method: 'PUT',
  path: '/admin/settings/maintenance',
  access: 'operator',
  operatorRoles: OPERATOR_SECTIONS.maintenance,
  summary: 'Switch maintenance mode on or off',
  body: MaintenanceSwitchSchema,
  response: { 200: MaintenanceSwitchSchema },
});

/** The signed-in operator: name, e-mail and role, for the back-office's header and sections. */
export const getOperatorSelf = defineEndpoint({
  method: 'GET',
  path: '/admin/self',
  access: 'operator',
  operatorRoles: EVERY_OPERATOR_ROLE,
  summary: 'The signed-in operator',
  response: { 200: OperatorSelfSchema },
});

/** The club's operators, filtered and sorted (admin only). */
export const listOperators = defineEndpoint({
  method: 'GET',
  path: '/admin/operators',
  access: 'operator',
  operatorRoles: OPERATOR_SECTIONS.operators,
  summary: 'The back-office operators',
  query: OperatorListQuerySchema,
  response: { 200: OperatorListSchema },
});

/** Invites an operator by e-mail (admin only): 201 with the operator; 422 when the address is taken. */
export const inviteOperator = defineEndpoint({
  method: 'POST',
  path: '/admin/operators',
  access: 'operator',
  operatorRoles: OPERATOR_SECTIONS.operators,
  summary: 'Invite an operator by e-mail',
  body: OperatorInviteSchema,
  response: { 201: OperatorSchema },
});

/** Changes an operator's role or deactivates them (their sessions end at once); never oneself. */
export const updateOperator = defineEndpoint({
  method: 'PATCH',
  path: '/admin/operators/:id',
  access: 'operator',
  operatorRoles: OPERATOR_SECTIONS.operators,
  summary: "Change an operator's role or status",
  params: UuidParamsSchema,
  body: OperatorUpdateSchema,
  response: { 200: OperatorSchema, 404: ErrorSchema },
});

/** ARCHITECTURE §4: every operator write, newest first, filtered (admin only). */
export const listAuditLog = defineEndpoint({
  method: 'GET',
  path: '/admin/audit',
  access: 'operator',
  operatorRoles: OPERATOR_SECTIONS.audit,
  summary: 'The audit log of operator writes',
  query: AuditListQuerySchema,
  response: { 200: AuditListSchema },
});

export const getAuditFacets = defineEndpoint({
  method: 'GET',
  path: '/admin/audit/facets',
  access: 'operator',
  operatorRoles: OPERATOR_SECTIONS.audit,
  summary: 'The actions and entities in the audit log',
  response: { 200: AuditFacetsSchema },
});

/** spec 01 §4 Maintenance: whether it is on now. */
export const getMaintenance = defineEndpoint({
  method: 'GET',
  path: '/admin/settings/maintenance',
  access: 'operator',
  operatorRoles: OPERATOR_SECTIONS.maintenance,
  summary: 'Whether maintenance mode is on',
  response: { 200: MaintenanceSwitchSchema },
});
