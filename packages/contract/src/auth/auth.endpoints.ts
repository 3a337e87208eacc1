import { ErrorSchema } from '../http/errors';
import { defineEndpoint } from '../http/endpoint';
import { OkSchema } from '../common/common.schemas';
import {
  LoginBodySchema,
  LoginResponseSchema,
  RefreshSessionBodySchema,
  SessionSchema,
  VerifyLoginBodySchema,
} from './auth.schemas';

/**
 * spec 01 §7, §8: sends a one-time code and answers the id of this login request; 404 'user not found'.
 * 429 with Retry-After: `code_already_sent` within the resend lock while that code is still valid,
 * `rate_limited`, `code_limit_reached` (SIGN_IN_CODE_CAPS) or `sms_unavailable` (the region's SMS budget).
 */
export const login = defineEndpoint({
  method: 'POST',
  path: '/v2/installer/login',
  access: 'public',
  summary: 'Send a one-time code to an e-mail or phone',
  body: LoginBodySchema,
  response: { 200: LoginResponseSchema, 404: ErrorSchema, 429: ErrorSchema },
});

/** spec 01 §8: a wrong code answers 406; the code is checked against the login request named. */
export const verifyLogin = defineEndpoint({
  method: 'POST',
  path: '/v2/installer/login/verify',
  access: 'public',
  summary: 'Exchange the one-time code for a session',
  body: VerifyLoginBodySchema,
  response: { 200: SessionSchema, 406: ErrorSchema, 429: ErrorSchema },
});

/** ARCHITECTURE §4: rotates the refresh token; a re-used old one revokes the family (401). */
export const refreshSession = defineEndpoint({
  method: 'POST',
  path: '/v2/installer/refresh',
  access: 'public',
  summary: 'Rotate the refresh token for a new session',
  body: RefreshSessionBodySchema,
  response: { 200: SessionSchema, 401: ErrorSchema },
});

export const logout = defineEndpoint({
  method: 'POST',
  path: '/v2/installer/user/logout',
  access: 'user',
  summary: 'Revoke the current session',
  response: { 200: OkSchema },
});
