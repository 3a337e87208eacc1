import { and, asc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { companyTierProgress, tierBrackets, tierDefinitions } from '../../db/schema/tiers';

const bracketColumns = {
  id: tierBrackets.id,
  tierDefinitionId: tierBrackets.tierDefinitionId,
  level: tierBrackets.level,
  from: tierBrackets.from,
  to: tierBrackets.to,
  points: tierBrackets.points,
};

export type BracketRow = { id: number; level: number; from: number | null; to: number; points: number };

/** A company's tier progress as its reads give it: `[tier definition id, progress]` per definition. */
export type TierProgress = readonly (readonly [definitionId: number, progress: number])[];

export function createTiersRepository(db: Db) {
  const bracketsOf = (regionId: number) =>
    db
      .select(bracketColumns)
      .from(tierBrackets)
      .innerJoin(tierDefinitions, eq(tierDefinitions.id, tierBrackets.tierDefinitionId))
      .where(eq(tierDefinitions.regionId, regionId))
      .orderBy(asc(tierBrackets.tierDefinitionId), asc(tierBrackets.level));

  return {
    /** The company's progress, `[definition id, progress]` per tier definition (company index). */
    async progressOf(companyId: number): Promise<TierProgress> {
      const rows = await db
        .select({
          definitionId: companyTierProgress.tierDefinitionId,
          progress: companyTierProgress.progress,
        })
        .from(companyTierProgress)
        .where(eq(companyTierProgress.companyId, companyId));
      return rows.map((row) => [row.definitionId, row.progress] as const);
    },

    /** A region's categories and, separately, all their brackets (two indexed queries, no N+1). */
    async listDefinitions(regionId: number) {
      const [definitions, brackets] = await Promise.all([
        db
          .select({
            id: tierDefinitions.id,
            tierCategory: tierDefinitions.tierCategory,
            resetOn: tierDefinitions.resetOn,
          })
          .from(tierDefinitions)
          .where(eq(tierDefinitions.regionId, regionId))
          .orderBy(asc(tierDefinitions.tierCategory)),
        bracketsOf(regionId),
      ]);
      return { definitions, brackets };
    },

    /** The company's progress rows with their categories, and the brackets of those categories. */
    async listProgress(companyId: number) {
      const progress = await db
        .select({
          id: companyTierProgress.id,
          progress: companyTierProgress.progress,
          tierDefinitionId: tierDefinitions.id,
          tierCategory: tierDefinitions.tierCategory,
          regionId: tierDefinitions.regionId,
        })
        .from(companyTierProgress)
        .innerJoin(tierDefinitions, eq(tierDefinitions.id, companyTierProgress.tierDefinitionId))
        .where(eq(companyTierProgress.companyId, companyId))
        .orderBy(asc(tierDefinitions.tierCategory));
      const regionIds = [...new Set(progress.map((row) => row.regionId))];
      const brackets = (await Promise.all(regionIds.map((regionId) => bracketsOf(regionId)))).flat();
      return { progress, brackets };
    },

    /** Progress rows at 0 in each of the region's categories, for a new company. */
    async startProgress(companyId: number, regionId: number): Promise<void> {
      const definitions = await db
        .select({ id: tierDefinitions.id })
        .from(tierDefinitions)
        .where(eq(tierDefinitions.regionId, regionId));
      if (definitions.length === 0) return;
      await db
        .insert(companyTierProgress)
        .values(
          definitions.map((definition) => ({ companyId, tierDefinitionId: definition.id, progress: 0 })),
        )
        .onConflictDoNothing();
    },
    /**
     * Adds accepted products to the company's yearly tier progress, per category. A row last written before
     * its definition's last reset day (`yearStart`) holds an ended year: it restarts from what is added.
     */
    async addProgress(
      companyId: number,
      byCategory: ReadonlyMap<number, number>,
      now: Date,
      yearStart: (resetOn: string, now: Date) => Date,
    ): Promise<void> {
      const rows = await db
        .select({
          id: companyTierProgress.id,
          tierCategory: tierDefinitions.tierCategory,
          resetOn: tierDefinitions.resetOn,
        })
        .from(companyTierProgress)
        .innerJoin(tierDefinitions, eq(tierDefinitions.id, companyTierProgress.tierDefinitionId))
        .where(eq(companyTierProgress.companyId, companyId));
      for (const row of rows) {
        const added = byCategory.get(row.tierCategory) ?? 0;
        if (added <= 0) continue;
        const start = yearStart(row.resetOn, now);
        await db
          .update(companyTierProgress)
          .set({
            progress: sql`case when ${companyTierProgress.updatedAt} < ${start.toISOString()}::timestamptz then ${added} else ${companyTierProgress.progress} + ${added} end`,
            updatedAt: now,
          })
          .where(eq(companyTierProgress.id, row.id));
      }
    },

    /** Puts back to 0 the progress not written since its definition's last reset day; the rows changed. */
    async resetEndedYears(now: Date, yearStart: (resetOn: string, now: Date) => Date): Promise<number> {
      const definitions = await db
        .select({ id: tierDefinitions.id, resetOn: tierDefinitions.resetOn })
        .from(tierDefinitions);
      let reset = 0;
      for (const definition of definitions) {
        const changed = await db
          .update(companyTierProgress)
          .set({ progress: 0, updatedAt: now })
          .where(
            and(
              eq(companyTierProgress.tierDefinitionId, definition.id),
              lt(companyTierProgress.updatedAt, yearStart(definition.resetOn, now)),
            ),
          )
          .returning({ id: companyTierProgress.id });
        reset += changed.length;
      }
      return reset;
    },
  };
}

export type TiersRepository = ReturnType<typeof createTiersRepository>;
