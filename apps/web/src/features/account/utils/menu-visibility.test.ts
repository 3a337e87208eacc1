import { describe, expect, it } from 'vitest';
import { installerUser, ownerUser } from '@/test/fixtures/user';
import { menuVisibility } from './menu-visibility';

describe('the club card tile (spec 02 §2 Menu: owner and a company with a club card)', () => {
  it('shows for an owner when the server says the company has a card', () => {
    expect(menuVisibility(ownerUser(), { hasClubCardTile: true }).clubCard).toBe(true);
  });

  it('stays hidden without the server’s word, for a company without a card and for an installer', () => {
    expect(menuVisibility(ownerUser()).clubCard).toBe(false);
    expect(menuVisibility(ownerUser(), { hasClubCardTile: false }).clubCard).toBe(false);
    expect(menuVisibility(installerUser(), { hasClubCardTile: true }).clubCard).toBe(false);
  });
});
