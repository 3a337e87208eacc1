import { z } from 'zod';
import { STAFF_ROLE_ID, UpdateSelfBodySchema } from '@club/contract';

const { shape } = UpdateSelfBodySchema;

/**
 * spec 02 §2 User edit, §5: name and surname for everyone, the e-mail for role id 3 only; the rules are
 * the contract's own, required here because the form always sends them.
 */
export function profileSchema(roleId: number) {
  const base = z.object({ name: shape.name.unwrap(), surname: shape.surname.unwrap() });
  return roleId === STAFF_ROLE_ID ? base.extend({ email: shape.email.unwrap() }) : base;
}

export interface ProfileFields {
  name: string;
  surname: string;
  email?: string;
}
