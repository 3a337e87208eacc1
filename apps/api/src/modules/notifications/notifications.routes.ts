import { listNotifications, markNotification } from '@club/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route';
import type { NotificationsService } from './notifications.service';

export function registerNotificationsRoutes(
  app: FastifyInstance,
  deps: { notifications: NotificationsService },
): void {
  route(app, listNotifications, ({ principal, query }) => deps.notifications.list(principal.userUuid, query));
  route(app, markNotification, ({ principal, params, body }) =>
    deps.notifications.mark(principal.userUuid, params.id, body.mark),
  );
}
