import { PROJECT_STATUS } from '@club/contract';
import { and, asc, count, desc, eq, gte, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { companies } from '../../db/schema/companies';
import { regionConfigs } from '../../db/schema/config';
import { projectProducts, projects, projectSurveyAnswers, scanImages } from '../../db/schema/projects';
import { users } from '../../db/schema/users';

/** A product as the points maths and the detail need it. */
export interface ProductRow {
  id: number;
  uuid: string;
  clientId: string;
  projectId: number;
  type: string;
  size: string;
  variant: string;
  serialNumber: string;
  isUnique: boolean;
  requiresTagPhoto: boolean;
  flag: number | null;
  pointsAwarded: number;
  imageUuid: string | null;
  updatedAt: Date;
}

/** Per project and product type: how many products, and how many of them are rejected (flag 3). */
export interface ProductTypeCount {
  projectId: number;
  type: string;
  total: number;
  rejected: number;
}

const projectColumns = {
  id: projects.id,
  uuid: projects.uuid,
  companyId: projects.companyId,
  name: projects.name,
  streetName: projects.streetName,
  city: projects.city,
  postalCode: projects.postalCode,
  status: projects.status,
  installationDate: projects.installationDate,
  deadlineAt: projects.deadlineAt,
  surveyedAt: projects.surveyedAt,
  closedAt: projects.closedAt,
  pointsAwarded: projects.pointsAwarded,
  createdAt: projects.createdAt,
  updatedAt: projects.updatedAt,
};

export type ProjectRecord = {
  id: number;
  uuid: string;
  companyId: number;
  name: string | null;
  streetName: string;
  city: string;
  postalCode: string;
  status: number;
  installationDate: string | null;
  deadlineAt: Date;
  surveyedAt: Date | null;
  closedAt: Date | null;
  pointsAwarded: number;
  createdAt: Date;
  updatedAt: Date;
};

export type ProjectChanges = Partial<{
  name: string | null;
  status: number;
  installationDate: string | null;
  surveyedAt: Date;
  closedAt: Date;
  pointsAwarded: number;
  reminderSentAt: Date | null;
  updatedAt: Date;
}>;

const productColumns = {
  id: projectProducts.id,
  uuid: projectProducts.uuid,
  clientId: projectProducts.clientId,
  projectId: projectProducts.projectId,
  type: projectProducts.type,
  size: projectProducts.size,
  variant: projectProducts.variant,
  serialNumber: projectProducts.serialNumber,
  isUnique: projectProducts.isUnique,
  requiresTagPhoto: projectProducts.requiresTagPhoto,
  flag: projectProducts.flag,
  pointsAwarded: projectProducts.pointsAwarded,
  imageUuid: scanImages.uuid,
  updatedAt: projectProducts.updatedAt,
};

/** Projects and their products; every read is scoped by the caller's company (ARCHITECTURE §2). */
export function createProjectsRepository(db: Db) {
  /** One project by a condition; `lock` takes its row lock for the transaction. */
  async function findOne(
    where: SQL | undefined,
    options: { lock?: boolean } = {},
  ): Promise<ProjectRecord | null> {
    const query = db.select(projectColumns).from(projects).where(where).limit(1);
    const [row] = await (options.lock ? query.for('update') : query);
    return row ?? null;
  }

  return {
    /**
     * The company's region with its project deadline and generic-tag settings (region config), read from
     * the table in the caller's transaction, so a change an admin just made applies at once.
     */
    async findCompanyContext(
      companyId: number,
    ): Promise<{ regionId: number; daysLeft: number | null; part2Optional: boolean | null } | null> {
      const [row] = await db
        .select({
          regionId: companies.regionId,
          daysLeft: regionConfigs.projectDaysLeft,
          part2Optional: regionConfigs.part2Optional,
        })
        .from(companies)
        .leftJoin(regionConfigs, eq(regionConfigs.regionId, companies.regionId))
        .where(eq(companies.id, companyId))
        .limit(1);
      return row ?? null;
    },

    async listPage(
      companyId: number,
      statuses: readonly number[],
      page: { limit: number; offset: number },
    ): Promise<{ rows: ProjectRecord[]; total: number }> {
      const where = and(eq(projects.companyId, companyId), inArray(projects.status, [...statuses]));
      const [rows, [totalRow]] = await Promise.all([
        db
          .select(projectColumns)
          .from(projects)
          .where(where)
          .orderBy(desc(projects.updatedAt), desc(projects.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ n: count() }).from(projects).where(where),
      ]);
      return { rows, total: totalRow?.n ?? 0 };
    },

    /** How many products of each type the projects hold (for their points), one query for a page. */
    async countProductTypes(projectIds: readonly number[]): Promise<ProductTypeCount[]> {
      if (projectIds.length === 0) return [];
      return db
        .select({
          projectId: projectProducts.projectId,
          type: projectProducts.type,
          total: sql<number>`count(*)::int`,
          rejected: sql<number>`(count(*) filter (where ${projectProducts.flag} = 3))::int`,
        })
        .from(projectProducts)
        .where(inArray(projectProducts.projectId, [...projectIds]))
        .groupBy(projectProducts.projectId, projectProducts.type);
    },

    findByUuid: (companyId: number, uuid: string) =>
      findOne(and(eq(projects.uuid, uuid), eq(projects.companyId, companyId))),

    findById: (companyId: number, id: number) =>
      findOne(and(eq(projects.id, id), eq(projects.companyId, companyId))),

    /** The same with a row lock, so that saves, deletes and the survey of one project queue up. */
    lockByUuid: (companyId: number, uuid: string) =>
      findOne(and(eq(projects.uuid, uuid), eq(projects.companyId, companyId)), { lock: true }),

    /** Locks the company's projects among `uuids`, in id order so that parallel batches never deadlock. */
    lockManyByUuid(companyId: number, uuids: readonly string[]): Promise<ProjectRecord[]> {
      if (uuids.length === 0) return Promise.resolve([]);
      return db
        .select(projectColumns)
        .from(projects)
        .where(and(eq(projects.companyId, companyId), inArray(projects.uuid, [...uuids])))
        .orderBy(asc(projects.id))
        .for('update');
    },

    /** Back-office: a project by uuid whatever its company, locked for a review decision. */
    lockForReview: (uuid: string) => findOne(eq(projects.uuid, uuid), { lock: true }),

    listProducts(projectId: number): Promise<ProductRow[]> {
      return db
        .select(productColumns)
        .from(projectProducts)
        .leftJoin(scanImages, eq(scanImages.id, projectProducts.imageId))
        .where(eq(projectProducts.projectId, projectId))
        .orderBy(asc(projectProducts.id));
    },

    listSurveyAnswers(projectId: number) {
      return db
        .select({
          uuid: projectSurveyAnswers.uuid,
          questionId: projectSurveyAnswers.questionId,
          answerId: projectSurveyAnswers.answerId,
        })
        .from(projectSurveyAnswers)
        .where(eq(projectSurveyAnswers.projectId, projectId))
        .orderBy(asc(projectSurveyAnswers.questionId), asc(projectSurveyAnswers.answerId));
    },

    async insert(
      values: Pick<
        ProjectRecord,
        | 'companyId'
        | 'name'
        | 'streetName'
        | 'city'
        | 'postalCode'
        | 'status'
        | 'installationDate'
        | 'deadlineAt'
      > & { userUuid: string; now: Date },
    ): Promise<ProjectRecord> {
      const { userUuid, now, ...rest } = values;
      const [row] = await db
        .insert(projects)
        .values({
          ...rest,
          createdByUserId: sql`(select ${users.id} from ${users} where ${users.uuid} = ${userUuid})`,
          createdAt: now,
          updatedAt: now,
        })
        .returning(projectColumns);
      if (!row) throw new Error('project insert returned no row');
      return row;
    },

    async update(projectId: number, values: ProjectChanges): Promise<void> {
      await db.update(projects).set(values).where(eq(projects.id, projectId));
    },

    /** Marks projects as changed; scheduled ones become in progress (spec 02 §4). */
    async touch(projectIds: readonly number[], now: Date): Promise<void> {
      if (projectIds.length === 0) return;
      await db
        .update(projects)
        .set({
          status: sql`case when ${projects.status} = 4 then 1 else ${projects.status} end`,
          updatedAt: now,
        })
        .where(inArray(projects.id, [...projectIds]));
    },

    async delete(projectId: number): Promise<void> {
      await db.delete(projects).where(eq(projects.id, projectId));
    },

    async countProducts(projectId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(projectProducts)
        .where(eq(projectProducts.projectId, projectId));
      return row?.n ?? 0;
    },

    async insertSurveyAnswers(
      projectId: number,
      answers: { questionId: number; answerId: number; isLeadQuestion: boolean }[],
    ): Promise<void> {
      if (answers.length === 0) return;
      await db
        .insert(projectSurveyAnswers)
        .values(answers.map((answer) => ({ ...answer, projectId })))
        .onConflictDoNothing();
    },

    /** Writes each product's flag and points in one statement. */
    async settleProducts(
      products: { id: number; flag: number | null; points: number }[],
      now: Date,
    ): Promise<void> {
      if (products.length === 0) return;
      const values = sql.join(
        products.map((p) => sql`(${p.id}::int, ${p.flag}::smallint, ${p.points}::int)`),
        sql`, `,
      );
      await db.execute(sql`
        update ${projectProducts} as p
        set flag = v.flag, points_awarded = v.points, updated_at = ${now}
        from (values ${values}) as v(id, flag, points)
        where p.id = v.id`);
    },

    /** In-progress projects without survey answers past their deadline become lost; how many. */
    async markLostPast(now: Date): Promise<number> {
      const lost = await db
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

    /**
     * Scheduled projects installed between two days whose reminder is not sent yet, locked; rows another
     * run holds are skipped, so two runs never remind twice.
     */
    lockDueReminders(from: string, to: string) {
      return db
        .select({
          id: projects.id,
          uuid: projects.uuid,
          companyId: projects.companyId,
          name: projects.name,
          streetName: projects.streetName,
          city: projects.city,
          installationDate: projects.installationDate,
        })
        .from(projects)
        .where(
          and(
            eq(projects.status, PROJECT_STATUS.SCHEDULED),
            isNull(projects.reminderSentAt),
            gte(projects.installationDate, from),
            lte(projects.installationDate, to),
          ),
        )
        .for('update', { skipLocked: true });
    },

    async markReminded(projectIds: readonly number[], now: Date): Promise<void> {
      if (projectIds.length === 0) return;
      await db
        .update(projects)
        .set({ reminderSentAt: now })
        .where(inArray(projects.id, [...projectIds]));
    },
  };
}

export type ProjectsRepository = ReturnType<typeof createProjectsRepository>;
