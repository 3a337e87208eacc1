import { OPERATOR_SECTIONS, type OperatorRole } from '@club/contract';
import type { RouteObject } from 'react-router';

type LazyRoute = NonNullable<RouteObject['lazy']>;

/**
 * A section of the back-office: one nav entry, its screens under `/admin/<path>`, and the roles that may
 * use it, taken from the contract's matrix (OPERATOR_SECTIONS) so that the screens and the API agree.
 */
export interface AdminSection {
  id: string;
  /** Below /admin, without slashes: `operators` is /admin/operators. */
  path: string;
  /** `<namespace>:<key>` of the nav label, in the area's own locale file. */
  navLabelKey: string;
  roles: readonly OperatorRole[];
  /** The section's first screen (/admin/<path>): a module exporting `Component`. */
  lazy: LazyRoute;
  /** Further screens below the section's path (`:id`, `new`…), each with its own `lazy`. */
  children?: RouteObject[];
}

/**
 * Every section, in nav order. An area adds its entry here (one block each) and nothing else of the shell.
 */
export const SECTIONS: readonly AdminSection[] = [
  {
    id: 'review',
    path: 'review',
    navLabelKey: 'review:nav',
    roles: OPERATOR_SECTIONS.review,
    lazy: () => import('@/features/review/review-page'),
    children: [{ path: ':id', lazy: () => import('@/features/review/review-detail') }],
  },
  {
    id: 'companies',
    path: 'companies',
    navLabelKey: 'companies:nav',
    roles: OPERATOR_SECTIONS.companies,
    lazy: () => import('@/features/companies/companies-page'),
    children: [{ path: ':id', lazy: () => import('@/features/companies/company-detail') }],
  },
  {
    id: 'operators',
    path: 'operators',
    navLabelKey: 'operators:nav',
    roles: OPERATOR_SECTIONS.operators,
    lazy: () => import('@/features/operators/operators-page'),
  },
  {
    id: 'audit',
    path: 'audit',
    navLabelKey: 'audit:nav',
    roles: OPERATOR_SECTIONS.audit,
    lazy: () => import('@/features/audit/audit-page'),
  },
  {
    id: 'maintenance',
    path: 'maintenance',
    navLabelKey: 'maintenance:nav',
    roles: OPERATOR_SECTIONS.maintenance,
    lazy: () => import('@/features/maintenance/maintenance-page'),
  },
  {
    id: 'content',
    path: 'content',
    navLabelKey: 'content:nav',
    roles: OPERATOR_SECTIONS.content,
    lazy: () => import('@/features/content/content-list-page'),
    children: [{ path: ':id', lazy: () => import('@/features/content/content-editor-page') }],
  },
  {
    id: 'surveys',
    path: 'surveys',
    navLabelKey: 'surveys:nav',
    roles: OPERATOR_SECTIONS.surveys,
    lazy: () => import('@/features/surveys/surveys-page'),
  },
  {
    id: 'catalogue',
    path: 'catalogue',
    navLabelKey: 'catalogue:nav',
    roles: OPERATOR_SECTIONS.catalogue,
    lazy: () => import('@/features/catalogue/catalogue-page'),
    children: [
      { path: 'types/new', lazy: () => import('@/features/catalogue/type-form') },
      { path: 'types/:code', lazy: () => import('@/features/catalogue/type-form') },
      { path: 'import', lazy: () => import('@/features/catalogue/catalogue-import') },
    ],
  },
  {
    id: 'shop',
    path: 'shop',
    navLabelKey: 'shop:nav',
    roles: OPERATOR_SECTIONS.shop,
    lazy: () => import('@/features/shop/shop-page'),
    children: [
      { path: 'products/new', lazy: () => import('@/features/shop/product-page') },
      { path: 'products/:uuid', lazy: () => import('@/features/shop/product-page') },
    ],
  },
  {
    id: 'orders',
    path: 'orders',
    navLabelKey: 'orders:nav',
    roles: OPERATOR_SECTIONS.orders,
    lazy: () => import('@/features/orders/orders-page'),
    children: [{ path: ':uuid', lazy: () => import('@/features/orders/order-detail') }],
  },
  {
    id: 'club-cards',
    path: 'club-cards',
    navLabelKey: 'club_cards:nav',
    roles: OPERATOR_SECTIONS.cards,
    lazy: () => import('@/features/club-cards/top-ups-page'),
    children: [{ path: 'cards', lazy: () => import('@/features/club-cards/cards-page') }],
  },
  {
    id: 'regions',
    path: 'regions',
    navLabelKey: 'regions:nav',
    roles: OPERATOR_SECTIONS.regions,
    lazy: () => import('@/features/regions/regions-page'),
    children: [{ path: ':id', lazy: () => import('@/features/regions/region-form') }],
  },
  {
    id: 'support',
    path: 'support',
    navLabelKey: 'support:nav',
    roles: OPERATOR_SECTIONS.support,
    lazy: () => import('@/features/support/support-page'),
    children: [{ path: ':id', lazy: () => import('@/features/support/support-detail') }],
  },
  {
    id: 'leads',
    path: 'leads',
    navLabelKey: 'leads:nav',
    roles: OPERATOR_SECTIONS.leads,
    lazy: () => import('@/features/leads/leads-page'),
    children: [
      { path: 'new', lazy: () => import('@/features/leads/lead-create') },
      { path: 'companies', lazy: () => import('@/features/leads/lead-companies-page') },
      { path: ':uuid', lazy: () => import('@/features/leads/lead-detail') },
    ],
  },
  {
    id: 'lead-setup',
    path: 'lead-setup',
    navLabelKey: 'leads:setupNav',
    roles: OPERATOR_SECTIONS.leadsSetup,
    lazy: () => import('@/features/leads/intake-keys-page'),
    children: [{ path: 'regions', lazy: () => import('@/features/leads/lead-regions-page') }],
  },
];

/** The sections an operator of `role` sees in the nav and may open. */
export const sectionsFor = (role: OperatorRole): AdminSection[] =>
  SECTIONS.filter((section) => section.roles.includes(role));
