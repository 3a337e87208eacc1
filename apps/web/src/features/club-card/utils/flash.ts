import { useLocation } from 'react-router';

/**
 * spec 03 §2: the club card screens confirm what the previous one did ("a success message passed through
 * navigation"): the card verified, a top-up ordered, a card ordered.
 */
export type ClubCardFlash =
  { kind: 'verified' } | { kind: 'ordered' } | { kind: 'topped_up'; points: number; money: number };

export interface ClubCardFlashState {
  clubCardFlash: ClubCardFlash;
}

export const flashState = (flash: ClubCardFlash): ClubCardFlashState => ({ clubCardFlash: flash });

export function useClubCardFlash(): ClubCardFlash | null {
  const state = useLocation().state as Partial<ClubCardFlashState> | null;
  return state?.clubCardFlash ?? null;
}
