import { PHOTO_HASH_MAX_DISTANCE, PROJECT_PRODUCT_FLAG, PROJECT_STATUS } from '@club/contract';
import { and, asc, count, eq, gte, inArray, sql } from 'drizzle-orm';
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

/** The review's reads across companies (operators only): products, signals and company history. */
export function createReviewRepository(db: Db) {
  return {
    /** A page of projects in review across the club, the longest waiting first (partial index). */
    listInReview(page: { limit: number; offset: number }) {
      return db
        .select(projectColumns)
        .from(projects)
        .innerJoin(companies, eq(companies.id, projects.companyId))
        .where(eq(projects.status, PROJECT_STATUS.IN_REVIEW))
        .orderBy(asc(projects.surveyedAt), asc(projects.id))
        .limit(page.limit)
        .offset(page.offset);
    },

    async countInReview(): Promise<number> {
      const [row] = await db
        .select({ total: count() })
        .from(projects)
        .where(eq(projects.status, PROJECT_STATUS.IN_REVIEW));
      return row?.total ?? 0;
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
