import { registerCompany, validateRegistration } from '@club/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route';
import type { SignInLimits } from '../../plugins/rate-limit';
import type { RegistrationService } from './registration.service';

export function registerRegistrationRoutes(
  app: FastifyInstance,
  deps: {
    registration: RegistrationService;
    limits: Pick<SignInLimits, 'register' | 'validateRegistration'>;
  },
): void {
  route(app, validateRegistration, async ({ query, request }) => {
    await deps.limits.validateRegistration(request);
    return deps.registration.validate(query);
  });
  route(app, registerCompany, async ({ body, request, reply }) => {
    await deps.limits.register(request);
    const created = await deps.registration.register(body);
    reply.code(201);
    return created;
  });
}
