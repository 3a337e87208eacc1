import { z } from 'zod';
import { OPERATOR_ROLES } from '../constants/roles';
import { ACCOUNT_LIMITS } from '../constants/limits';
import { FIELD_MESSAGES } from '../constants/messages';
import { EmailSchema } from '../common/contact.schemas';
import { DateTimeSchema, PageQuerySchema, paged, requiredText, UuidSchema } from '../common/common.schemas';
import { listQuery } from '../common/list-query';
import { CodeSchema, LoginRequestIdSchema } from '../auth/auth.schemas';

/** ARCHITECTURE §4: operators sign in by e-mail code, with the same code rules as installers. */
export const OperatorLoginBodySchema = z
  .strictObject({ email: EmailSchema })
  .meta({ id: 'OperatorLoginBody' });
export type OperatorLoginBody = z.infer<typeof OperatorLoginBodySchema>;

/**
 * The same answer whether or not the address belongs to an operator, so it cannot be probed: an unknown
 * address gets a request id too, one that no code will ever match.
 */
export const OperatorLoginResponseSchema = z
  .object({ ok: z.literal(true), request_id: LoginRequestIdSchema })
  .meta({ id: 'OperatorLoginResponse' });

export const OperatorVerifyBodySchema = z
  .strictObject({ requestId: LoginRequestIdSchema, code: CodeSchema })
  .meta({ id: 'OperatorVerifyBody' });
export type OperatorVerifyBody = z.infer<typeof OperatorVerifyBodySchema>;

export const OperatorRoleSchema = z.enum(OPERATOR_ROLES);

export const MaintenanceSwitchSchema = z
  .strictObject({ enabled: z.boolean() })
  .meta({ id: 'MaintenanceSwitch' });
export type MaintenanceSwitch = z.infer<typeof MaintenanceSwitchSchema>;

/** The signed-in operator, as the back-office shows them in its header and picks their sections. */
export const OperatorSelfSchema = z
  .object({ uuid: UuidSchema, name: z.string(), email: z.string(), role: OperatorRoleSchema })
  .meta({ id: 'OperatorSelf' });
export type OperatorSelf = z.infer<typeof OperatorSelfSchema>;

/** An operator as the operators' list shows them (admin only). */
export const OperatorSchema = z
  .object({
    uuid: UuidSchema,
    name: z.string(),
    email: z.string(),
    role: OperatorRoleSchema,
    active: z.boolean(),
    created_at: DateTimeSchema,
  })
  .meta({ id: 'Operator' });
export type Operator = z.infer<typeof OperatorSchema>;

export const OPERATOR_STATUSES = ['active', 'inactive'] as const;
export const OPERATOR_SORTS = ['name', 'email', 'role', 'created_at'] as const;

export const OperatorListQuerySchema = listQuery(OPERATOR_SORTS, {
  /** Part of the name or e-mail. */
  q: z.string().trim().max(100).optional(),
  role: OperatorRoleSchema.optional(),
  status: z.enum(OPERATOR_STATUSES).optional(),
});
export type OperatorListQuery = z.infer<typeof OperatorListQuerySchema>;

export const OperatorListSchema = paged(OperatorSchema).meta({ id: 'OperatorList' });

/** The operators' own rules (admin screens); the wording is ours. */
export const OPERATOR_MESSAGES = {
  notYourself: 'You cannot change your own role or deactivate yourself.',
  roleRequired: 'Choose a role.',
} as const;

/** An admin invites an operator: they can sign in at /admin with a code sent to this address. */
export const OperatorInviteSchema = z
  .strictObject({
    email: EmailSchema,
    name: requiredText(FIELD_MESSAGES.nameRequired, ACCOUNT_LIMITS.nameMaxLength),
    role: z.enum(OPERATOR_ROLES, { error: OPERATOR_MESSAGES.roleRequired }),
  })
  .meta({ id: 'OperatorInvite' });
export type OperatorInvite = z.infer<typeof OperatorInviteSchema>;

/** A new role, or deactivation (sessions end at once) and reactivation; never of oneself. */
export const OperatorUpdateSchema = z
  .strictObject({
    role: z.enum(OPERATOR_ROLES, { error: OPERATOR_MESSAGES.roleRequired }).optional(),
    active: z.boolean().optional(),
  })
  .refine((body) => body.role !== undefined || body.active !== undefined, {
    message: FIELD_MESSAGES.nothingToUpdate,
  })
  .meta({ id: 'OperatorUpdate' });
export type OperatorUpdate = z.infer<typeof OperatorUpdateSchema>;

/** A calendar day (`2026-11-27`), the audit log's date range; `to` includes its whole day. */
const DaySchema = z.iso.date();

/** ARCHITECTURE §4: the audit log's filters; always newest first. */
export const AuditListQuerySchema = PageQuerySchema.extend({
  /** The operator who wrote (uuid). */
  operator: UuidSchema.optional(),
  /** The entity: `operator`, `setting`, `project`… */
  target_type: z.string().trim().min(1).max(60).optional(),
  target_id: z.string().trim().min(1).max(100).optional(),
  action: z.string().trim().min(1).max(100).optional(),
  from: DaySchema.optional(),
  to: DaySchema.optional(),
});
export type AuditListQuery = z.infer<typeof AuditListQuerySchema>;

export const AuditEntrySchema = z
  .object({
    id: UuidSchema,
    created_at: DateTimeSchema,
    operator: z.object({ uuid: UuidSchema, name: z.string(), email: z.string() }),
    action: z.string(),
    target_type: z.string(),
    target_id: z.string().nullable(),
    /** What the write was about, when it is not a change of a row (a decision, a ticket…). */
    data: z.unknown(),
    /** The row before and after the write, where it changed one (null for a creation or a removal). */
    before: z.unknown(),
    after: z.unknown(),
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

export const AuditListSchema = paged(AuditEntrySchema).meta({ id: 'AuditList' });

/** The actions and entities the log holds, for the filters' choices. */
export const AuditFacetsSchema = z
  .object({ actions: z.array(z.string()), target_types: z.array(z.string()) })
  .meta({ id: 'AuditFacets' });
