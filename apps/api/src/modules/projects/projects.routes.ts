import {
  createProject,
  deleteProject,
  getProject,
  listProjects,
  submitProjectSurvey,
  updateProject,
} from '@club/contract';
import type { FastifyInstance } from 'fastify';
import type { AnswerCache } from '../../lib/answer-cache';
import { route } from '../../lib/route';
import type { ProjectsService } from './projects.service';

/** spec 02 §7 project calls; every one reads or writes the caller's company only. */
export function registerProjectsRoutes(
  app: FastifyInstance,
  deps: { projects: ProjectsService; answers: AnswerCache },
): void {
  // The two reads check the session in their own statement (decision 006) and send a kept answer again
  // while the database says nothing it is made of has changed (decision 034).
  route(
    app,
    listProjects,
    async ({ principal, query, reply }) =>
      deps.answers.send(reply, await deps.projects.list(principal, query)),
    { sessionCheckedByHandler: true },
  );
  route(
    app,
    getProject,
    async ({ principal, params, reply }) =>
      deps.answers.send(reply, await deps.projects.get(principal, params.id)),
    { sessionCheckedByHandler: true },
  );
  route(app, createProject, async ({ principal, body, reply }) => {
    const project = await deps.projects.create(principal.companyId, principal.userUuid, body);
    reply.code(201);
    return project;
  });
  route(app, updateProject, ({ principal, params, body }) =>
    deps.projects.update(principal.companyId, params.id, body),
  );
  route(app, deleteProject, ({ principal, params }) => deps.projects.remove(principal.companyId, params.id));
  route(app, submitProjectSurvey, ({ principal, params, body }) =>
    deps.projects.submitSurvey(principal.companyId, params.id, body),
  );
}
