import { ErrorSchema, ValidationErrorSchema } from '../http/errors';
import { defineEndpoint } from '../http/endpoint';
import {
  ScanConfirmationListResultSchema,
  ScanConfirmationListSchema,
  ScanConfirmationQuerySchema,
  ScanConfirmationSchema,
} from './scans.schemas';

/** spec 02 §7, §8: checks one scanned or typed code against the catalogue before it is saved. */
export const getScanConfirmation = defineEndpoint({
  method: 'GET',
  path: '/v1/scans/confirmation',
  access: 'user',
  summary: 'Confirms one product code with its type, size and variant',
  query: ScanConfirmationQuerySchema,
  response: { 200: ScanConfirmationSchema, 401: ErrorSchema, 404: ErrorSchema, 422: ValidationErrorSchema },
});

/** spec 02 §7: the same check for a list (offline scans checked when online, spec 02 §4). */
export const confirmScans = defineEndpoint({
  method: 'POST',
  path: '/v1/scans/confirmation',
  access: 'user',
  summary: 'Confirms a list of product codes',
  body: ScanConfirmationListSchema,
  response: { 200: ScanConfirmationListResultSchema, 401: ErrorSchema, 422: ValidationErrorSchema },
});
