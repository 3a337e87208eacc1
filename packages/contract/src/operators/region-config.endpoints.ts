import { ErrorSchema } from '../http/errors';
import { defineEndpoint } from '../http/endpoint';
import { OPERATOR_SECTIONS } from '../constants/operator-sections';
import {
  RegionConfigChangeListSchema,
  RegionConfigBodySchema,
  RegionConfigListSchema,
  RegionConfigSchema,
  RegionIdParamsSchema,
} from './region-config.schemas';

/** ARCHITECTURE §4: the regions' numbers are money-like settings, for admins only. */
export const REGION_CONFIG_OPERATOR_ROLES = OPERATOR_SECTIONS.regions;

export const listRegionConfigs = defineEndpoint({
  method: 'GET',
  path: '/admin/regions',
  access: 'operator',
  operatorRoles: REGION_CONFIG_OPERATOR_ROLES,
  summary: "The countries' numbers: welcome points, project deadline, minimum cart value, generic tags",
  response: { 200: RegionConfigListSchema },
});

/** 404 for a region that is not a country (region 1 "All" has no numbers of its own). */
export const updateRegionConfig = defineEndpoint({
  method: 'PUT',
  path: '/admin/regions/:id',
  access: 'operator',
  operatorRoles: REGION_CONFIG_OPERATOR_ROLES,
  summary: "Change a country's numbers; the change is audit-logged with before and after",
  params: RegionIdParamsSchema,
  body: RegionConfigBodySchema,
  response: { 200: RegionConfigSchema, 404: ErrorSchema },
});

/** The region's latest audited changes (20), with who made them and the values before and after. */
export const listRegionConfigChanges = defineEndpoint({
  method: 'GET',
  path: '/admin/regions/:id/changes',
  access: 'operator',
  operatorRoles: REGION_CONFIG_OPERATOR_ROLES,
  summary: "The latest changes of a country's numbers, from the audit log",
  params: RegionIdParamsSchema,
  response: { 200: RegionConfigChangeListSchema },
});
