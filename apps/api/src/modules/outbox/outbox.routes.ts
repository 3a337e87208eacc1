import type { FastifyInstance } from 'fastify';
import { route } from '../../lib/route';
import { getDevOutbox } from './outbox.endpoints';
import type { OutboxService } from './outbox.service';

/** Only called outside production (see app.ts): the route does not exist there at all. */
export function registerDevOutboxRoutes(app: FastifyInstance, deps: { outbox: OutboxService }): void {
  route(app, getDevOutbox, async ({ query }) => {
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
}
