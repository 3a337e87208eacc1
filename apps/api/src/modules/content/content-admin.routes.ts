import multipart from '@fastify/multipart';
import {
  CONTENT_LIMITS,
  createAdminContent,
  deleteAdminContentTranslation,
  getAdminContent,
  getContentImage,
  listAdminContent,
  listAdminContentTranslations,
  saveAdminContentTranslation,
  setAdminContentVisibility,
  updateAdminContent,
  uploadContentImage,
} from '@club/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { readSingleFile } from '../../lib/multipart';
import { route } from '../../lib/route';
import { serveStoredFile } from '../../lib/stored-file';
import type { OperatorPrincipal } from '../auth/access-token';
import type { OperatorActor } from '../operators/admin-settings.service';
import type { ContentAdminService } from './content-admin.service';

const actorOf = (principal: OperatorPrincipal, request: FastifyRequest): OperatorActor => ({
  operatorUuid: principal.operatorUuid,
  role: principal.role,
  requestId: request.id,
});

/** Back-office news, resources and videos (roles admin and content), and their pictures. */
export function registerContentAdminRoutes(
  app: FastifyInstance,
  deps: { contentAdmin: ContentAdminService },
): void {
  const service = deps.contentAdmin;
  route(app, listAdminContent, ({ query }) => service.list(query));
  route(app, getAdminContent, ({ params }) => service.get(params.id));
  route(app, createAdminContent, async ({ body, principal, request, reply }) => {
    const item = await service.create(actorOf(principal, request), body);
    reply.code(201);
    return item;
  });
  route(app, updateAdminContent, ({ body, params, principal, request }) =>
    service.update(actorOf(principal, request), params.id, body),
  );
  route(app, setAdminContentVisibility, ({ body, params, principal, request }) =>
    service.setVisibility(actorOf(principal, request), params.id, body.is_visible),
  );
  route(app, listAdminContentTranslations, ({ params }) => service.listTranslations(params.id));
  route(app, saveAdminContentTranslation, ({ body, params, principal, request }) =>
    service.saveTranslation(actorOf(principal, request), params.id, params.language_id, body),
  );
  route(app, deleteAdminContentTranslation, ({ params, principal, request }) =>
    service.deleteTranslation(actorOf(principal, request), params.id, params.language_id),
  );
  route(app, getContentImage, async ({ params, reply }) => {
    const image = await service.readImage(params.id);
    // A picture never changes under its uuid.
    reply.header('cache-control', 'public, max-age=31536000, immutable');
    serveStoredFile(reply, image.mimeType, `${params.id}.jpg`);
    return image.bytes;
  });

  // Multipart parsing only where a file is expected.
  void app.register(async (scope) => {
    await scope.register(multipart);
    route(scope, uploadContentImage, async ({ principal, request, reply }) => {
      const bytes = await readSingleFile(request, 'image', CONTENT_LIMITS.imageMaxBytes);
      const image = await service.storeImage(actorOf(principal, request), bytes);
      reply.code(201);
      return image;
    });
  });
}
