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
  // ARCHITECTURE §4: an operator viewing the app as the user must not give or withdraw their consents
  emulation: { refusedFields: ['email_consent', 'phone_consent'] },
  summary: 'Change own name, e-mail, consents, language or options',
  body: UpdateSelfBodySchema,
  response: { 200: UserSchema },
});
