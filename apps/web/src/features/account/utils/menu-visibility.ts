import { ROLES, type User } from '@club/contract';

export type MenuUser = Pick<User, 'role' | 'company'>;

/** spec 02 §2 Menu and §6: what the menu offers to whom. */
export function menuVisibility(user: MenuUser) {
  const isOwner = user.role.slug === ROLES.companyOwner.slug;
  const acceptsLeads = user.company.accepts_leads === 1;
  return {
    shop: isOwner,
    leads: isOwner && acceptsLeads,
    // spec 02 §2: owner and "company has a club card" (has_edenred_card, spec 02 §3). The user's company
    // does not carry that flag yet; the tile stays hidden until the club-card area adds it.
    clubCard: false,
    orders: isOwner,
    team: isOwner,
    leadAvailability: isOwner && acceptsLeads,
    marketing: isOwner,
    documents: isOwner,
  };
}
export type MenuVisibility = ReturnType<typeof menuVisibility>;
