import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error';
import { isLoopbackRequest } from '../../lib/loopback';
import { route } from '../../lib/route';
import { getDevOutbox } from './outbox.endpoints';
import type { OutboxService } from './outbox.service';

/**
 * Only registered outside production (see app.ts), and even there answered to this machine only: the
 * outbox holds one-time codes, so a development server reachable from the network must not show it.
 */
export function registerDevOutboxRoutes(app: FastifyInstance, deps: { outbox: OutboxService }): void {
  void app.register(async (dev) => {
    dev.addHook('onRequest', async (request) => {
      if (!isLoopbackRequest(request)) throw AppError.notFound();
    });
    route(dev, getDevOutbox, async ({ query }) => {
      const rows = await deps.outbox.listForRecipient(query.to);
      return rows.map((row) => ({
        id: row.id,
        channel: row.channel,
        recipient: row.recipient,
        subject: row.subject,
        body: row.body,
        kind: row.kind,
        status: row.status,
        attempts: row.attempts,
        error: row.error,
        created_at: row.createdAt.toISOString(),
        sent_at: row.sentAt?.toISOString() ?? null,
      }));
    });
  });
}
