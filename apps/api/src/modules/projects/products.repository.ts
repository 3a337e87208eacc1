import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { projectProducts, projects, scanImages } from '../../db/schema/projects';
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
export const savedColumns = {
  id: projectProducts.id,
  uuid: projectProducts.uuid,
  clientId: projectProducts.clientId,
  companyId: projectProducts.companyId,
  projectId: projectProducts.projectId,
  serialNumber: projectProducts.serialNumber,
};

/** Registered products (ARCHITECTURE §6): the serial register is the partial unique index. */
export function createProductsRepository(db: Db) {
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
    findByClientIds(tx: Db, clientIds: readonly string[]) {
      if (clientIds.length === 0) return Promise.resolve([]);
      return tx
        .select(savedColumns)
        .from(projectProducts)
        .where(inArray(projectProducts.clientId, [...clientIds]));
    },

    /**
     * One set insert: a serial registered already (or a client id saved already) is skipped by the unique
     * indexes instead of failing the statement, so one bad item never loses the good ones.
     */
    insertMany(tx: Db, rows: readonly NewProduct[], userUuid: string, now: Date) {
      if (rows.length === 0) return Promise.resolve([]);
      const createdBy = sql`(select ${users.id} from ${users} where ${users.uuid} = ${userUuid})`;
      // Rows in serial order: two batches sharing serials then take the index entries in the same order
      // and one waits for the other instead of deadlocking.
      const ordered = [...rows].sort((a, b) =>
        a.serialNumber < b.serialNumber ? -1 : a.serialNumber > b.serialNumber ? 1 : 0,
      );
      return tx
        .insert(projectProducts)
        .values(
          ordered.map((row) => ({ ...row, createdByUserId: createdBy, createdAt: now, updatedAt: now })),
        )
        .onConflictDoNothing()
        .returning(savedColumns);
    },

    /** Marks projects as changed; scheduled ones become in progress (spec 02 §4). */
    async touchProjects(tx: Db, projectIds: readonly number[], now: Date): Promise<void> {
      if (projectIds.length === 0) return;
      await tx
        .update(projects)
        .set({
          status: sql`case when ${projects.status} = 4 then 1 else ${projects.status} end`,
          updatedAt: now,
        })
        .where(inArray(projects.id, [...projectIds]));
    },

    async findProduct(tx: Db, companyId: number, uuid: string) {
      const [row] = await tx
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

    async deleteProduct(tx: Db, productId: number): Promise<void> {
      await tx.delete(projectProducts).where(eq(projectProducts.id, productId));
    },

    async findImage(companyId: number, uuid: string, tx: Db = db) {
      const [row] = await tx
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

    async insertImage(values: {
      uuid: string;
      companyId: number;
      path: string;
      mimeType: string;
      bytes: number;
    }): Promise<void> {
      await db.insert(scanImages).values(values);
    },
  };
}

export type ProductsRepository = ReturnType<typeof createProductsRepository>;
