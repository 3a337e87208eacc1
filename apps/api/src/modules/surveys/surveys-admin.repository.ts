import { SURVEY_DISMISSED_AT } from '@club/contract';
import { asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { surveyAssignments, surveyConfigurations } from '../../db/schema/surveys';
import { pagedRows } from '../../lib/paging';

const DISMISSED_FROM = new Date(SURVEY_DISMISSED_AT);

export interface AdminSurveyRow {
  id: number;
  uuid: string;
  surveyKey: string;
  regionId: number;
  languages: { lang: string; title: string; tagline: string }[];
  isActive: boolean;
  createdAt: Date;
  pending: number;
  delayed: number;
  opened: number;
  completed: number;
}

type SurveyCounts = Pick<AdminSurveyRow, 'pending' | 'delayed' | 'opened' | 'completed'>;
type ConfigurationRow = Omit<AdminSurveyRow, keyof SurveyCounts>;
const NO_ITEMS: SurveyCounts = { pending: 0, delayed: 0, opened: 0, completed: 0 };

const configurationColumns = {
  id: surveyConfigurations.id,
  uuid: surveyConfigurations.uuid,
  surveyKey: surveyConfigurations.surveyKey,
  regionId: surveyConfigurations.regionId,
  languages: surveyConfigurations.languages,
  isActive: surveyConfigurations.isActive,
  createdAt: surveyConfigurations.createdAt,
};

/** The back-office's view of survey configurations and how their items stand. */
export function createSurveysAdminRepository(db: Db) {
  /** Items per state of the given configurations, by survey_assignments_configuration_idx. */
  async function countsOf(ids: number[], now: Date) {
    if (ids.length === 0) return new Map<number, SurveyCounts>();
    const a = surveyAssignments;
    const open = sql`${a.completedAt} is null and (${a.delayedTo} is null or ${a.delayedTo} < ${DISMISSED_FROM})`;
    const rows = await db
      .select({
        id: a.surveyConfigurationId,
        pending: sql<number>`count(*) filter (where ${open})`.mapWith(Number),
        delayed: sql<number>`count(*) filter (where ${open} and ${a.delayedTo} > ${now})`.mapWith(Number),
        opened: sql<number>`count(*) filter (where ${open} and ${a.interactedAt} is not null)`.mapWith(
          Number,
        ),
        completed: sql<number>`count(*) filter (where ${a.completedAt} is not null)`.mapWith(Number),
      })
      .from(a)
      .where(sql`${a.surveyConfigurationId} in ${ids}`)
      .groupBy(a.surveyConfigurationId);
    return new Map<number, SurveyCounts>(rows.map(({ id, ...counts }) => [id, counts]));
  }

  const withCounts = async (configurations: ConfigurationRow[], now: Date): Promise<AdminSurveyRow[]> => {
    const counts = await countsOf(
      configurations.map((c) => c.id),
      now,
    );
    return configurations.map((c) => ({
      ...c,
      ...(counts.get(c.id) ?? NO_ITEMS),
    }));
  };

  return {
    async list(regionId: number | undefined, now: Date, window: { limit: number; offset: number }) {
      const where = regionId === undefined ? undefined : eq(surveyConfigurations.regionId, regionId);
      const { rows, total } = await pagedRows(
        db
          .select(configurationColumns)
          .from(surveyConfigurations)
          .where(where)
          .orderBy(asc(surveyConfigurations.regionId), asc(surveyConfigurations.id))
          .limit(window.limit)
          .offset(window.offset),
        db.select({ n: count() }).from(surveyConfigurations).where(where),
      );
      return { rows: await withCounts(rows, now), total };
    },

    async find(uuid: string, now: Date, forUpdate = false): Promise<AdminSurveyRow | null> {
      const query = db
        .select(configurationColumns)
        .from(surveyConfigurations)
        .where(eq(surveyConfigurations.uuid, uuid))
        .limit(1);
      const [row] = forUpdate ? await query.for('update') : await query;
      if (!row) return null;
      const [withCount] = await withCounts([row], now);
      return withCount ?? null;
    },

    async setActive(id: number, isActive: boolean): Promise<void> {
      await db.update(surveyConfigurations).set({ isActive }).where(eq(surveyConfigurations.id, id));
    },
  };
}
