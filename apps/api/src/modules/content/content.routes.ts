import { getContent, listContent } from '@club/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route';
import type { ContentService } from './content.service';

export function registerContentRoutes(app: FastifyInstance, deps: { content: ContentService }): void {
  route(app, listContent, ({ principal, query }) => deps.content.list(principal.userUuid, query));
  route(app, getContent, ({ principal, params }) => deps.content.get(principal.userUuid, params.id));
}
