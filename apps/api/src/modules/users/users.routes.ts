import { getSelf } from '@club/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route';
import type { UsersService } from './users.service';

export function registerUsersRoutes(app: FastifyInstance, deps: { users: UsersService }): void {
  route(app, getSelf, ({ principal }) => deps.users.getSelf(principal.userUuid));
}
