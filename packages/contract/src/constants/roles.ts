/** ARCHITECTURE §4 and spec 01 §6: installer account roles. */
export const ROLES = {
  companyOwner: { id: 2, slug: 'company-owner', name: 'Company Owner' },
  installer: { id: 3, slug: 'installer', name: 'Installer' },
} as const;

export type Role = (typeof ROLES)[keyof typeof ROLES];
export type RoleId = Role['id'];
export type RoleSlug = Role['slug'];

/** spec 01 §4: user active status. DEACTIVATED and DELETED share the value 2. */
export const USER_STATUS = { PENDING: 0, ACTIVE: 1, DEACTIVATED: 2, DELETED: 2 } as const;
export type UserStatus = (typeof USER_STATUS)[keyof typeof USER_STATUS];

/** ARCHITECTURE §4: back-office operator roles. */
export const OPERATOR_ROLES = ['admin', 'support', 'content', 'fulfilment'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];
