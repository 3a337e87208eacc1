/** Time source passed to services so that time rules (expiry, deadlines, caches) are testable. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock tests can move by hand. */
export function createManualClock(start: Date | string = '2025-01-15T10:00:00Z') {
  let current = new Date(start);
  return {
    now: () => new Date(current),
    set: (value: Date | string) => {
      current = new Date(value);
    },
    advance: (ms: number) => {
      current = new Date(current.getTime() + ms);
    },
  };
}
export type ManualClock = ReturnType<typeof createManualClock>;
