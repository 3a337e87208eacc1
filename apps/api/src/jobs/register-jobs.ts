import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../lib/clock';
import type { Container } from '../container';
import type { Db } from '../db/database';
import { createSendMessageHandler, SEND_MESSAGE_QUEUE, type SendMessageJob } from './send-message.job';
import { FIELD_WORK_QUEUES, startFieldWorkJobs } from './field-work.jobs';

/** Every queue the app uses; created at start so that sending works even where workers are off. */
export const QUEUE_NAMES = [SEND_MESSAGE_QUEUE, ...FIELD_WORK_QUEUES];

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
  await startFieldWorkJobs(container.queue, {
    projectDeadlines: container.projectDeadlines,
    pointsExpiry: container.pointsExpiry,
    leadDeadlines: container.leadDeadlines,
    logger,
  });
}
