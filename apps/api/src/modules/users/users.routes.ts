import { confirmEmailChange, getSelf, updateSelf } from '@club/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route';
import type { UsersService } from './users.service';

export function registerUsersRoutes(app: FastifyInstance, deps: { users: UsersService }): void {
  // Its one query checks the session too (issue: /self at half the speed of a bare `select 1`).
  route(app, getSelf, ({ principal }) => deps.users.getSelfInSession(principal), {
    sessionCheckedByHandler: true,
  });
  route(app, updateSelf, ({ principal, body }) => deps.users.updateSelf(principal.userUuid, body));
  route(app, confirmEmailChange, ({ principal, body }) =>
    deps.users.confirmEmailChange(principal.userUuid, body.code),
  );
}
