import { defineEndpoint } from '@club/contract';
import { z } from 'zod';

/**
 * Liveness without the database: the ceiling the benchmark compares database-backed routes with, and
 * a probe that tells "process up" apart from "database down". Server-only, so it is not in the contract.
 */
export const getLiveness = defineEndpoint({
  method: 'GET',
  path: '/health/live',
  access: 'public',
  summary: 'Process liveness (no database)',
  response: { 200: z.object({ status: z.literal('ok') }) },
});
