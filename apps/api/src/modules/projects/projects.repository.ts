import { PROJECT_STATUS } from '@club/contract';
import { and, asc, count, eq, gte, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { companies } from '../../db/schema/companies';
import { regionConfigs } from '../../db/schema/config';
import { projectProducts, projects, projectSurveyAnswers, scanImages } from '../../db/schema/projects';
import { leads } from '../../db/schema/leads';
import { users } from '../../db/schema/users';
import type { TierProgress } from '../tiers/tiers.repository';
import { preparedInUserSession } from '../auth/session.repository';
import type { SessionOfCaller } from '../auth/session.repository';

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

/** A project as `json_build_object` gives it: the columns of `ProjectRecord`, instants as ISO text. */
const projectJson = (p: string) =>
  sql.raw(`json_build_object('id', ${p}.id, 'uuid', ${p}.uuid, 'companyId', ${p}.company_id, 'name', ${p}.name,
    'streetName', ${p}.street_name, 'city', ${p}.city, 'postalCode', ${p}.postal_code, 'status', ${p}.status,
    'installationDate', ${p}.installation_date, 'deadlineAt', ${p}.deadline_at, 'surveyedAt', ${p}.surveyed_at,
    'closedAt', ${p}.closed_at, 'pointsAwarded', ${p}.points_awarded, 'createdAt', ${p}.created_at,
    'updatedAt', ${p}.updated_at)`);

type Json<T> = {
  [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K];
};

const at = (value: string) => new Date(value);

/**
 * The placeholders of a detail's statements: the session, the project and the instant as ISO text
 * (placeholders skip the columns' value mapping; timestamptz reads the text).
 */
const detailParams = (session: SessionOfCaller, projectUuid: string, now: Date) => ({
  ...session,
  projectUuid,
  now: now.toISOString(),
});

/**
 * The placeholders of a page's statements: the session, the statuses as a PostgreSQL array literal and the
 * instant as ISO text.
 */
const pageParams = (
  session: SessionOfCaller,
  statuses: readonly number[],
  page: { limit: number; offset: number },
  now: Date,
) => ({
  ...session,
  statuses: `{${statuses.map((s) => Math.trunc(s)).join(',')}}`,
  ...page,
  now: now.toISOString(),
});
const atOrNull = (value: string | null) => (value === null ? null : new Date(value));

const projectOf = (row: Json<ProjectRecord>): ProjectRecord => ({
  ...row,
  deadlineAt: at(row.deadlineAt),
  surveyedAt: atOrNull(row.surveyedAt),
  closedAt: atOrNull(row.closedAt),
  createdAt: at(row.createdAt),
  updatedAt: at(row.updatedAt),
});

/**
 * The company's tier progress, `[definition id, progress]` per definition (company index), for the
 * points table: the brackets come from the catalogue's cache (`tierTopUps`).
 */
const tierProgressJson = sql<TierProgress>`(select coalesce(json_agg(json_build_array(t.tier_definition_id,
    t.progress)), '[]') from company_tier_progress t where t.company_id = ${companies.id})`;

/**
 * A row's version for an answer's key (decision 034): its id and `xmin`, the transaction that wrote the
 * row's current version; any write of the row changes it.
 */
const rowVersion = (alias: string) => sql.raw(`${alias}.id || '.' || ${alias}.xmin::text`);

/**
 * The version of the session's company row (decision 035): it follows the company's region and tier
 * progress, which the points of its projects depend on; the database writes the row again whenever the
 * progress is written (migration 0026).
 */
const companyVersion = sql<string>`${companies}.xmin::text`;

/** Projects and their products; every read is scoped by the caller's company (ARCHITECTURE §2). */
export function createProjectsRepository(db: Db) {
  /**
   * What a project's detail is made of, as a key (decisions 034 and 035): the session's company, its
   * region and row's version, and the version of the project's row; null when the uuid is not one of the
   * company's projects. Its products, survey answers and lead need no versions of their own: the database
   * writes the project's row again whenever one of them is written (migrations 0025 and 0026).
   */
  const detailKey = {
    companyId: companies.id,
    regionId: companies.regionId,
    company: companyVersion,
    versions: sql<string | null>`(select ${rowVersion('p')}
      from ${projects} p where p.uuid = ${sql.placeholder('projectUuid')} and p.company_id = ${companies.id})`,
  };
  const detailKeyInSession = preparedInUserSession(db, 'project_detail_key_in_session', detailKey);

  /**
   * A project's detail read through the caller's session in one prepared statement: a row whenever the
   * session is live, with the company's region and tier progress, and the project (of the caller's
   * company only) with its products, survey answers and lead.
   */
  const detailInSession = preparedInUserSession(db, 'project_detail_in_session', {
    ...detailKey,
    // The project is found once (its uuid, of the caller's company only); its products, survey answers
    // and the lead whose agreement scheduled it are then read by its id, each on its own index.
    found: sql<{
      project: Json<ProjectRecord>;
      products: Json<ProductRow>[] | null;
      answers: { uuid: string; questionId: number; answerId: number }[] | null;
      lead: { uuid: string; status: string } | null;
    } | null>`(select json_build_object('project', ${projectJson('p')},
        'products', (select json_agg(json_build_object('id', pp.id, 'uuid', pp.uuid,
            'clientId', pp.client_id, 'projectId', pp.project_id, 'type', pp.type, 'size', pp.size,
            'variant', pp.variant, 'serialNumber', pp.serial_number, 'isUnique', pp.is_unique,
            'requiresTagPhoto', pp.requires_tag_photo, 'flag', pp.flag, 'pointsAwarded', pp.points_awarded,
            'imageUuid', si.uuid, 'updatedAt', pp.updated_at) order by pp.id)
          from project_products pp left join scan_images si on si.id = pp.image_id
          where pp.project_id = p.id),
        'answers', (select json_agg(json_build_object('uuid', a.uuid, 'questionId', a.question_id,
            'answerId', a.answer_id) order by a.question_id, a.answer_id)
          from project_survey_answers a where a.project_id = p.id),
        'lead', (select json_build_object('uuid', l.uuid, 'status', l.status) from ${leads} l
          where l.project_id = p.id limit 1))
      from ${projects} p where p.uuid = ${sql.placeholder('projectUuid')} and p.company_id = ${companies.id})`,
    tierProgress: tierProgressJson,
  });

  /**
   * A page of the company's projects read through the caller's session in one prepared statement: the
   * number of projects of the statuses, the page (company, status and time index) with each project's
   * product counts, and the company's region and tier progress.
   */
  const pageKey = {
    companyId: companies.id,
    regionId: companies.regionId,
    total: sql<number>`(select count(*)::int from ${projects} p
        where p.company_id = ${companies.id} and p.status = any(${sql.placeholder('statuses')}::int[]))`,
    // the page's rows in the page's order, each with its version: a page's key (decision 034)
    versions: sql<string>`(select coalesce(string_agg(${rowVersion('x')}, ','
          order by x.updated_at desc, x.id desc), '')
        from (select p.id, p.xmin, p.updated_at from ${projects} p
            where p.company_id = ${companies.id} and p.status = any(${sql.placeholder('statuses')}::int[])
            order by p.updated_at desc, p.id desc
            limit ${sql.placeholder('limit')} offset ${sql.placeholder('offset')}) x)`,
    company: companyVersion,
  };
  const pageKeyInSession = preparedInUserSession(db, 'projects_page_key_in_session', pageKey);

  const pageInSession = preparedInUserSession(db, 'projects_page_in_session', {
    ...pageKey,
    // the counts are the project's own column, kept by the database (decision 033)
    rows: sql<{ project: Json<ProjectRecord>; counts: Omit<ProductTypeCount, 'projectId'>[] }[]>`(select
          coalesce(json_agg(json_build_object('project', ${projectJson('x')}, 'counts', x.product_counts)
            order by x.updated_at desc, x.id desc), '[]')
        from (select p.* from ${projects} p
            where p.company_id = ${companies.id} and p.status = any(${sql.placeholder('statuses')}::int[])
            order by p.updated_at desc, p.id desc
            limit ${sql.placeholder('limit')} offset ${sql.placeholder('offset')}) x)`,
    tierProgress: tierProgressJson,
  });

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
    /** What the detail is made of (`detailKey`): 'no-session' when the session is not live. */
    async findDetailKeyInSession(session: SessionOfCaller, projectUuid: string, now: Date) {
      const [row] = await detailKeyInSession.execute(detailParams(session, projectUuid, now));
      return row ?? ('no-session' as const);
    },

    /** What a page is made of (`pageKey`): 'no-session' when the session is not live. */
    async findPageKeyInSession(
      session: SessionOfCaller,
      statuses: readonly number[],
      page: { limit: number; offset: number },
      now: Date,
    ) {
      const [row] = await pageKeyInSession.execute(pageParams(session, statuses, page, now));
      return row ?? ('no-session' as const);
    },

    /**
     * A project's detail through the caller's session: 'no-session' when the session is not live, a null
     * project when the uuid is not one of the caller's company's projects.
     */
    async findDetailInSession(session: SessionOfCaller, projectUuid: string, now: Date) {
      const [row] = await detailInSession.execute(detailParams(session, projectUuid, now));
      if (!row) return 'no-session' as const;
      const { found } = row;
      return {
        key: {
          companyId: row.companyId,
          regionId: row.regionId,
          company: row.company,
          versions: row.versions,
        },
        regionId: row.regionId,
        tierProgress: row.tierProgress,
        project: found ? projectOf(found.project) : null,
        products: (found?.products ?? []).map((product): ProductRow => ({
          ...product,
          updatedAt: at(product.updatedAt),
        })),
        answers: found?.answers ?? [],
        lead: found?.lead ?? null,
      };
    },

    /** A page of the company's projects through the caller's session: 'no-session' when it is not live. */
    async findPageInSession(
      session: SessionOfCaller,
      statuses: readonly number[],
      page: { limit: number; offset: number },
      now: Date,
    ) {
      const [row] = await pageInSession.execute(pageParams(session, statuses, page, now));
      if (!row) return 'no-session' as const;
      return {
        key: {
          companyId: row.companyId,
          regionId: row.regionId,
          total: row.total,
          versions: row.versions,
          company: row.company,
        },
        regionId: row.regionId,
        tierProgress: row.tierProgress,
        total: row.total,
        rows: row.rows.map(({ project, counts }) => {
          const record = projectOf(project);
          return {
            project: record,
            counts: counts.map((c) => ({ ...c, projectId: record.id })),
          };
        }),
      };
    },

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

    /** The lead whose agreement scheduled the project (spec 02 §3 Project lead), on leads_project_idx. */
    async leadOf(projectId: number): Promise<{ uuid: string; status: string } | null> {
      const [row] = await db
        .select({ uuid: leads.uuid, status: leads.status })
        .from(leads)
        .where(eq(leads.projectId, projectId))
        .limit(1);
      return row ?? null;
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
