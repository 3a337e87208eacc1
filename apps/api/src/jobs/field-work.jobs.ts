import type { FastifyBaseLogger } from 'fastify';
import type { PointsExpiry } from '../modules/points/points-expiry';
import type { ProjectDeadlines } from '../modules/projects/project-deadlines';
import type { LeadDeadlines } from '../modules/leads/lead-deadlines';
import type { JobQueue } from './queue';

/** Daily at 02:15 UTC: in-progress projects past their deadline become lost (spec 02 §4). */
export const PROJECTS_LOST_QUEUE = 'projects-lost';
/** Daily at 06:00 UTC: the installation-date reminders of scheduled projects (spec 02 §2). */
export const INSTALLATION_REMINDERS_QUEUE = 'installation-reminders';
/** 1 January at 00:10 UTC: the yearly points expiry (ARCHITECTURE §5). */
export const POINTS_EXPIRY_QUEUE = 'points-expiry';

/** Every 15 minutes: leads' reminders, then expiry and the re-assignment of timed-out leads (ARCHITECTURE §7). */
export const LEAD_DEADLINES_QUEUE = 'lead-deadlines';

export const FIELD_WORK_QUEUES = [
  PROJECTS_LOST_QUEUE,
  INSTALLATION_REMINDERS_QUEUE,
  POINTS_EXPIRY_QUEUE,
  LEAD_DEADLINES_QUEUE,
];

/**
 * The recurring jobs of field work. Each handler is idempotent, so a retried or doubled run changes
 * nothing more; pg-boss keeps one schedule per queue for all instances on the database.
 */
export async function startFieldWorkJobs(
  queue: JobQueue,
  deps: {
    projectDeadlines: ProjectDeadlines;
    pointsExpiry: PointsExpiry;
    leadDeadlines: LeadDeadlines;
    logger: FastifyBaseLogger;
  },
): Promise<void> {
  const { logger } = deps;
  await queue.work(PROJECTS_LOST_QUEUE, async () => {
    const lost = await deps.projectDeadlines.markLost();
    if (lost > 0) logger.info({ lost }, 'projects past their deadline marked lost');
  });
  await queue.work(INSTALLATION_REMINDERS_QUEUE, async () => {
    const sent = await deps.projectDeadlines.sendInstallationReminders();
    if (sent > 0) logger.info({ sent }, 'installation-date reminders sent');
  });
  await queue.work(POINTS_EXPIRY_QUEUE, async () => {
    const outcome = await deps.pointsExpiry.run();
    logger.info(outcome, 'yearly points expiry');
  });
  await queue.work(LEAD_DEADLINES_QUEUE, async () => {
    const reminded = await deps.leadDeadlines.sendReminders();
    const outcome = await deps.leadDeadlines.expire();
    if (reminded > 0 || outcome.expired > 0) logger.info({ reminded, ...outcome }, 'lead deadlines');
  });
  await queue.schedule(PROJECTS_LOST_QUEUE, '15 2 * * *');
  await queue.schedule(INSTALLATION_REMINDERS_QUEUE, '0 6 * * *');
  await queue.schedule(POINTS_EXPIRY_QUEUE, '10 0 1 1 *');
  await queue.schedule(LEAD_DEADLINES_QUEUE, '*/15 * * * *');
}
