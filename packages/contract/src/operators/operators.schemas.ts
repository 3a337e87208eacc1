import { z } from 'zod';
import { OPERATOR_ROLES } from '../constants/roles';
import { EmailSchema } from '../common/contact.schemas';
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
