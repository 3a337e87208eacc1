import {
  applyCatalogueImport,
  createCatalogueSize,
  createCatalogueTagPhotoRule,
  createCatalogueType,
  createCatalogueVariant,
  deleteCatalogueTagPhotoRule,
  dryRunCatalogueImport,
  getCatalogueLists,
  getCatalogueType,
  listCatalogueTypes,
  updateCatalogueSize,
  updateCatalogueType,
  updateCatalogueVariant,
} from '@club/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { OperatorPrincipal } from '../auth/access-token';
import { route } from '../../lib/route';
import type { OperatorActor } from '../operators/admin-settings.service';
import type { CatalogueAdminService } from './catalogue-admin.service';

const actorOf = (principal: OperatorPrincipal, request: FastifyRequest): OperatorActor => ({
  operatorUuid: principal.operatorUuid,
  role: principal.role,
  requestId: request.id,
});

const created = <T>(reply: FastifyReply, body: T): T => {
  void reply.code(201);
  return body;
};

/** Back-office: the scanning catalogue (ARCHITECTURE §6), for admins and the content team. */
export function registerCatalogueAdminRoutes(
  app: FastifyInstance,
  deps: { catalogue: CatalogueAdminService },
): void {
  const { catalogue } = deps;
  route(app, listCatalogueTypes, ({ query }) => catalogue.listTypes(query));
  route(app, getCatalogueType, ({ params }) => catalogue.getType(params.code));
  route(app, createCatalogueType, async ({ body, principal, request, reply }) =>
    created(reply, await catalogue.createType(actorOf(principal, request), body)),
  );
  route(app, updateCatalogueType, ({ params, body, principal, request }) =>
    catalogue.updateType(actorOf(principal, request), params.code, body),
  );
  route(app, getCatalogueLists, () => catalogue.lists());
  route(app, createCatalogueVariant, async ({ body, principal, request, reply }) =>
    created(reply, await catalogue.createVariant(actorOf(principal, request), body)),
  );
  route(app, updateCatalogueVariant, ({ params, body, principal, request }) =>
    catalogue.updateVariant(actorOf(principal, request), params.code, body),
  );
  route(app, createCatalogueSize, async ({ body, principal, request, reply }) =>
    created(reply, await catalogue.createSize(actorOf(principal, request), body)),
  );
  route(app, updateCatalogueSize, ({ params, body, principal, request }) =>
    catalogue.updateSize(actorOf(principal, request), params.code, body),
  );
  route(app, createCatalogueTagPhotoRule, async ({ body, principal, request, reply }) =>
    created(reply, await catalogue.createTagPhotoRule(actorOf(principal, request), body)),
  );
  route(app, deleteCatalogueTagPhotoRule, ({ params, principal, request }) =>
    catalogue.deleteTagPhotoRule(actorOf(principal, request), params.id),
  );
  route(app, dryRunCatalogueImport, ({ body }) => catalogue.dryRun(body.csv));
  route(app, applyCatalogueImport, ({ body, principal, request }) =>
    catalogue.apply(actorOf(principal, request), body.csv, body.fingerprint),
  );
}
