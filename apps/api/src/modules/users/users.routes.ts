import { confirmEmailChange, getSelf, updateSelf } from '@club/contract';
import type { FastifyInstance } from 'fastify';
import type { AnswerCache } from '../../lib/answer-cache';
import { route } from '../../lib/route';
import type { UsersService } from './users.service';

export function registerUsersRoutes(
  app: FastifyInstance,
  deps: { users: UsersService; answers: AnswerCache },
): void {
  // It checks the session in its own statement (decision 006) and sends a kept answer again while the
  // database says nothing it is made of has changed (decision 036).
  route(
    app,
    getSelf,
    async ({ principal, reply }) => deps.answers.send(reply, await deps.users.getSelfInSession(principal)),
    { sessionCheckedByHandler: true },
  );
  route(app, updateSelf, ({ principal, body }) => deps.users.updateSelf(principal.userUuid, body));
  route(app, confirmEmailChange, ({ principal, body }) =>
    deps.users.confirmEmailChange(principal.userUuid, body.code),
  );
}
