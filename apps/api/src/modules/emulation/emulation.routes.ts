import { createEmulationTicket, exchangeEmulationTicket, listOperatorUsers } from '@club/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route';
import type { SignInLimits } from '../../plugins/rate-limit';
import type { EmulationService } from './emulation.service';

export interface EmulationRoutesDeps {
  emulation: EmulationService;
  limits: SignInLimits;
}

/** ARCHITECTURE §4 Emulation: the operators' ticket and user lookup, and the app's exchange. */
export function registerEmulationRoutes(app: FastifyInstance, deps: EmulationRoutesDeps): void {
  route(app, listOperatorUsers, ({ query }) => deps.emulation.findUsers(query.email));
  route(app, createEmulationTicket, async ({ body, principal, request, reply }) => {
    const ticket = await deps.emulation.createTicket(
      { operatorUuid: principal.operatorUuid, role: principal.role, requestId: request.id },
      body.user_uuid,
    );
    reply.code(201);
    return ticket;
  });
  route(app, exchangeEmulationTicket, async ({ body, request }) => {
    await deps.limits.emulationExchange(request);
    return deps.emulation.exchange(body.ticket, request.id);
  });
}
