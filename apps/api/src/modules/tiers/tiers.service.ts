import { isoDay, type TierCategory, type TierDefinition, type TierHistoryItem } from '@club/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { createTiersRepository, type BracketRow } from './tiers.repository';

/** The next reset day (month-day, UTC) after `now`: a reset on today's date has already happened. */
export function nextResetDate(resetOn: string, now: Date): string {
  const [month, day] = resetOn.split('-').map(Number);
  const at = (year: number) => new Date(Date.UTC(year, (month ?? 1) - 1, day ?? 1));
  const year = now.getUTCFullYear();
  const thisYear = at(year);
  const next = thisYear.getTime() > now.getTime() ? thisYear : at(year + 1);
  return isoDay(next);
}

/**
 * The start of the tier year `now` is in (UTC): the last reset day on or before `now`. Progress last
 * written before it belongs to an ended year (ARCHITECTURE §5: tiers count the scans of the current year).
 */
export function lastResetDate(resetOn: string, now: Date): Date {
  const [month, day] = resetOn.split('-').map(Number);
  const at = (year: number) => new Date(Date.UTC(year, (month ?? 1) - 1, day ?? 1));
  const thisYear = at(now.getUTCFullYear());
  return thisYear.getTime() <= now.getTime() ? thisYear : at(now.getUTCFullYear() - 1);
}

/**
 * spec 01 §9, spec 03 §3: the bracket a progress falls in. Brackets are sorted by level; progress 0 sits
 * in the first one, progress past every `to` stays in the top one.
 */
export function bracketFor(
  progress: number,
  brackets: BracketRow[],
): { current: BracketRow; next: BracketRow | null } {
  const index = brackets.findIndex((bracket) => progress <= bracket.to);
  const at = index === -1 ? brackets.length - 1 : index;
  const current = brackets[at];
  if (!current) throw new Error('A tier definition without brackets');
  return { current, next: brackets[at + 1] ?? null };
}

function groupByDefinition(brackets: (BracketRow & { tierDefinitionId: number })[]) {
  const byDefinition = new Map<number, BracketRow[]>();
  for (const { tierDefinitionId, ...bracket } of brackets) {
    const list = byDefinition.get(tierDefinitionId) ?? [];
    list.push(bracket);
    byDefinition.set(tierDefinitionId, list);
  }
  return byDefinition;
}

export function createTiersService(deps: { db: Db; clock: Clock }) {
  const repository = createTiersRepository(deps.db);
  return {
    /**
     * GET /v2/tiers (spec 03 §3): a region's categories with brackets. Tier definitions are the club's
     * rules, not company data, so any country region may be read.
     */
    async listTiers(regionId: number): Promise<{ data: TierDefinition[] }> {
      const { definitions, brackets } = await repository.listDefinitions(regionId);
      const byDefinition = groupByDefinition(brackets);
      const now = deps.clock.now();
      return {
        data: definitions.map((definition) => ({
          id: definition.id,
          tier_category: definition.tierCategory as TierCategory,
          brackets: byDefinition.get(definition.id) ?? [],
          reset_at: nextResetDate(definition.resetOn, now),
        })),
      };
    },

    /** GET /v2/tiers/history (spec 01 §3): only the caller's company; another id is 404 (ARCHITECTURE §4). */
    async listHistory(callerCompanyId: number, companyId: number): Promise<{ data: TierHistoryItem[] }> {
      if (companyId !== callerCompanyId) throw AppError.notFound();
      const { progress, brackets } = await repository.listProgress(callerCompanyId);
      const byDefinition = groupByDefinition(brackets);
      return {
        data: progress.flatMap((row) => {
          const list = byDefinition.get(row.tierDefinitionId) ?? [];
          if (list.length === 0) return [];
          const { current, next } = bracketFor(row.progress, list);
          const { id: _id, ...bracket } = current;
          return [
            {
              id: row.id,
              progress: row.progress,
              tier_definition: { id: row.tierDefinitionId, tier_category: row.tierCategory as TierCategory },
              tier_bracket: bracket,
              next_bracket_points: next?.points ?? null,
            },
          ];
        }),
      };
    },

    /** A new company starts at 0 in each category of its region, so home shows its tier cards at once. */
    startProgress: (tx: Db, companyId: number, regionId: number) =>
      createTiersRepository(tx).startProgress(companyId, regionId),

    /**
     * Adds accepted products to the company's yearly progress, per tier category, in the caller's
     * transaction; the first products after the region's reset day start the new year from 0.
     */
    addProgress: (tx: Db, companyId: number, byCategory: ReadonlyMap<number, number>) =>
      createTiersRepository(tx).addProgress(companyId, byCategory, deps.clock.now(), lastResetDate),

    /**
     * The daily reset (jobs: tiers-reset): progress not written since its region's last reset day goes
     * back to 0, so that every reader (home, the points table) sees the new year. Idempotent.
     */
    resetEndedYears: (): Promise<number> =>
      createTiersRepository(deps.db).resetEndedYears(deps.clock.now(), lastResetDate),
  };
}

export type TiersService = ReturnType<typeof createTiersService>;
