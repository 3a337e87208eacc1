import type { CountryCode } from './regions';

/*
 * spec 03 §6, §9: in one region a team is at most 1 owner and 10 installers; elsewhere unlimited. The spec
 * does not say which region: PL is ours (the club's largest market, with the tightest programme rules).
 */
export const TEAM_LIMIT_REGION = 'PL' as const satisfies CountryCode;
export const TEAM_LIMITS = { owners: 1, installers: 10 } as const;

export interface TeamLimit {
  owners: number;
  installers: number;
}

/** The team limit of a region, or null when the region has none. */
export function teamLimitFor(regionCode: string): TeamLimit | null {
  return regionCode.toUpperCase() === TEAM_LIMIT_REGION ? TEAM_LIMITS : null;
}
