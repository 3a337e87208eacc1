/**
 * ARCHITECTURE §4: every kind of operator write the audit log records. The server can write no other
 * action (its audit rows are typed by this list), and the back-office names each one in its languages.
 */
export const AUDIT_ACTIONS = [
  'catalogue.import',
  'catalogue.size.create',
  'catalogue.size.update',
  'catalogue.tag-photo-rule.create',
  'catalogue.tag-photo-rule.delete',
  'catalogue.type.create',
  'catalogue.type.update',
  'catalogue.variant.create',
  'catalogue.variant.update',
  'club_card.status',
  'club_card.top_up.settle',
  'company.status',
  'company.update',
  'content.create',
  'content.hide',
  'content.image.upload',
  'content.show',
  'content.translation.delete',
  'content.translation.save',
  'content.update',
  'emulation.session.start',
  'emulation.ticket.create',
  'leads.assign',
  'leads.company_settings',
  'leads.create',
  'leads.intake_key.create',
  'leads.intake_key.revoke',
  'leads.lost',
  'leads.region_settings',
  'leads.reject',
  'operator.deactivate',
  'operator.invite',
  'operator.reactivate',
  'operator.role.change',
  'points.adjust',
  'project.review.decide',
  'region-config.update',
  'settings.maintenance.set',
  'shop.category.create',
  'shop.category.update',
  'shop.image.delete',
  'shop.image.reorder',
  'shop.image.upload',
  'shop.order.status',
  'shop.product.create',
  'shop.product.update',
  'shop.variant.create',
  'shop.variant.stock_receipt',
  'shop.variant.update',
  'support.close',
  'support.reopen',
  'support.reply',
  'survey.close',
  'survey.open',
  'user.role',
  'user.status',
  'user.update',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

const KNOWN = new Set<string>(AUDIT_ACTIONS);

/** Whether a stored action is one the back-office has a name for (rows of older releases may not be). */
export const isAuditAction = (value: string): value is AuditAction => KNOWN.has(value);

/** A write made while an operator emulated a user: the method and the route pattern (ARCHITECTURE §4). */
export type EmulatedWriteAction = `${'POST' | 'PUT' | 'PATCH' | 'DELETE'} /${string}`;

/** What an audit row's action holds: a kind of operator write, or an emulated user's write. */
export type AuditRecordAction = AuditAction | EmulatedWriteAction;

export const isEmulatedWriteAction = (value: string): value is EmulatedWriteAction =>
  /^(POST|PUT|PATCH|DELETE) \//.test(value);
