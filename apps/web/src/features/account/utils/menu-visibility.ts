import { ROLES, type User } from '@club/contract';

export type MenuUser = Pick<User, 'role' | 'company'>;

/**
 * spec 02 §2 Menu and §6: what the menu offers to whom. `hasClubCardTile` is the server's word on the club
 * card tile (owner and "company has a club card", spec 02 §3 has_edenred_card), from the card's details.
 */
export function menuVisibility(
  user: MenuUser,
  { hasClubCardTile = false }: { hasClubCardTile?: boolean } = {},
) {
  const isOwner = user.role.slug === ROLES.companyOwner.slug;
  const acceptsLeads = user.company.accepts_leads === 1;
  return {
    shop: isOwner,
    leads: isOwner && acceptsLeads,
    clubCard: isOwner && hasClubCardTile,
    orders: isOwner,
    team: isOwner,
    leadAvailability: isOwner && acceptsLeads,
    marketing: isOwner,
    documents: isOwner,
  };
}
export type MenuVisibility = ReturnType<typeof menuVisibility>;
