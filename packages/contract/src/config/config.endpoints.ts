import { defineEndpoint } from '../http/endpoint';
import { PrivateConfigSchema, PublicConfigSchema } from './config.schemas';

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
