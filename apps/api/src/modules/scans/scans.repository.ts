import { and, count, eq, gt, inArray, min, sql, sum } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { projectProducts, projects, scanImages, serialAttempts } from '../../db/schema/projects';
import { users } from '../../db/schema/users';

export interface NewProduct {
  clientId: string;
  projectId: number;
  companyId: number;
  serialNumber: string;
  type: string;
  size: string;
  variant: string;
  isUnique: boolean;
  requiresTagPhoto: boolean;
  imageId: number | null;
}

/** A saved product as the save calls answer it. */
const savedColumns = {
  id: projectProducts.id,
  uuid: projectProducts.uuid,
  clientId: projectProducts.clientId,
  companyId: projectProducts.companyId,
  projectId: projectProducts.projectId,
  serialNumber: projectProducts.serialNumber,
};

/** Registered products (ARCHITECTURE §6): the serial register is the partial unique index. */
export interface SavedProduct {
  id: number;
  uuid: string;
  clientId: string;
  companyId: number;
  projectId: number;
  serialNumber: string;
}

/** Registered products (ARCHITECTURE §6): the serial register is the partial unique index. */
export function createScansRepository(db: Db) {
  return {
    /** The serials among `serials` that are registered already (unique tags only), one query. */
    async registeredSerials(serials: readonly string[]): Promise<Set<string>> {
      if (serials.length === 0) return new Set();
      const rows = await db
        .select({ serial: projectProducts.serialNumber })
        .from(projectProducts)
        .where(and(inArray(projectProducts.serialNumber, [...serials]), eq(projectProducts.isUnique, true)));
      return new Set(rows.map((row) => row.serial));
    },

    /** Products saved earlier under these client ids (a replayed scan finds its first answer). */
    findByClientIds(clientIds: readonly string[]): Promise<SavedProduct[]> {
      if (clientIds.length === 0) return Promise.resolve([]);
      return db
        .select(savedColumns)
        .from(projectProducts)
        .where(inArray(projectProducts.clientId, [...clientIds]));
    },

    /**
     * One set insert: a serial registered already (or a client id saved already) is skipped by the unique
     * indexes instead of failing the statement, so one bad item never loses the good ones.
     */
    async insertMany(rows: readonly NewProduct[], userUuid: string, now: Date): Promise<SavedProduct[]> {
      if (rows.length === 0) return [];
      // Rows in serial order: two batches sharing serials then take the index entries in the same order
      // and one waits for the other instead of deadlocking.
      const ordered = [...rows].sort((a, b) =>
        a.serialNumber < b.serialNumber ? -1 : a.serialNumber > b.serialNumber ? 1 : 0,
      );
      // The batch travels as one JSON parameter: a thousand rows would otherwise bind 13,000 parameters,
      // and building, sending and planning those costs more than the insert itself.
      const batch = JSON.stringify(
        ordered.map((r) => ({
          client_id: r.clientId,
          project_id: r.projectId,
          company_id: r.companyId,
          serial_number: r.serialNumber,
          type: r.type,
          size: r.size,
          variant: r.variant,
          is_unique: r.isUnique,
          requires_tag_photo: r.requiresTagPhoto,
          image_id: r.imageId,
        })),
      );
      const at = now.toISOString();
      // Both drivers (node-postgres, PGlite) answer a raw statement with `rows` of column-named objects.
      const result = (await db.execute(sql`
        insert into ${projectProducts} (client_id, project_id, company_id, created_by_user_id, serial_number,
          type, size, variant, is_unique, requires_tag_photo, image_id, created_at, updated_at)
        select r.client_id, r.project_id, r.company_id,
          (select ${users.id} from ${users} where ${users.uuid} = ${userUuid}),
          r.serial_number, r.type, r.size, r.variant, r.is_unique, r.requires_tag_photo, r.image_id,
          ${at}::timestamptz, ${at}::timestamptz
        from jsonb_to_recordset(${batch}::jsonb) as r(client_id uuid, project_id int, company_id int,
          serial_number text, type text, size text, variant text, is_unique boolean,
          requires_tag_photo boolean, image_id int)
        order by r.serial_number
        on conflict do nothing
        returning id, uuid, client_id, company_id, project_id, serial_number`)) as unknown as {
        rows: Record<string, unknown>[];
      };
      return result.rows.map((row) => ({
        id: Number(row.id),
        uuid: String(row.uuid),
        clientId: String(row.client_id),
        companyId: Number(row.company_id),
        projectId: Number(row.project_id),
        serialNumber: String(row.serial_number),
      }));
    },

    /** A product of the company with its project's status, the project row locked. */
    async findProductForUpdate(companyId: number, uuid: string) {
      const [row] = await db
        .select({
          id: projectProducts.id,
          projectId: projectProducts.projectId,
          projectStatus: projects.status,
        })
        .from(projectProducts)
        .innerJoin(projects, eq(projects.id, projectProducts.projectId))
        .where(and(eq(projectProducts.uuid, uuid), eq(projectProducts.companyId, companyId)))
        .limit(1)
        .for('update', { of: projects });
      return row ?? null;
    },

    async deleteProduct(productId: number): Promise<void> {
      await db.delete(projectProducts).where(eq(projectProducts.id, productId));
    },

    async findImage(companyId: number, uuid: string) {
      const [row] = await db
        .select({
          id: scanImages.id,
          path: scanImages.path,
          mimeType: scanImages.mimeType,
          bytes: scanImages.bytes,
        })
        .from(scanImages)
        .where(and(eq(scanImages.uuid, uuid), eq(scanImages.companyId, companyId)))
        .limit(1);
      return row ?? null;
    },

    /** Any company's photo: for the operators' review only. */
    async findAnyImage(uuid: string) {
      const [row] = await db
        .select({ path: scanImages.path, mimeType: scanImages.mimeType })
        .from(scanImages)
        .where(eq(scanImages.uuid, uuid))
        .limit(1);
      return row ?? null;
    },

    async insertImage(values: {
      uuid: string;
      companyId: number;
      uploadedByUserId: number;
      path: string;
      mimeType: string;
      bytes: number;
      sha256: string;
      dhash: bigint;
      dhashBands: number[];
      createdAt: Date;
    }): Promise<void> {
      await db.insert(scanImages).values(values);
    },

    /** A scan refused for its serial, kept for the review's signals (decision 017). */
    async insertSerialAttempts(
      rows: readonly { serialNumber: string; companyId: number; userId: number | null }[],
      now: Date,
    ): Promise<void> {
      if (rows.length === 0) return;
      await db.insert(serialAttempts).values(rows.map((row) => ({ ...row, createdAt: now })));
    },

    async findUserId(userUuid: string): Promise<number | null> {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.uuid, userUuid));
      return row?.id ?? null;
    },

    /**
     * Locks the uploader's row until the transaction ends: one user's uploads are counted against the
     * quota one at a time, whatever instance receives them.
     */
    async lockUploader(userId: number): Promise<void> {
      await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
    },

    /** How many photos (and stored bytes) the user uploaded after `since`, and when the first of them. */
    async uploadsSince(userId: number, since: Date) {
      const [row] = await db
        .select({ count: count(), bytes: sum(scanImages.bytes), first: min(scanImages.createdAt) })
        .from(scanImages)
        .where(and(eq(scanImages.uploadedByUserId, userId), gt(scanImages.createdAt, since)));
      return { count: row?.count ?? 0, bytes: Number(row?.bytes ?? 0), first: row?.first ?? null };
    },
  };
}

export type ScansRepository = ReturnType<typeof createScansRepository>;
