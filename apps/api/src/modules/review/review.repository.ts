import { PHOTO_HASH_MAX_DISTANCE, PROJECT_PRODUCT_FLAG, PROJECT_STATUS } from '@club/contract';
import { and, asc, count, eq, gte, inArray, sql } from 'drizzle-orm';
import { SCAN_RATE_RULE } from './review-signals';
import type { Db } from '../../db/database';
import { companies } from '../../db/schema/companies';
import { projectProducts, projects, scanImages } from '../../db/schema/projects';

/** A product as the review shows it, with what its signals are computed from. */
export interface ReviewProductRow {
  id: number;
  uuid: string;
  projectId: number;
  companyId: number;
  serialNumber: string;
  type: string;
  size: string;
  variant: string;
  isUnique: boolean;
  requiresTagPhoto: boolean;
  flag: number | null;
  rejectionReason: string | null;
  imageId: number | null;
  imageUuid: string | null;
  createdAt: Date;
}

export interface SerialAttemptRow {
  serialNumber: string;
  companyId: number;
  companyUuid: string;
  companyName: string;
  attempts: number;
}

export interface PhotoReuseRow {
  imageId: number;
  otherUuid: string;
  exact: boolean;
  distance: number;
  companyUuid: string;
  companyName: string;
  serialNumber: string | null;
  projectUuid: string | null;
  uploadedAt: Date;
}

/** A project of the review queue with its number of products and the signals they raise. */
export interface ReviewQueueRow {
  id: number;
  uuid: string;
  streetName: string;
  postalCode: string;
  city: string;
  surveyedAt: Date | null;
  createdAt: Date;
  companyUuid: string;
  companyName: string;
  companyRegionId: number;
  products: number;
  serialRefused: boolean;
  scanRate: boolean;
  photoReused: boolean;
}

export interface ScanDayRow {
  companyId: number;
  day: string;
  scans: number;
}

/** An id list as a PostgreSQL array literal: one parameter, read alike by node-postgres and PGlite. */
const intArray = (values: readonly number[]) => `{${values.map((v) => Math.trunc(v)).join(',')}}`;
// serials are A–Z and 0–9 only (project_products_serial_check): nothing to quote
const textArray = (values: readonly string[]) => `{${values.join(',')}}`;

type Rows = { rows: Record<string, unknown>[] };

/** A project as the review lists it, with its company. */
const projectColumns = {
  id: projects.id,
  uuid: projects.uuid,
  status: projects.status,
  streetName: projects.streetName,
  postalCode: projects.postalCode,
  city: projects.city,
  surveyedAt: projects.surveyedAt,
  createdAt: projects.createdAt,
  companyId: projects.companyId,
  companyUuid: companies.uuid,
  companyName: companies.name,
  companyRegionId: companies.regionId,
};

export type ReviewProjectRow = NonNullable<Awaited<ReturnType<ReviewRepository['findProject']>>>;

const asDate = (value: unknown) => (value === null ? null : new Date(value as string | Date));

/** The review's reads across companies (operators only): products, signals and company history. */
export function createReviewRepository(db: Db) {
  /**
   * A page of the queue, the longest waiting first (partial index on projects in review), with the
   * number of projects in review, in one prepared statement: each project's products and whether any of
   * them raises each signal of decision 017, as `createSignals` decides it for the detail:
   * - a refused scan of a unique product's serial by another company (serial_attempts index);
   * - the company's scans on the product's UTC day, at least `minimum` and more than `factor` times
   *   the median of its active days in the `windowDays` before (company and time index, once per
   *   company and day of the page);
   * - another upload of the same bytes (SHA-256 index) or of a picture within the distance (bands'
   *   GIN index, then the exact distance).
   * The total comes with an empty page too (a page past the last one). The days and the signals are
   * materialized: each company's day is counted once, and each product's signals are read once,
   * whatever the planner thinks of tables it has no statistics for yet.
   */
  const inReview = PROJECT_STATUS.IN_REVIEW;
  const q = (column: string) => sql.raw(`q.${column}`);
  const queuePage = db
    .select({
      total: sql<number>`t.total`,
      id: sql<number | null>`${q('id')}`,
      uuid: sql<string>`${q('uuid')}`,
      streetName: sql<string>`${q('street_name')}`,
      postalCode: sql<string>`${q('postal_code')}`,
      city: sql<string>`${q('city')}`,
      surveyedAt: sql<string | Date | null>`${q('surveyed_at')}`,
      createdAt: sql<string | Date>`${q('created_at')}`,
      companyUuid: sql<string>`${q('company_uuid')}`,
      companyName: sql<string>`${q('company_name')}`,
      companyRegionId: sql<number>`${q('company_region_id')}`,
      products: sql<number>`${q('products')}`,
      serialRefused: sql<boolean>`${q('serial_refused')}`,
      scanRate: sql<boolean>`${q('scan_rate')}`,
      photoReused: sql<boolean>`${q('photo_reused')}`,
    })
    .from(
      sql`(select count(*)::int as total from projects where status = ${sql.raw(String(inReview))}) t
        left join lateral (
          with page as (
            select p.id, p.uuid, p.street_name, p.postal_code, p.city, p.surveyed_at, p.created_at,
              p.company_id, c.uuid as company_uuid, c.name as company_name, c.region_id as company_region_id
            from projects p join companies c on c.id = p.company_id
            where p.status = ${sql.raw(String(inReview))}
            order by p.surveyed_at, p.id
            limit ${sql.placeholder('limit')} offset ${sql.placeholder('offset')}
          ), products as (
            select pp.project_id, pp.company_id, pp.serial_number, pp.is_unique, pp.image_id,
              (pp.created_at at time zone 'UTC')::date as day
            from project_products pp
            where pp.project_id in (select id from page)
          ), days as materialized (
            select d.company_id, d.day,
              (select count(*) from project_products x
                where x.company_id = d.company_id
                  and x.created_at >= (d.day::timestamp at time zone 'UTC')
                  and x.created_at < ((d.day + 1)::timestamp at time zone 'UTC')) as scans,
              (select coalesce(percentile_cont(0.5) within group (order by h.n), 0)
                from (select count(*) as n from project_products x
                  where x.company_id = d.company_id
                    and x.created_at >= ((d.day - ${sql.raw(String(SCAN_RATE_RULE.windowDays))})::timestamp at time zone 'UTC')
                    and x.created_at < (d.day::timestamp at time zone 'UTC')
                  group by (x.created_at at time zone 'UTC')::date) h) as typical
            from (select distinct company_id, day from products) d
          ), signals as materialized (
            select pr.project_id,
              pr.is_unique and exists (
                select 1 from serial_attempts a
                where a.serial_number = pr.serial_number and a.company_id <> pr.company_id) as serial_refused,
              dy.scans >= ${sql.raw(String(SCAN_RATE_RULE.minimum))} and dy.scans > ${sql.raw(String(SCAN_RATE_RULE.factor))} * dy.typical as scan_rate,
              pr.image_id is not null and (
                exists (
                  select 1 from scan_images m join scan_images o on o.sha256 = m.sha256 and o.id <> m.id
                  where m.id = pr.image_id)
                or exists (
                  select 1 from scan_images m
                    join scan_images o on o.dhash_bands && m.dhash_bands and o.id <> m.id
                  where m.id = pr.image_id
                    and bit_count((o.dhash # m.dhash)::bit(64)) <= ${sql.raw(String(PHOTO_HASH_MAX_DISTANCE))})) as photo_reused
            from products pr join days dy on dy.company_id = pr.company_id and dy.day = pr.day
          ), flags as (
            select project_id, count(*)::int as products, bool_or(serial_refused) as serial_refused,
              bool_or(scan_rate) as scan_rate, bool_or(photo_reused) as photo_reused
            from signals group by project_id
          )
            select page.*, coalesce(f.products, 0) as products,
              coalesce(f.serial_refused, false) as serial_refused,
              coalesce(f.scan_rate, false) as scan_rate,
              coalesce(f.photo_reused, false) as photo_reused
            from page left join flags f on f.project_id = page.id
        ) q on true`,
    )
    .orderBy(sql`q.surveyed_at`, sql`q.id`)
    .prepare('review_queue_page');

  return {
    /** A page of the review queue and the number of projects in review (one prepared statement). */
    async queuePage(page: {
      limit: number;
      offset: number;
    }): Promise<{ rows: ReviewQueueRow[]; total: number }> {
      const found = await queuePage.execute(page);
      const total = found[0]?.total ?? 0;
      const rows = found.flatMap((row) =>
        row.id === null
          ? []
          : [
              {
                id: row.id,
                uuid: String(row.uuid),
                streetName: String(row.streetName),
                postalCode: String(row.postalCode),
                city: String(row.city),
                surveyedAt: asDate(row.surveyedAt),
                createdAt: new Date(row.createdAt as string | Date),
                companyUuid: String(row.companyUuid),
                companyName: String(row.companyName),
                companyRegionId: Number(row.companyRegionId),
                products: Number(row.products),
                serialRefused: row.serialRefused === true,
                scanRate: row.scanRate === true,
                photoReused: row.photoReused === true,
              },
            ],
      );
      return { rows, total: Number(total) };
    },

    async findProject(uuid: string) {
      const [row] = await db
        .select(projectColumns)
        .from(projects)
        .innerJoin(companies, eq(companies.id, projects.companyId))
        .where(eq(projects.uuid, uuid))
        .limit(1);
      return row;
    },

    listProductsOf(projectIds: readonly number[]): Promise<ReviewProductRow[]> {
      if (projectIds.length === 0) return Promise.resolve([]);
      return db
        .select({
          id: projectProducts.id,
          uuid: projectProducts.uuid,
          projectId: projectProducts.projectId,
          companyId: projectProducts.companyId,
          serialNumber: projectProducts.serialNumber,
          type: projectProducts.type,
          size: projectProducts.size,
          variant: projectProducts.variant,
          isUnique: projectProducts.isUnique,
          requiresTagPhoto: projectProducts.requiresTagPhoto,
          flag: projectProducts.flag,
          rejectionReason: projectProducts.rejectionReason,
          imageId: projectProducts.imageId,
          imageUuid: scanImages.uuid,
          createdAt: projectProducts.createdAt,
        })
        .from(projectProducts)
        .leftJoin(scanImages, eq(scanImages.id, projectProducts.imageId))
        .where(inArray(projectProducts.projectId, [...projectIds]))
        .orderBy(asc(projectProducts.projectId), asc(projectProducts.id));
    },

    /** Refused scans of these serials, counted per serial and company. */
    async serialAttempts(serials: readonly string[]): Promise<SerialAttemptRow[]> {
      if (serials.length === 0) return [];
      const result = (await db.execute(sql`
        select a.serial_number, a.company_id, c.uuid as company_uuid, c.name as company_name,
          count(*)::int as attempts
        from serial_attempts a join companies c on c.id = a.company_id
        where a.serial_number = any(${textArray(serials)}::text[])
        group by a.serial_number, a.company_id, c.uuid, c.name
        order by a.serial_number, attempts desc`)) as unknown as Rows;
      return result.rows.map((row) => ({
        serialNumber: String(row.serial_number),
        companyId: Number(row.company_id),
        companyUuid: String(row.company_uuid),
        companyName: String(row.company_name),
        attempts: Number(row.attempts),
      }));
    },

    /**
     * Other uploads of the same photo anywhere in the club: the same bytes (SHA-256 index), or a
     * difference hash within the distance (candidates from the bands' overlap index, then the exact
     * distance), with where each was used.
     */
    async photoReuses(imageIds: readonly number[]): Promise<PhotoReuseRow[]> {
      if (imageIds.length === 0) return [];
      const ids = intArray(imageIds);
      const result = (await db.execute(sql`
        with mine as (
          select id, sha256, dhash, dhash_bands from scan_images where id = any(${ids}::int[])
        ), matches as (
          select m.id as image_id, o.id as other_id from mine m
            join scan_images o on o.sha256 = m.sha256 and o.id <> m.id
          union
          select m.id, o.id from mine m
            join scan_images o on o.dhash_bands && m.dhash_bands and o.id <> m.id
          where bit_count((o.dhash # m.dhash)::bit(64)) <= ${PHOTO_HASH_MAX_DISTANCE}
        )
        select x.image_id, o.uuid as other_uuid, coalesce(o.sha256 = m.sha256, false) as exact,
          coalesce(bit_count((o.dhash # m.dhash)::bit(64)), 64)::int as distance,
          c.uuid as company_uuid, c.name as company_name, pp.serial_number, p.uuid as project_uuid,
          o.created_at
        from matches x
          join mine m on m.id = x.image_id
          join scan_images o on o.id = x.other_id
          join companies c on c.id = o.company_id
          left join project_products pp on pp.image_id = o.id
          left join projects p on p.id = pp.project_id
        order by x.image_id, o.created_at
        limit 1000`)) as unknown as Rows;
      return result.rows.map((row) => ({
        imageId: Number(row.image_id),
        otherUuid: String(row.other_uuid),
        exact: row.exact === true,
        distance: Number(row.distance),
        companyUuid: String(row.company_uuid),
        companyName: String(row.company_name),
        serialNumber: row.serial_number === null ? null : String(row.serial_number),
        projectUuid: row.project_uuid === null ? null : String(row.project_uuid),
        uploadedAt: new Date(row.created_at as string | Date),
      }));
    },

    /** Scans per UTC day of these companies between two instants (index on company and time). */
    async scanDays(companyIds: readonly number[], from: Date, to: Date): Promise<ScanDayRow[]> {
      if (companyIds.length === 0) return [];
      const result = (await db.execute(sql`
        select company_id, to_char((created_at at time zone 'UTC')::date, 'YYYY-MM-DD') as day,
          count(*)::int as scans
        from project_products
        where company_id = any(${intArray(companyIds)}::int[])
          and created_at >= ${from.toISOString()}::timestamptz and created_at < ${to.toISOString()}::timestamptz
        group by 1, 2`)) as unknown as Rows;
      return result.rows.map((row) => ({
        companyId: Number(row.company_id),
        day: String(row.day),
        scans: Number(row.scans),
      }));
    },

    /** The company's record: closed projects, this year's scans, rejected products, when it joined. */
    async companyHistory(companyId: number, startOfYear: Date) {
      const [closed, scanned, rejected, company] = await Promise.all([
        db
          .select({ n: count() })
          .from(projects)
          .where(and(eq(projects.companyId, companyId), eq(projects.status, PROJECT_STATUS.CLOSED))),
        db
          .select({ n: count() })
          .from(projectProducts)
          .where(and(eq(projectProducts.companyId, companyId), gte(projectProducts.createdAt, startOfYear))),
        db
          .select({ n: count() })
          .from(projectProducts)
          .where(
            and(
              eq(projectProducts.companyId, companyId),
              eq(projectProducts.flag, PROJECT_PRODUCT_FLAG.REJECTED),
            ),
          ),
        db.select({ createdAt: companies.createdAt }).from(companies).where(eq(companies.id, companyId)),
      ]);
      return {
        projectsClosed: closed[0]?.n ?? 0,
        scannedThisYear: scanned[0]?.n ?? 0,
        rejections: rejected[0]?.n ?? 0,
        memberSince: company[0]?.createdAt ?? new Date(0),
      };
    },

    /** The reasons of rejected products, set in the decision's transaction. */
    async setRejectionReasons(reasons: readonly { id: number; reason: string }[]): Promise<void> {
      for (const { id, reason } of reasons) {
        await db.update(projectProducts).set({ rejectionReason: reason }).where(eq(projectProducts.id, id));
      }
    },
  };
}

export type ReviewRepository = ReturnType<typeof createReviewRepository>;
