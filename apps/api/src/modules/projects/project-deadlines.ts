import { NOTIFICATION_EVENTS, addDays, isoDay } from '@club/contract';
import type { Db } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { createProjectsRepository } from './projects.repository';
import { projectLabel, type Notify } from './projects.service';

/**
 * spec 02 §4, ARCHITECTURE §5: the daily jobs of projects. An in-progress project whose survey was not
 * answered by its deadline (fixed at creation from the region's days-left setting) is lost; a scheduled
 * project gets its installation-date reminder the day before (or on the day, if the job missed that).
 */
export function createProjectDeadlines(deps: { db: Db; clock: Clock; notify: Notify }) {
  return {
    /** One UPDATE over the partial index of in-progress projects by deadline. */
    markLost: () => createProjectsRepository(deps.db).markLostPast(deps.clock.now()),

    /** Each reminder once: `reminder_sent_at` is set in the transaction that writes the notices. */
    async sendInstallationReminders(): Promise<number> {
      const now = deps.clock.now();
      const today = isoDay(now);
      const tomorrow = addDays(today, 1);
      return deps.db.transaction(async (tx) => {
        const projects = createProjectsRepository(tx);
        const due = await projects.lockDueReminders(today, tomorrow);
        for (const project of due) {
          const date = project.installationDate ?? tomorrow;
          await deps.notify(tx, {
            companyId: project.companyId,
            event: NOTIFICATION_EVENTS.PROJECT_INSTALLATION_DATE_REMINDER,
            title: 'Installation tomorrow',
            text: `The project ${projectLabel(project)} is due for installation on ${date}.`,
            ticketUuid: project.uuid,
            params: { date, project: projectLabel(project) },
          });
        }
        await projects.markReminded(
          due.map((p) => p.id),
          now,
        );
        return due.length;
      });
    },
  };
}

export type ProjectDeadlines = ReturnType<typeof createProjectDeadlines>;
