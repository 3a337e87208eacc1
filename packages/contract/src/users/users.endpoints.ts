import { defineEndpoint } from '../http/endpoint';
import { UpdateSelfBodySchema, UserSchema } from './users.schemas';

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
  response: { 200: UserSchema },
});
