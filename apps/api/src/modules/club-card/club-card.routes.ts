import {
  createTopUp,
  getClubCard,
  listAdminClubCards,
  listAdminTopUps,
  listClubCardHistory,
  orderClubCard,
  setAdminClubCardStatus,
  settleAdminTopUp,
  verifyClubCard,
} from '@club/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { route } from '../../lib/route';
import type { OperatorPrincipal } from '../auth/access-token';
import type { OperatorActor } from '../operators/admin-settings.service';
import type { ClubCardService } from './club-card.service';

const actorOf = (principal: OperatorPrincipal, request: FastifyRequest): OperatorActor => ({
  operatorUuid: principal.operatorUuid,
  role: principal.role,
  requestId: request.id,
});

/** spec 03 §2–§7: the club card of the owner's company, and its back-office (docs/decisions/029). */
export function registerClubCardRoutes(app: FastifyInstance, deps: { clubCards: ClubCardService }): void {
  const { clubCards } = deps;
  route(app, getClubCard, ({ principal }) => clubCards.details(principal));
  route(app, orderClubCard, async ({ principal, body, reply }) => {
    const { status, details } = await clubCards.order(principal, body);
    reply.code(status);
    return details;
  });
  route(app, verifyClubCard, ({ principal, body }) => clubCards.verify(principal, body.card_serial_number));
  route(app, listClubCardHistory, ({ principal, query }) => clubCards.history(principal, query));
  route(app, createTopUp, async ({ principal, body, reply }) => {
    const { status, topUp } = await clubCards.createTopUp(principal, body);
    reply.code(status);
    return topUp;
  });

  route(app, listAdminClubCards, ({ query }) => clubCards.adminCards(query));
  route(app, setAdminClubCardStatus, ({ params, body, principal, request }) =>
    clubCards.setCardStatus(actorOf(principal, request), params.id, body),
  );
  route(app, listAdminTopUps, ({ query }) => clubCards.adminTopUps(query));
  route(app, settleAdminTopUp, ({ params, body, principal, request }) =>
    clubCards.settleByHand(actorOf(principal, request), params.id, body),
  );
}
