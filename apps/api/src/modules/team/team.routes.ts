import {
  createInstaller,
  deleteInstaller,
  getInstaller,
  listInstallers,
  resendInstallerInvitation,
  updateInstaller,
} from '@club/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route';
import type { TeamService } from './team.service';

/** spec 03 §7: the owner's team. */
export function registerTeamRoutes(app: FastifyInstance, deps: { team: TeamService }): void {
  const team = deps.team;
  route(app, listInstallers, ({ principal, query }) => team.list(principal, query));
  route(app, getInstaller, ({ principal, params }) => team.get(principal, params.id));
  route(app, createInstaller, async ({ principal, body, reply }) => {
    const created = await team.create(principal, body);
    reply.code(201);
    return created;
  });
  route(app, updateInstaller, ({ principal, params, body }) => team.update(principal, params.id, body));
  route(app, deleteInstaller, ({ principal, params }) => team.remove(principal, params.id));
  route(app, resendInstallerInvitation, async ({ principal, params, reply }) => {
    const ok = await team.resend(principal, params.id);
    reply.code(201);
    return ok;
  });
}
