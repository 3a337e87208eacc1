import {
  FIELD_MESSAGES,
  MESSAGES,
  ROLES,
  USER_STATUS,
  isTestPhoneBypass,
  regionById,
  type RegisterCompanyBody,
  type RegisterCompanyResponse,
  type ValidateRegistrationQuery,
  type ValidateRegistrationResponse,
} from '@club/contract';
import { isValidPhoneNumber, type CountryCode as PhoneCountry } from 'libphonenumber-js';
import type { Db } from '../../db/database';
import type { UserOptions } from '../../db/schema/users';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { toE164 } from '../auth/sign-in.service';
import type { ConfigService } from '../config/config.service';
import type { PointsService } from '../points/points.service';
import type { TiersService } from '../tiers/tiers.service';
import { createRegistrationRepository } from './registration.repository';

export interface RegistrationServiceDeps {
  db: Db;
  points: PointsService;
  tiers: TiersService;
  config: ConfigService;
  clock: Clock;
}

type FieldErrors = Record<string, string[]>;

/** The unique indexes behind each uniqueness rule, and the field and message a clash is reported on. */
const UNIQUE_FIELDS: Record<string, { field: string; message: string }> = {
  users_email_unique: { field: 'email', message: MESSAGES.emailTaken },
  users_region_phone_unique: { field: 'phone', message: MESSAGES.phoneNotUnique },
  companies_region_registration_number_unique: {
    field: 'companyRegistrationNumber',
    message: MESSAGES.registrationNumberTaken,
  },
};

/**
 * The unique index a PostgreSQL error 23505 names, looking through the wrappers drizzle puts around
 * driver errors; null for any other error.
 */
export function violatedUniqueIndex(error: unknown): string | null {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth += 1) {
    const candidate = current as { code?: unknown; constraint?: unknown; message?: unknown; cause?: unknown };
    if (candidate.code === '23505') {
      if (typeof candidate.constraint === 'string') return candidate.constraint;
      const match = /unique constraint "([^"]+)"/.exec(String(candidate.message));
      return match?.[1] ?? null;
    }
    current = candidate.cause;
  }
  return null;
}

/** spec 01 §5: the phone must be valid for the region, except the ten-nines test numbers. */
export function isPhoneValidForRegion(regionId: number, phone: string): boolean {
  if (isTestPhoneBypass(phone)) return true;
  const code = regionById(regionId)?.code;
  if (!code || code === 'ALL') return false;
  return isValidPhoneNumber(phone, code as PhoneCountry);
}

/** spec 01 §5: the house number is appended to the address line unless it is already in it. */
export function addressLine(address: string, houseNumber: string): string {
  return address.includes(houseNumber) ? address : `${address} ${houseNumber}`;
}

const parseOptions = (json: string | undefined): UserOptions =>
  json === undefined ? {} : (JSON.parse(json) as UserOptions);

export function createRegistrationService(deps: RegistrationServiceDeps) {
  const repository = createRegistrationRepository(deps.db);

  /** Every uniqueness clash of the given values, keyed by the registration payload's field names. */
  async function clashes(input: {
    regionId?: number;
    phone?: string;
    email?: string;
    registrationNumber?: string;
  }): Promise<FieldErrors> {
    const errors: FieldErrors = {};
    const checks: Promise<void>[] = [];
    if (input.regionId !== undefined && input.phone !== undefined) {
      const e164 = toE164(input.regionId, input.phone);
      if (e164) {
        checks.push(
          repository.isPhoneTaken(input.regionId, e164).then((taken) => {
            if (taken) errors.phone = [MESSAGES.phoneNotUnique];
          }),
        );
      }
    }
    if (input.email !== undefined) {
      checks.push(
        repository.isEmailTaken(input.email).then((taken) => {
          if (taken) errors.email = [MESSAGES.emailTaken];
        }),
      );
    }
    if (input.regionId !== undefined && input.registrationNumber) {
      const { regionId, registrationNumber } = input;
      checks.push(
        repository.isRegistrationNumberTaken(regionId, registrationNumber).then((taken) => {
          if (taken) errors.companyRegistrationNumber = [MESSAGES.registrationNumberTaken];
        }),
      );
    }
    await Promise.all(checks);
    return errors;
  }

  return {
    /** GET /v2/company/validate (spec 01 §7): one value at a time, with the spec's messages. */
    async validate(query: ValidateRegistrationQuery): Promise<ValidateRegistrationResponse> {
      const errors = await clashes({
        regionId: query.region_id,
        phone: query.phone,
        email: query.email,
        registrationNumber: query.registration_number,
      });
      return { valid: Object.keys(errors).length === 0, errors };
    },

    /**
     * POST /v2/company/register (spec 01 §2, §7): the body schema has checked the fields; here the rules
     * only the server can check, then the company, its owner, their tier progress and the welcome points
     * in one transaction (ARCHITECTURE §5). A parallel registration that slips past the checks hits the
     * unique indexes and gets the same 422.
     */
    async register(body: RegisterCompanyBody): Promise<RegisterCompanyResponse> {
      const registrationNumber = body.companyRegistrationNumber || null;
      const errors = await clashes({
        regionId: body.regionsId,
        phone: body.phone,
        email: body.email,
        registrationNumber: registrationNumber ?? undefined,
      });
      const phone = toE164(body.regionsId, body.phone);
      if (!phone || !isPhoneValidForRegion(body.regionsId, body.phone)) {
        errors.phone = [FIELD_MESSAGES.phoneInvalid];
      }
      if (Object.keys(errors).length > 0 || !phone) throw AppError.validation(errors);

      try {
        return await deps.db.transaction(async (tx) => {
          const now = deps.clock.now();
          const registrations = createRegistrationRepository(tx);
          const company = await registrations.insertCompany({
            name: body.companyName,
            regionId: body.regionsId,
            registrationNumber,
            registrationNumber2: body.companyRegistrationNumber2 || null,
            address: addressLine(body.companyAddress, body.companyHouseNumber),
            streetName: body.companyStreetName ?? '',
            houseNumber: body.companyHouseNumber,
            postalCode: body.companyPostalCode,
            city: body.companyCity,
            // spec 01 §2, §3: the invite of the registration link stays with the company
            invite: body.invite || null,
            status: USER_STATUS.ACTIVE,
            createdAt: now,
            updatedAt: now,
          });
          const owner = await registrations.insertUser({
            companyId: company.id,
            roleId: ROLES.companyOwner.id,
            name: body.name,
            surname: body.surname,
            email: body.email,
            phone,
            regionId: body.regionsId,
            languageId: body.languagesId,
            status: USER_STATUS.ACTIVE,
            options: parseOptions(body.options),
            emailConsent: body.email_consent === 1,
            phoneConsent: body.phone_consent === 1,
            // spec 01 §2: a skipped survey is asked again after the first sign-in (has_survey false).
            hasSurvey: body.surveyResponse !== undefined,
            surveyResponse: body.surveyResponse === undefined ? null : JSON.parse(body.surveyResponse),
            createdAt: now,
            updatedAt: now,
          });
          await deps.tiers.startProgress(tx, company.id, body.regionsId);
          const welcomePoints = await deps.config.welcomePoints(tx, body.regionsId);
          if (welcomePoints > 0) {
            await deps.points.credit(tx, { companyId: company.id, points: welcomePoints, event: 'welcome' });
          }
          return {
            user_id: owner.id,
            company_id: company.id,
            company_uuid: company.uuid,
            welcome_points: welcomePoints,
          };
        });
      } catch (error) {
        const clash = UNIQUE_FIELDS[violatedUniqueIndex(error) ?? ''];
        if (clash) throw AppError.validation({ [clash.field]: [clash.message] });
        throw error;
      }
    },
  };
}

export type RegistrationService = ReturnType<typeof createRegistrationService>;
