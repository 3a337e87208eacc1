import { OPERATOR_ROLES, type OperatorRole } from './roles';

/**
 * ARCHITECTURE §4: the one role matrix of the back-office. Each section of the operators' app, and every
 * operator endpoint behind it, names its roles from here: the server enforces them (403) and the app hides
 * what a role may not use. admin may use everything; support reads companies and users, emulates and
 * decides reviews; content runs news, resources, videos, surveys and the catalogue; fulfilment runs orders
 * and club cards.
 */
export const OPERATOR_SECTIONS = {
  review: ['admin', 'support'],
  companies: ['admin', 'support'],
  /** Changes to companies and users (status, contact data, roles, points adjustments): not support's. */
  companyChanges: ['admin'],
  emulation: ['admin', 'support'],
  content: ['admin', 'content'],
  surveys: ['admin', 'content'],
  catalogue: ['admin', 'content'],
  regions: ['admin'],
  /** The rewards shop's catalogue: categories, products, variants, prices, stock, images. */
  shop: ['admin', 'content'],
  orders: ['admin', 'fulfilment'],
  cards: ['admin', 'fulfilment'],
  operators: ['admin'],
  audit: ['admin'],
  maintenance: ['admin'],
  /** Support chat: conversations, replies, closing and reopening. */
  support: ['admin', 'support'],
  /** The leads dispatch desk: the leads list, assigning, rejecting, marking lost, per-company stats. */
  leads: ['admin', 'support'],
  /** Leads set-up: intake API keys, companies' postal coverage and caps, regions' deadlines. */
  leadsSetup: ['admin'],
} as const satisfies Record<string, readonly OperatorRole[]>;

export type OperatorSection = keyof typeof OPERATOR_SECTIONS;

/** Calls about the operator's own session (who am I, sign out): open to every role, said explicitly. */
export const EVERY_OPERATOR_ROLE: readonly OperatorRole[] = OPERATOR_ROLES;

export const mayUseSection = (role: OperatorRole, section: OperatorSection): boolean =>
  (OPERATOR_SECTIONS[section] as readonly OperatorRole[]).includes(role);
