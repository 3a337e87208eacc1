import { and, asc, eq, sql } from 'drizzle-orm';
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

export interface TierLevelRow {
  /** The bracket's id. */
  id: number;
  tierCategory: number;
  progress: number;
  level: number;
  from: number | null;
  to: number;
  points: number;
}

export function createTiersRepository(db: Db) {
  const bracketsOf = (regionId: number) =>
    db
      .select(bracketColumns)
      .from(tierBrackets)
      .innerJoin(tierDefinitions, eq(tierDefinitions.id, tierBrackets.tierDefinitionId))
      .where(eq(tierDefinitions.regionId, regionId))
      .orderBy(asc(tierBrackets.tierDefinitionId), asc(tierBrackets.level));

  return {
    /** The company's current level in each tier category, with its bracket (one query). */
    listLevels(companyId: number): Promise<TierLevelRow[]> {
      return db
        .select({
          tierCategory: tierDefinitions.tierCategory,
          progress: companyTierProgress.progress,
          id: tierBrackets.id,
          level: tierBrackets.level,
          from: tierBrackets.from,
          to: tierBrackets.to,
          points: tierBrackets.points,
        })
        .from(companyTierProgress)
        .innerJoin(tierDefinitions, eq(tierDefinitions.id, companyTierProgress.tierDefinitionId))
        .innerJoin(tierBrackets, eq(tierBrackets.tierDefinitionId, tierDefinitions.id))
        .where(eq(companyTierProgress.companyId, companyId))
        .orderBy(asc(tierDefinitions.tierCategory), asc(tierBrackets.level));
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
    /** Adds accepted products to the company's yearly tier progress, per category. */
    async addProgress(companyId: number, byCategory: ReadonlyMap<number, number>): Promise<void> {
      for (const [category, added] of byCategory) {
        if (added <= 0) continue;
        await db
          .update(companyTierProgress)
          .set({ progress: sql`${companyTierProgress.progress} + ${added}` })
          .where(
            and(
              eq(companyTierProgress.companyId, companyId),
              sql`${companyTierProgress.tierDefinitionId} in (select ${tierDefinitions.id} from ${tierDefinitions} where ${tierDefinitions.tierCategory} = ${category})`,
            ),
          );
      }
    },
  };
}

export type TiersRepository = ReturnType<typeof createTiersRepository>;
