import { defineEndpoint } from '../http/endpoint';
import { OPERATOR_SECTIONS } from '../constants/operator-sections';
import { LostReasonListSchema, PrivateConfigSchema, PublicConfigSchema } from './config.schemas';

export const getPublicConfig = defineEndpoint({
  method: 'GET',
  path: '/v1/config/public',
  access: 'public',
  summary: 'Behaviours per region code (welcome points)',
  response: { 200: PublicConfigSchema },
});

export const getPrivateConfig = defineEndpoint({
  method: 'GET',
  path: '/v1/config',
  access: 'user',
  summary: 'Private configuration: lead lost reasons, product catalogue',
  response: { 200: PrivateConfigSchema },
});

/**
 * ARCHITECTURE §7: the lost reasons an operator chooses from when marking a lead lost; the same list as
 * the private config's, for the dispatch desk's roles.
 */
export const listAdminLeadLostReasons = defineEndpoint({
  method: 'GET',
  path: '/admin/config/lead-lost-reasons',
  access: 'operator',
  operatorRoles: OPERATOR_SECTIONS.leads,
  summary: 'Lead lost reasons',
  response: { 200: LostReasonListSchema },
});
