import { defineEndpoint } from '../http/endpoint';
import { ErrorSchema } from '../http/errors';
import { ConfirmEmailChangeBodySchema, UpdateSelfBodySchema, UserSchema } from './users.schemas';

export const getSelf = defineEndpoint({
  method: 'GET',
  path: '/v1/installer/user/self',
  access: 'user',
  summary: 'The signed-in user',
  response: { 200: UserSchema },
});

export const updateSelf = defineEndpoint({
  method: 'PATCH',
  path: '/v1/installer/user/self',
  access: 'user',
  // ARCHITECTURE §4: an operator viewing the app as the user must not give or withdraw their consents,
  // nor change how the user signs in (a new e-mail would let the operator sign in as them for good)
  emulation: { refusedFields: ['email_consent', 'phone_consent', 'email'] },
  summary: 'Change own name, e-mail, consents, language or options',
  body: UpdateSelfBodySchema,
  // 429: a code for a new e-mail was sent less than a minute ago, or too many wrong codes were entered
  response: { 200: UserSchema, 429: ErrorSchema },
});

/**
 * Applies the waiting e-mail change with the code sent to the new address; the old address is told.
 * 404 when no change waits (none, expired, or replaced), 406 for a wrong code (5 tries per code),
 * 429 after 10 wrong codes within 15 minutes, 422 on `email` when the address was taken meanwhile.
 */
export const confirmEmailChange = defineEndpoint({
  method: 'POST',
  path: '/v1/installer/user/self/email/confirm',
  access: 'user',
  // ARCHITECTURE §4: an operator viewing the app as the user must not change how the user signs in
  emulation: 'refused',
  summary: 'Confirm a new e-mail address with the code sent to it',
  body: ConfirmEmailChangeBodySchema,
  response: { 200: UserSchema, 404: ErrorSchema, 406: ErrorSchema, 429: ErrorSchema },
});
