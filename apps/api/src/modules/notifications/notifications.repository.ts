import { and, count, desc, eq, sql } from 'drizzle-orm';
import { USER_STATUS, type NotificationEvent, type NotificationType } from '@club/contract';
import type { Db } from '../../db/database';
import { notifications } from '../../db/schema/notifications';
import { users } from '../../db/schema/users';

/** A notice for every active member of a company (the event is the contract's, so a typo fails to build). */
export interface NewNotice {
  companyId: number;
  event: NotificationEvent;
  type?: NotificationType;
  title: string;
  text: string;
  ticketUuid?: string | null;
  params?: Record<string, string | number>;
  /** Only the members of this role (the owners, for an order); every member when absent. */
  roleId?: number;
}

const columns = {
  uuid: notifications.uuid,
  type: notifications.type,
  title: notifications.title,
  text: notifications.text,
  event: notifications.event,
  ticketUuid: notifications.ticketUuid,
  params: notifications.params,
  readAt: notifications.readAt,
  createdAt: notifications.createdAt,
};

const userIdOf = (userUuid: string) =>
  sql`(select ${users.id} from ${users} where ${users.uuid} = ${userUuid})`;

/** spec 02 §2 Notifications: every read is scoped by the signed-in user. */
export function createNotificationsRepository(db: Db) {
  return {
    /**
     * One notice to every active member of a company, in one statement inside the caller's transaction
     * (a project closed by one installer is news for the whole team).
     */
    async insertForCompany(notice: NewNotice, now: Date): Promise<number> {
      const result = (await db.execute(sql`
        insert into ${notifications} (user_id, company_id, type, event, ticket_uuid, params, title, text, created_at)
        select ${users.id}, ${users.companyId}, ${notice.type ?? 'info'}, ${notice.event},
          ${notice.ticketUuid ?? null}::uuid, ${JSON.stringify(notice.params ?? {})}::jsonb,
          ${notice.title}, ${notice.text}, ${now.toISOString()}::timestamptz
        from ${users}
        where ${users.companyId} = ${notice.companyId} and ${users.status} = ${USER_STATUS.ACTIVE}
          and ${users.deletedAt} is null
          ${notice.roleId === undefined ? sql`` : sql`and ${users.roleId} = ${notice.roleId}`}
        returning id`)) as unknown as { rows: unknown[] };
      return result.rows.length;
    },

    list(userUuid: string, page: { limit: number; offset: number }) {
      return db
        .select(columns)
        .from(notifications)
        .where(eq(notifications.userId, userIdOf(userUuid)))
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(page.limit)
        .offset(page.offset);
    },

    async counts(userUuid: string): Promise<{ total: number; unread: number }> {
      const [row] = await db
        .select({
          total: count(),
          unread: sql<number>`count(*) filter (where ${notifications.readAt} is null)`.mapWith(Number),
        })
        .from(notifications)
        .where(eq(notifications.userId, userIdOf(userUuid)));
      return { total: row?.total ?? 0, unread: row?.unread ?? 0 };
    },

    async mark(userUuid: string, uuid: string, readAt: Date | null) {
      const [row] = await db
        .update(notifications)
        .set({ readAt })
        .where(and(eq(notifications.uuid, uuid), eq(notifications.userId, userIdOf(userUuid))))
        .returning(columns);
      return row ?? null;
    },

    /** Whether a notice of this event about this object was sent already (jobs run more than once). */
    async exists(event: string, ticketUuid: string): Promise<boolean> {
      const [row] = await db
        .select({ id: notifications.id })
        .from(notifications)
        .where(and(eq(notifications.event, event), eq(notifications.ticketUuid, ticketUuid)))
        .limit(1);
      return row !== undefined;
    },
  };
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
