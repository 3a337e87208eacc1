import { REGIONS, SURVEY_DISMISSED_AT } from '@club/contract';
import { and, asc, count, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { surveyAssignments, surveyConfigurations } from '../../db/schema/surveys';
import { users } from '../../db/schema/users';

/** A pending item with the configuration it shows, as the list and the writes return it. */
export interface SurveyItemRow {
  uuid: string;
  delayedTo: Date | null;
  interactedAt: Date | null;
  surveyKey: string;
  languages: { lang: string; title: string; tagline: string }[];
}

export interface SurveyTimes {
  interactedAt?: Date;
  delayedTo?: Date | null;
}

const itemColumns = {
  uuid: surveyAssignments.uuid,
  delayedTo: surveyAssignments.delayedTo,
  interactedAt: surveyAssignments.interactedAt,
  surveyKey: surveyConfigurations.surveyKey,
  languages: surveyConfigurations.languages,
};

const DISMISSED_FROM = new Date(SURVEY_DISMISSED_AT);
// Region 1 ("All") is the club-wide region: its configurations are offered everywhere.
const ALL_REGION_ID = REGIONS[0].id;

/** Survey items belong to one user; every query here is scoped by the caller's user id. */
/** The user's item with this uuid while it is not answered yet. */
const pendingItemOf = (userId: number, uuid: string) =>
  and(
    eq(surveyAssignments.uuid, uuid),
    eq(surveyAssignments.userId, userId),
    isNull(surveyAssignments.completedAt),
  );

export function createSurveysRepository(db: Db) {
  const pendingOf = (userId: number) =>
    and(
      eq(surveyAssignments.userId, userId),
      isNull(surveyAssignments.completedAt),
      eq(surveyConfigurations.isActive, true),
      // spec 01 §4: a dismissed survey never comes back, so it is not sent at all.
      or(isNull(surveyAssignments.delayedTo), lt(surveyAssignments.delayedTo, DISMISSED_FROM)),
    );

  async function findItem(userId: number, uuid: string): Promise<SurveyItemRow | null> {
    const [row] = await db
      .select(itemColumns)
      .from(surveyAssignments)
      .innerJoin(surveyConfigurations, eq(surveyConfigurations.id, surveyAssignments.surveyConfigurationId))
      .where(and(eq(surveyAssignments.uuid, uuid), eq(surveyAssignments.userId, userId)))
      .limit(1);
    return row ?? null;
  }

  return {
    findItem,

    /** The caller's user id and region, only while the user belongs to the caller's company. */
    async findUser(userUuid: string, companyId: number) {
      const [row] = await db
        .select({ id: users.id, regionId: users.regionId })
        .from(users)
        .where(and(eq(users.uuid, userUuid), eq(users.companyId, companyId), isNull(users.deletedAt)))
        .limit(1);
      return row ?? null;
    },

    /**
     * Pending items, ready ones first (no delay, or a delay that has ended at `now`), then the delayed
     * ones, each oldest first: a page of ten always starts with what can be shown now.
     */
    async listPending(userId: number, now: Date, page: { limit: number; offset: number }) {
      const isDelayed = sql`(${surveyAssignments.delayedTo} is not null and ${surveyAssignments.delayedTo} > ${now.toISOString()}::timestamptz)`;
      return db
        .select(itemColumns)
        .from(surveyAssignments)
        .innerJoin(surveyConfigurations, eq(surveyConfigurations.id, surveyAssignments.surveyConfigurationId))
        .where(pendingOf(userId))
        .orderBy(asc(isDelayed), asc(surveyAssignments.createdAt), asc(surveyAssignments.id))
        .limit(page.limit)
        .offset(page.offset);
    },

    async countPending(userId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(surveyAssignments)
        .innerJoin(surveyConfigurations, eq(surveyConfigurations.id, surveyAssignments.surveyConfigurationId))
        .where(pendingOf(userId));
      return row?.n ?? 0;
    },

    /** An active configuration offered in the region (its own, or region 1 "All"). */
    async findConfiguration(surveyKey: string, regionId: number) {
      const [row] = await db
        .select({ id: surveyConfigurations.id })
        .from(surveyConfigurations)
        .where(
          and(
            eq(surveyConfigurations.surveyKey, surveyKey),
            eq(surveyConfigurations.isActive, true),
            inArray(surveyConfigurations.regionId, [ALL_REGION_ID, regionId]),
          ),
        )
        .limit(1);
      return row ?? null;
    },

    /**
     * Creates the user's item for a configuration, or updates the pending one. An answered (completed)
     * item is left alone: null.
     */
    async upsertItem(userId: number, configurationId: number, times: SurveyTimes): Promise<string | null> {
      const set = {
        ...(times.interactedAt !== undefined ? { interactedAt: times.interactedAt } : {}),
        ...(times.delayedTo !== undefined ? { delayedTo: times.delayedTo } : {}),
      };
      const [row] = await db
        .insert(surveyAssignments)
        .values({ userId, surveyConfigurationId: configurationId, ...set })
        .onConflictDoUpdate({
          target: [surveyAssignments.userId, surveyAssignments.surveyConfigurationId],
          // A no-op update still returns the row, so the caller can answer with it.
          set: Object.keys(set).length > 0 ? set : { userId },
          setWhere: isNull(surveyAssignments.completedAt),
        })
        .returning({ uuid: surveyAssignments.uuid });
      return row?.uuid ?? null;
    },

    /** Updates a pending item of the user; false when there is none with this uuid. */
    async updateItem(userId: number, uuid: string, times: SurveyTimes): Promise<boolean> {
      const rows = await db
        .update(surveyAssignments)
        .set({
          ...(times.interactedAt !== undefined ? { interactedAt: times.interactedAt } : {}),
          ...(times.delayedTo !== undefined ? { delayedTo: times.delayedTo } : {}),
        })
        .where(pendingItemOf(userId, uuid))
        .returning({ id: surveyAssignments.id });
      return rows.length > 0;
    },

    /** Marks a pending item of the user answered; false when there is none with this uuid. */
    async completeItem(userId: number, uuid: string, at: Date): Promise<boolean> {
      const rows = await db
        .update(surveyAssignments)
        .set({ completedAt: at })
        .where(pendingItemOf(userId, uuid))
        .returning({ id: surveyAssignments.id });
      return rows.length > 0;
    },
  };
}

export type SurveysRepository = ReturnType<typeof createSurveysRepository>;
