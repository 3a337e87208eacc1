import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { users } from './users';

/**
 * spec 03 §7 POST order file upload: a logo for a marketing print product, owned by its company. The
 * bytes are in the file storage under `path`; the type is the one we read from the content, never the
 * client's. `orderUuid` is set when an order uses the file: from then on the order keeps it and it can no
 * longer be deleted (no foreign key: the orders table belongs to the shop module and the file outlives
 * nothing it names).
 */
export const orderFiles = pgTable(
  'order_files',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().defaultRandom().unique(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    uploadedByUserId: integer('uploaded_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Storage key (`order-files/<company>/<uuid>.<ext>`). */
    path: text('path').notNull(),
    /** The client's file name, cleaned, as shown back to it and printed on the proof. */
    name: text('name').notNull(),
    mimeType: text('mime_type').notNull(),
    bytes: integer('bytes').notNull(),
    orderUuid: uuid('order_uuid'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_files_company_idx').on(t.companyId),
    // the per-user upload quota counts the uploads of the last hour and day
    index('order_files_uploader_created_idx').on(t.uploadedByUserId, t.createdAt),
    check('order_files_bytes_check', sql`${t.bytes} > 0 and ${t.bytes} <= 10000000`),
  ],
);

export type OrderFileRow = typeof orderFiles.$inferSelect;
