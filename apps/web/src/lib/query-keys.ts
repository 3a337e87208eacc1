import type { ContentType, LeadListGroup, ProjectListFilter } from '@club/contract';

/**
 * Every TanStack Query key of the app, one factory per feature: the only place that builds them. They are
 * shared so that one feature can refresh another's data (a scan saved to a project refreshes the projects)
 * without importing it. `all` is the prefix to invalidate a whole feature.
 */

export const userKeys = {
  /** The signed-in user (src/lib/user.ts); the API client refetches it on 401. */
  all: ['user'] as const,
};

export const projectsKeys = {
  all: ['projects'] as const,
  list: (params: { status: ProjectListFilter; page: number }) =>
    [...projectsKeys.all, 'list', params.status, params.page] as const,
  /** The open projects that still take products (/projects/select). */
  accepting: () => [...projectsKeys.all, 'accepting'] as const,
  detail: (uuid: string) => [...projectsKeys.all, 'detail', uuid] as const,
};

export const pointsKeys = {
  all: ['company-points'] as const,
  company: (companyUuid: string) => [...pointsKeys.all, companyUuid] as const,
};

export const pointsHistoryKeys = {
  all: ['points-history'] as const,
};

export const tiersKeys = {
  list: (regionId: number) => ['tiers', regionId] as const,
  history: (companyId: number) => ['tier-history', companyId] as const,
};

export const certificatesKeys = {
  all: ['certificates'] as const,
};

export const configKeys = {
  all: ['config'] as const,
  public: () => [...configKeys.all, 'public'] as const,
  maintenanceProbe: () => [...configKeys.public(), 'maintenance-probe'] as const,
  private: () => [...configKeys.all, 'private'] as const,
};

export const contentKeys = {
  all: ['content'] as const,
  list: (params: { types: readonly ContentType[]; limit: number }) =>
    [...contentKeys.all, 'list', params.types.join(','), params.limit] as const,
  pages: (params: { types: readonly ContentType[]; limit: number }) =>
    [...contentKeys.list(params), 'pages'] as const,
  detail: (uuid: string) => [...contentKeys.all, 'item', uuid] as const,
};

export const notificationsKeys = {
  all: ['notifications'] as const,
};

export const surveysKeys = {
  all: ['surveys'] as const,
  pending: () => [...surveysKeys.all, 'pending', 1] as const,
};

export const emailVerificationKeys = {
  confirm: (token: string | null) => ['email-verification', token] as const,
};

export const scanKeys = {
  /** The scans saved offline, as the /scan/offline list and the sync share them. */
  offline: ['offline-scans'] as const,
  confirmation: (
    scan: { code: string; type?: string | null; size?: string | null; variant?: string | null } | null,
  ) => ['scan-confirmation', scan?.code, scan?.type, scan?.size, scan?.variant] as const,
};

export const shopKeys = {
  all: ['shop'] as const,
  categories: () => [...shopKeys.all, 'categories'] as const,
  products: (params: { categories: readonly string[]; page: number }) =>
    [...shopKeys.all, 'products', params.categories.join(','), params.page] as const,
  product: (uuid: string) => [...shopKeys.all, 'product', uuid] as const,
  /** The cart's products as the server has them now (spec 03 §4 self-correction). */
  cart: () => [...shopKeys.all, 'cart'] as const,
};

export const ordersKeys = {
  all: ['orders'] as const,
  list: () => [...ordersKeys.all, 'list'] as const,
  detail: (uuid: string) => [...ordersKeys.all, 'detail', uuid] as const,
};

export const companyKeys = {
  all: ['company'] as const,
  detail: (uuid: string) => [...companyKeys.all, uuid] as const,
};

export const marketingKeys = {
  all: ['marketing'] as const,
  services: () => [...marketingKeys.all, 'services'] as const,
  qrCode: (link: string) => [...marketingKeys.all, 'qr-code', link] as const,
};

export const teamKeys = {
  all: ['team'] as const,
  list: (page: number) => [...teamKeys.all, 'list', page] as const,
  member: (uuid: string) => [...teamKeys.all, 'member', uuid] as const,
};

export const supportKeys = {
  all: ['support'] as const,
  list: (page: number) => [...supportKeys.all, 'list', page] as const,
  conversation: (uuid: string) => [...supportKeys.all, 'conversation', uuid] as const,
  messages: (uuid: string) => [...supportKeys.all, 'messages', uuid] as const,
};

export const clubCardKeys = {
  all: ['club-card'] as const,
  /** The company's card state, also read by the menu, the home notice and the shop banner. */
  details: () => [...clubCardKeys.all, 'details'] as const,
  history: (page: number) => [...clubCardKeys.all, 'history', page] as const,
};

export const leadsKeys = {
  all: ['leads'] as const,
  list: (group: LeadListGroup, page: number) => [...leadsKeys.all, 'list', group, page] as const,
  summary: (companyUuid: string) => [...leadsKeys.all, 'summary', companyUuid] as const,
  detail: (uuid: string) => [...leadsKeys.all, 'detail', uuid] as const,
  archive: (uuid: string) => [...leadsKeys.all, 'archive', uuid] as const,
};
