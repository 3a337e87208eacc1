import { z } from 'zod';
import { LEAD_ERROR_CODES } from '../constants/leads';

/** Body of every non-validation error answer. */
export const ErrorSchema = z
  .object({
    message: z.string(),
    code: z.string().optional(),
  })
  .meta({ id: 'Error' });
export type ApiError = z.infer<typeof ErrorSchema>;

/** 422: the spec's field-to-messages object (spec 01 §5, §8). */
export const ValidationErrorSchema = z
  .object({
    message: z.string(),
    errors: z.record(z.string(), z.array(z.string())),
    /** A refusal with a code of its own (an idempotency key reused with another body). */
    code: z.string().optional(),
  })
  .meta({ id: 'ValidationError' });
export type ValidationError = z.infer<typeof ValidationErrorSchema>;

/** Stable error codes the server sends with `{ message, code }`; the web translates by code. */
export const ERROR_CODES = {
  validation: 'validation_failed',
  malformedJson: 'malformed_json',
  notFound: 'not_found',
  unauthorized: 'unauthorized',
  forbidden: 'forbidden',
  maintenance: 'maintenance',
  /** The database did not answer in time or refused the connection: try again shortly (503). */
  databaseUnavailable: 'database_unavailable',
  rateLimited: 'rate_limited',
  payloadTooLarge: 'payload_too_large',
  timeout: 'timeout',
  internal: 'internal_error',
  /** Sign-in of an account that is deactivated, or whose company is (spec 01 §4: terms declined). */
  accountInactive: 'account_inactive',
  /** A 4xx the framework raised without a code of its own. */
  badRequest: 'bad_request',
  /** spec 01 §8: 406 for a wrong, used or expired one-time code. */
  wrongCode: 'wrong_code',
  /**
   * 429 of a code request within the resend lock while the code sent for the contact is still valid: the
   * browser that asked for it goes back to its code form (docs/decisions/015-sign-in-requests.md).
   */
  codeAlreadySent: 'code_already_sent',
  /** 429: the hourly or daily number of codes for the contact is reached (`SIGN_IN_CODE_CAPS`). */
  codeLimitReached: 'code_limit_reached',
  /** 429: the region's SMS budget for the day is spent; codes by e-mail still work. */
  smsUnavailable: 'sms_unavailable',
  /** The terms answer while no terms wait for one (spec 01 §2). */
  termsNotPending: 'terms_not_pending',
  /** 409: a debit the balance does not cover (ARCHITECTURE §5). */
  notEnoughPoints: 'not_enough_points',
  /** 409: a project that is no longer scheduled, so no longer takes changes (spec 02 §4, §5). */
  projectClosed: 'project_closed',
  /** 409: a project with products cannot go back to scheduled. */
  projectHasProducts: 'project_has_products',
  /** 409: spec 02 §4, a project is deleted only without products. */
  projectNotEmpty: 'project_not_empty',
  /** 409: a review decision about a project that is not in review. */
  projectNotInReview: 'project_not_in_review',
  /** 409: the survey of a project that is not in progress or has no products. */
  surveyNotOpen: 'survey_not_open',
  /** 409: spec 02 §4, products are deleted only while their project is in progress. */
  productDeleteNotAllowed: 'product_delete_not_allowed',
  /** 404 of the scan confirmation: the code cannot be a product (spec 02 §8). */
  codeNotFound: 'code_not_found',
  /** 406: the serial is registered already, anywhere in the club (spec 02 §8). */
  alreadyScanned: 'already_scanned',
  /** 400: the code or its details are not a product of the catalogue. */
  invalidProduct: 'invalid_product',
  /** 409: the project does not take products in its status (spec 02 §4). */
  projectNotAcceptingProducts: 'project_not_accepting_products',
  /** 400: the scan needs its photo. */
  imageRequired: 'image_required',
  /** 403: ARCHITECTURE §4, refused in a session an operator opened as the user. */
  emulationRefused: 'emulation_refused',
  /** 409: a catalogue import whose plan changed since its dry run (file or catalogue): run it again. */
  catalogueImportStale: 'catalogue_import_stale',
  /** 409: an order asks for more pieces of a variant than its stock holds (spec 03 §5). */
  outOfStock: 'out_of_stock',
  /** 409: a cart order below the region's minimum for its type (spec 03 §5, §9). */
  minimumOrderValue: 'minimum_order_value',
  /** 422: an idempotency key sent again with another body. */
  idempotencyKeyReused: 'idempotency_key_reused',
  /** 409: a product that is inactive, invisible in the region, or not of the order's type. */
  productNotOrderable: 'product_not_orderable',
  /** 409: the region's team limit is reached (spec 03 §6). */
  teamLimitReached: 'team_limit_reached',
  /** Sales leads (constants/leads.ts). */
  ...LEAD_ERROR_CODES,
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];
