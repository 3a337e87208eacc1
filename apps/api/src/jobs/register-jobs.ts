import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../lib/clock';
import type { Container } from '../container';
import type { Db } from '../db/database';
import { createSendMessageHandler, SEND_MESSAGE_QUEUE, type SendMessageJob } from './send-message.job';
import { FIELD_WORK_QUEUES, startFieldWorkJobs } from './field-work.jobs';
import { CLUB_CARD_QUEUES, startClubCardJobs } from './club-card.jobs';

/**
 * Daily at 00:05 UTC: tier progress of a year that ended (the region's reset day, 1 January by default)
 * goes back to 0 (ARCHITECTURE §5); adding to an ended year restarts it as well, whenever the job runs.
 */
const TIERS_RESET_QUEUE = 'tiers-reset';

/** Every queue the app uses; created at start so that sending works even where workers are off. */
export const QUEUE_NAMES = [SEND_MESSAGE_QUEUE, ...FIELD_WORK_QUEUES, ...CLUB_CARD_QUEUES, TIERS_RESET_QUEUE];

/** Starts the queue and, when jobs are enabled, the workers: the same handlers on PGlite and PostgreSQL. */
export async function startJobs(container: Container, db: Db, clock: Clock, logger: FastifyBaseLogger) {
  await container.queue.start(QUEUE_NAMES);
  await container.queue.work<SendMessageJob>(
    SEND_MESSAGE_QUEUE,
    createSendMessageHandler({
      db,
      adapters: container.adapters,
      clock,
      logger,
      seal: container.messageSeal,
      devMailbox: container.devMailbox,
    }),
  );
  await container.queue.work(TIERS_RESET_QUEUE, async () => {
    const reset = await container.tiers.resetEndedYears();
    if (reset > 0) logger.info({ reset }, 'tier progress of ended years reset');
  });
  await container.queue.schedule(TIERS_RESET_QUEUE, '5 0 * * *');
  await startFieldWorkJobs(container.queue, {
    projectDeadlines: container.projectDeadlines,
    pointsExpiry: container.pointsExpiry,
    leadDeadlines: container.leadDeadlines,
    logger,
  });
  await startClubCardJobs(container.queue, { clubCards: container.clubCards, logger });
}
