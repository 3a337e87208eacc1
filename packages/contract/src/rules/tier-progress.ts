import { TIER_BRACKET_DEFAULT_FROM, TIER_MAX_BRACKET_TO } from '../constants/tiers';

export interface TierBracketRange {
  from?: number | null;
  to: number;
}

/**
 * spec 01 §9, spec 03 §4: progress through a bracket in percent (0–100), progress / (to − from + 1).
 * A bracket without `from` counts from 1; the top bracket (to = 32767) always shows 100 %.
 */
export function tierProgress(progress: number, bracket: TierBracketRange): number {
  if (bracket.to >= TIER_MAX_BRACKET_TO) return 100;
  const from = bracket.from ?? TIER_BRACKET_DEFAULT_FROM;
  const size = bracket.to - from + 1;
  // A bracket that ends before it starts is broken data: show no progress rather than divide by ≤ 0.
  if (size <= 0 || !Number.isFinite(progress)) return 0;
  const percent = (progress / size) * 100;
  return Math.min(100, Math.max(0, percent));
}
