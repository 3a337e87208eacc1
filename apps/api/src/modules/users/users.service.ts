import { ROLES, type User, type UserRole } from '@club/contract';
import { AppError } from '../../lib/app-error';
import { hasRegnr2 } from '../auth/sign-in.service';
import type { UsersRepository } from './users.repository';

const flag = (value: boolean) => (value ? 1 : 0);

function roleOf(roleId: number): UserRole {
  const role = roleId === ROLES.companyOwner.id ? ROLES.companyOwner : ROLES.installer;
  return { id: role.id, slug: role.slug, name: role.name };
}

export function createUsersService(deps: { repository: UsersRepository }) {
  return {
    /** GET /v1/installer/user/self: spec 01 §3 User, only ever the caller's own record. */
    async getSelf(userUuid: string): Promise<User> {
      const row = await deps.repository.findSelf(userUuid);
      if (!row) throw AppError.unauthorized();
      const { user, company } = row;
      return {
        uuid: user.uuid,
        user_id: user.id,
        name: user.name,
        surname: user.surname,
        email: user.email || null,
        phone: user.phone || null,
        region: user.regionId,
        language: user.languageId,
        role: roleOf(user.roleId),
        company: {
          uuid: company.uuid,
          name: company.name,
          crm_customer_id: company.crmCustomerId,
          accepts_leads: flag(company.acceptsLeads),
          availability: flag(company.isAvailable),
        },
        company_id: user.companyId,
        active: user.status as User['active'],
        created_at: user.createdAt.toISOString(),
        // spec 01 §3: options travel as a JSON string.
        options: JSON.stringify(user.options),
        email_consent: flag(user.emailConsent),
        phone_consent: flag(user.phoneConsent),
        has_regnr2: hasRegnr2(user.regionId, company.registrationNumber2),
        has_survey: user.hasSurvey,
        avatar: null,
        verified_email_at: user.verifiedEmailAt?.toISOString() ?? null,
      };
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
