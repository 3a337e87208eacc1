import { z } from 'zod';
import { OPERATOR_ROLES } from '../constants/roles';
import { EmailSchema } from '../common/contact.schemas';
import { DateTimeSchema, paged, UuidSchema } from '../common/common.schemas';
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
