import { and, eq, gte, inArray, isNull, lte } from 'drizzle-orm';
import { NOTIFICATION_EVENTS, PROJECT_STATUS } from '@club/contract';
import type { Db } from '../../db/database';
import { projects } from '../../db/schema/projects';
import type { Clock } from '../../lib/clock';
import type { Notify } from './projects.service';

const DAY_MS = 86_400_000;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * spec 02 §4, ARCHITECTURE §5: the daily jobs of projects. An in-progress project whose survey was not
 * answered by its deadline (fixed at creation from the region's days-left setting) is lost; a scheduled
 * project gets its installation-date reminder the day before (or on the day, if the job missed that).
 */
export function createProjectDeadlines(deps: { db: Db; clock: Clock; notify: Notify }) {
  return {
    /** One UPDATE over the partial index of in-progress projects by deadline. */
    async markLost(): Promise<number> {
      const now = deps.clock.now();
      const lost = await deps.db
        .update(projects)
        .set({ status: PROJECT_STATUS.LOST, updatedAt: now })
        .where(
          and(
            eq(projects.status, PROJECT_STATUS.IN_PROGRESS),
            lte(projects.deadlineAt, now),
            isNull(projects.surveyedAt),
          ),
        )
        .returning({ id: projects.id });
      return lost.length;
    },

    /** Each reminder once: `reminder_sent_at` is set in the transaction that writes the notices. */
    async sendInstallationReminders(): Promise<number> {
      const now = deps.clock.now();
      const today = isoDay(now);
      const tomorrow = isoDay(new Date(now.getTime() + DAY_MS));
      return deps.db.transaction(async (tx) => {
        const due = await tx
          .select({
            id: projects.id,
            uuid: projects.uuid,
            companyId: projects.companyId,
            name: projects.name,
            streetName: projects.streetName,
            installationDate: projects.installationDate,
          })
          .from(projects)
          .where(
            and(
              eq(projects.status, PROJECT_STATUS.SCHEDULED),
              isNull(projects.reminderSentAt),
              gte(projects.installationDate, today),
              lte(projects.installationDate, tomorrow),
            ),
          )
          .for('update', { skipLocked: true });
        for (const project of due) {
          const date = project.installationDate ?? tomorrow;
          await deps.notify(tx, {
            companyId: project.companyId,
            event: NOTIFICATION_EVENTS.PROJECT_INSTALLATION_DATE_REMINDER,
            title: 'Installation tomorrow',
            text: `The project ${project.name ?? project.streetName} is due for installation on ${date}.`,
            ticketUuid: project.uuid,
            params: { date },
          });
        }
        if (due.length > 0) {
          await tx
            .update(projects)
            .set({ reminderSentAt: now })
            .where(
              inArray(
                projects.id,
                due.map((p) => p.id),
              ),
            );
        }
        return due.length;
      });
    },
  };
}

export type ProjectDeadlines = ReturnType<typeof createProjectDeadlines>;
