import { z } from 'zod';
import { defineEndpoint } from '../http/endpoint';

export const HealthSchema = z
  .object({
    status: z.enum(['ok', 'error']),
    database: z.enum(['ok', 'error']),
    version: z.string(),
  })
  .meta({ id: 'Health' });
export type Health = z.infer<typeof HealthSchema>;

export const getHealth = defineEndpoint({
  method: 'GET',
  path: '/health',
  access: 'public',
  summary: 'Liveness and database check',
  response: { 200: HealthSchema, 503: HealthSchema },
});
