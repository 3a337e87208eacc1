import {
  ERROR_CODES,
  REGISTRATION_NUMBER_2_REGIONS,
  MESSAGES,
  ROLES,
  USER_STATUS,
  needsTermsAgreement,
  regionById,
  type Company,
  type UpdateCompanyBody,
} from '@club/contract';
import type { Db } from '../../db/database';
import type { CompanyRow } from '../../db/schema/companies';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { UserPrincipal } from '../auth/access-token';
import { violatedUniqueIndex } from '../registration/registration.service';
import { createCompanyRepository, type CompanyChanges } from './company.repository';

export interface CompanyServiceDeps {
  db: Db;
  clock: Clock;
}

/** Answers of the rules below; the spec gives no text for them, the wording is ours. */
export const COMPANY_MESSAGES = {
  secondNumberNotUsed: 'The second registration number is used only in Slovakia, Estonia and Latvia.',
  leadsNotAccepted: 'The company does not accept leads.',
  termsNotPending: 'There are no terms waiting for your answer.',
} as const;

const REGISTRATION_NUMBER_INDEX = 'companies_region_registration_number_unique';

const flag = (value: boolean) => (value ? 1 : 0);

export function toCompany(row: CompanyRow): Company {
  return {
    id: row.id,
    uuid: row.uuid,
    name: row.name,
    regions_id: row.regionId,
    crm_customer_id: row.crmCustomerId,
    registration_number: row.registrationNumber,
    registration_number_2: row.registrationNumber2,
    accepts_leads: flag(row.acceptsLeads),
    availability: flag(row.isAvailable),
    active: row.status as Company['active'],
    invite: row.invite,
  };
}

const usesSecondNumber = (regionId: number) =>
  (REGISTRATION_NUMBER_2_REGIONS as readonly string[]).includes(regionById(regionId)?.code ?? '');

export function createCompanyService(deps: CompanyServiceDeps) {
  return {
    /** GET /v1/company/{id}: the caller's own company, any member; any other uuid is 404. */
    async get(principal: UserPrincipal, companyUuid: string): Promise<Company> {
      const company = await createCompanyRepository(deps.db).findOwn(principal.companyId, companyUuid);
      if (!company) throw AppError.notFound();
      return toCompany(company);
    },

    /**
     * PATCH /v1/company/{id} (spec 01 §7): the caller's own company only, any other uuid is 404
     * (ARCHITECTURE §4). Who may change what:
     * - surveyResponse: any member, for themselves. registration_number_2: any member while the company
     *   has none, the owner only (403) to change one. spec 01 §2 Login step 4 asks them of whoever signs in
     *   while they are missing, installers included; refusing the installer would ask them on every
     *   sign-in.
     * - registration_number: owners only (403): it is the company's legal identity, asked at checkout
     *   (spec 03 §7), which is an owner's screen.
     * - active = DEACTIVATED: declining the terms (spec 01 §2, §4), which the terms modal offers to every
     *   member it is shown to; so only a caller the terms rule applies to may send it (403 otherwise).
     * - availability: owners only (403, not 404: the installer knows the company, it is theirs), and only
     *   when the company accepts leads (spec 02 §2 menu: the owner-with-leads toggle).
     * Everything is changed in one transaction with the company row locked.
     */
    async update(principal: UserPrincipal, companyUuid: string, body: UpdateCompanyBody): Promise<Company> {
      const isOwner = principal.roleId === ROLES.companyOwner.id;
      try {
        return await deps.db.transaction(async (tx) => {
          const repository = createCompanyRepository(tx);
          const company = await repository.findOwnForUpdate(principal.companyId, companyUuid);
          if (!company) throw AppError.notFound();
          const caller = await repository.findCaller(principal.userUuid);
          if (!caller) throw AppError.unauthorized();

          if (body.registration_number !== undefined && !isOwner) throw AppError.forbidden();
          if (body.registration_number_2 !== undefined && !isOwner && company.registrationNumber2?.trim()) {
            throw AppError.forbidden();
          }
          if (body.availability !== undefined && !isOwner) throw AppError.forbidden();
          if (body.active !== undefined) {
            const options = { hasAgreedToTerms: caller.options.hasAgreedToTerms === true };
            const promptUser = {
              region: caller.regionId,
              created_at: caller.createdAt.toISOString(),
              role: { id: caller.roleId },
              email_consent: flag(caller.emailConsent),
              phone_consent: flag(caller.phoneConsent),
            };
            if (!needsTermsAgreement(promptUser, options)) {
              throw new AppError(403, ERROR_CODES.termsNotPending, COMPANY_MESSAGES.termsNotPending);
            }
          }

          const errors: Record<string, string[]> = {};
          if (body.registration_number_2 !== undefined && !usesSecondNumber(company.regionId)) {
            errors.registration_number_2 = [COMPANY_MESSAGES.secondNumberNotUsed];
          }
          if (body.availability !== undefined && !company.acceptsLeads) {
            errors.availability = [COMPANY_MESSAGES.leadsNotAccepted];
          }
          if (Object.keys(errors).length > 0) throw AppError.validation(errors);

          const now = deps.clock.now();
          const changes: CompanyChanges = {};
          // The schema has stripped the spaces (spec 01 §5); uniqueness is the unique index's, see below.
          if (body.registration_number !== undefined) changes.registrationNumber = body.registration_number;
          if (body.registration_number_2 !== undefined)
            changes.registrationNumber2 = body.registration_number_2;
          if (body.availability !== undefined) changes.isAvailable = body.availability === 1;
          // spec 01 §4: a deactivated company's people are refused by the session check on their next call
          // and cannot refresh or sign in, so this one write ends every session of the company at once.
          if (body.active !== undefined) changes.status = USER_STATUS.DEACTIVATED;
          // The profile survey describes the person answering it: it is stored on the caller, exactly as
          // the registration stores the owner's (users.survey_response, has_survey), so that the sign-in
          // stops asking them (has_survey of the login answer is the user's).
          if (body.surveyResponse !== undefined) {
            await repository.saveSurvey(caller.id, JSON.parse(body.surveyResponse), now);
          }
          return toCompany(await repository.updateCompany(company.id, changes, now));
        });
      } catch (error) {
        // spec 01 §5: a registration number is unique within its region; a parallel change that slipped
        // past nothing but the unique index gets the same answer.
        if (violatedUniqueIndex(error) === REGISTRATION_NUMBER_INDEX) {
          throw AppError.validation({ registration_number: [MESSAGES.registrationNumberTaken] });
        }
        throw error;
      }
    },
  };
}

export type CompanyService = ReturnType<typeof createCompanyService>;
