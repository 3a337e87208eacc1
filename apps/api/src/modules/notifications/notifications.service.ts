import type { Notification, NotificationList, PageQuery } from '@club/contract';
import type { Db } from '../../db/database';
import { pageMeta, pageWindow } from '../../lib/paging';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import {
  createNotificationsRepository,
  type NewNotice,
  type NotificationsRepository,
} from './notifications.repository';

type Row = Awaited<ReturnType<NotificationsRepository['list']>>[number];

const toNotification = (row: Row): Notification => ({
  uuid: row.uuid,
  type: row.type as Notification['type'],
  mark: row.readAt ? 1 : 0,
  title: row.title,
  text: row.text,
  created_at: row.createdAt.toISOString(),
  event: row.event,
  meta: { ticket_uuid: row.ticketUuid },
  params: row.params,
});

export function createNotificationsService(deps: { db: Db; clock: Clock }) {
  const repository = createNotificationsRepository(deps.db);
  return {
    /** Writes a notice for every active member of the company, inside the caller's transaction. */
    notifyCompany: (tx: Db, notice: NewNotice) =>
      createNotificationsRepository(tx).insertForCompany(notice, deps.clock.now()),

    /** Writes a notice for one user, inside the caller's transaction. */
    notifyUser: (tx: Db, userId: number, notice: NewNotice) =>
      createNotificationsRepository(tx).insertForUser(userId, notice, deps.clock.now()),

    async list(userUuid: string, page: PageQuery): Promise<NotificationList> {
      const [rows, counts] = await Promise.all([
        repository.list(userUuid, pageWindow(page)),
        repository.counts(userUuid),
      ]);
      return {
        data: rows.map(toNotification),
        meta: { ...pageMeta(page, counts.total), unread: counts.unread },
      };
    },

    /** spec 02 §7 PATCH notification: the user's own only; anyone else's is 404. */
    async mark(userUuid: string, uuid: string, mark: 0 | 1): Promise<Notification> {
      const row = await repository.mark(userUuid, uuid, mark === 1 ? deps.clock.now() : null);
      if (!row) throw AppError.notFound();
      return toNotification(row);
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
