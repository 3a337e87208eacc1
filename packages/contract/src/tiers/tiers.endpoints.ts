import { ErrorSchema } from '../http/errors';
import { defineEndpoint } from '../http/endpoint';
import { listOf } from '../common/common.schemas';
import {
  TierDefinitionSchema,
  TierHistoryItemSchema,
  TierHistoryQuerySchema,
  TiersQuerySchema,
} from './tiers.schemas';

export const listTiers = defineEndpoint({
  method: 'GET',
  path: '/v2/tiers',
  access: 'user',
  summary: "A region's tier categories and brackets",
  query: TiersQuerySchema,
  response: { 200: listOf(TierDefinitionSchema) },
});

/** Another company's id answers 404 (ARCHITECTURE §4). */
export const listTierHistory = defineEndpoint({
  method: 'GET',
  path: '/v2/tiers/history',
  access: 'user',
  summary: "The company's progress in each tier category",
  query: TierHistoryQuerySchema,
  response: {
    200: listOf(TierHistoryItemSchema),
    404: ErrorSchema,
  },
});
