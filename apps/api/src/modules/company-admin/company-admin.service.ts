import {
  ADJUSTMENT_EVENT,
  COMPANY_ADMIN_MESSAGES,
  FIELD_MESSAGES,
  MESSAGES,
  REGISTRATION_NUMBER_2_REGIONS,
  ROLES,
  USER_STATUS,
  fillMessage,
  regionById,
  registrationNumberRuleForRegionId,
  teamLimitFor,
  type OperatorCompanyDetail,
  type OperatorCompanyList,
  type OperatorCompanyProject,
  type OperatorCompanyQuery,
  type OperatorLedger,
  type OperatorMember,
  type PageQuery,
  type Paged,
  type PointsAdjustmentBody,
  type PointsAdjustmentResult,
  type SetAccountStatusBody,
  type SetMemberRoleBody,
  type UpdateOperatorCompanyBody,
  type UpdateOperatorUserBody,
} from '@club/contract';
import type { Db } from '../../db/database';
import type { CompanyRow } from '../../db/schema/companies';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { pageMeta, pageWindow } from '../../lib/paging';
import { toE164 } from '../auth/sign-in.service';
import { COMPANY_MESSAGES } from '../company/company.service';
import type { OperatorActor } from '../operators/admin-settings.service';
import type { AuditService } from '../operators/audit.service';
import type { PointsService } from '../points/points.service';
import { isPhoneValidForRegion, violatedUniqueIndex } from '../registration/registration.service';
import {
  createCompanyAdminRepository,
  type CompanyDataChange,
  type MemberChange,
  type MemberRow,
} from './company-admin.repository';

export interface CompanyAdminServiceDeps {
  db: Db;
  clock: Clock;
  audit: AuditService;
  points: PointsService;
}

type FieldErrors = Record<string, string[]>;
type AccountStatus = OperatorMember['active'];
type RoleIdValue = OperatorMember['role_id'];

/** Unique indexes whose violation is the operator's input clashing with another account. */
const CLASHES: Record<string, FieldErrors> = {
  companies_region_registration_number_unique: { registration_number: [MESSAGES.registrationNumberTaken] },
  users_email_unique: { email: [MESSAGES.emailTaken] },
  users_region_phone_unique: { phone: [MESSAGES.phoneNotUnique] },
};

const iso = (date: Date) => date.toISOString();

export function toMember(row: MemberRow): OperatorMember {
  return {
    uuid: row.uuid,
    name: row.name,
    surname: row.surname,
    email: row.email,
    phone: row.phone,
    role_id: row.roleId as RoleIdValue,
    active: row.status as AccountStatus,
    created_at: iso(row.createdAt),
    last_activity_at: row.lastActivityAt,
  };
}

/** The audited view of a company's editable data. */
const companyData = (row: CompanyRow) => ({
  name: row.name,
  registration_number: row.registrationNumber,
  registration_number_2: row.registrationNumber2,
  address: row.address,
  street_name: row.streetName,
  house_number: row.houseNumber,
  postal_code: row.postalCode,
  city: row.city,
});

const memberData = (row: Pick<MemberRow, 'name' | 'surname' | 'email' | 'phone'>) => ({
  name: row.name,
  surname: row.surname,
  email: row.email,
  phone: row.phone,
});

/** Only the fields that changed, before and after (ARCHITECTURE §4: the audit log shows both). */
function changed<T extends Record<string, unknown>>(before: T, after: T) {
  const keys = Object.keys(after).filter((k) => before[k] !== after[k]);
  return {
    before: Object.fromEntries(keys.map((k) => [k, before[k]])),
    after: Object.fromEntries(keys.map((k) => [k, after[k]])),
  };
}

/**
 * The operators' view and changes of companies and their people (issue 12, Companies and users). Every
 * write runs in one transaction with its audit row; points move only through the points service.
 */
export function createCompanyAdminService(deps: CompanyAdminServiceDeps) {
  const { db, clock, audit } = deps;
  const repository = createCompanyAdminRepository(db);

  async function operatorIdOf(actor: OperatorActor): Promise<number> {
    const operatorId = await audit.operatorId(actor.operatorUuid);
    if (operatorId === null) throw AppError.unauthorized();
    return operatorId;
  }

  async function companyOf(uuid: string): Promise<CompanyRow> {
    const company = await repository.findCompany(uuid);
    if (!company) throw AppError.notFound(COMPANY_ADMIN_MESSAGES.companyNotFound);
    return company;
  }

  async function detail(company: CompanyRow): Promise<OperatorCompanyDetail> {
    const [members, certificates] = await Promise.all([
      repository.listMembers(company.id),
      repository.listCertificates(company.id),
    ]);
    return {
      uuid: company.uuid,
      id: company.id,
      name: company.name,
      region_id: company.regionId,
      registration_number: company.registrationNumber,
      registration_number_2: company.registrationNumber2,
      address: company.address,
      street_name: company.streetName,
      house_number: company.houseNumber,
      postal_code: company.postalCode,
      city: company.city,
      crm_customer_id: company.crmCustomerId,
      accepts_leads: company.acceptsLeads,
      active: company.status as AccountStatus,
      points: company.pointsBalance,
      created_at: iso(company.createdAt),
      members: members.map(toMember),
      certificates: certificates.map((c) => ({
        uuid: c.uuid,
        name: c.name,
        awarded_on: c.awardedOn,
        expires_on: c.expiresOn,
      })),
      team_limit: teamLimitFor(regionById(company.regionId)?.code ?? ''),
    };
  }

  /** A write whose unique-index clash is the operator's 422, never a 500. */
  async function withClashes<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      const index = violatedUniqueIndex(error);
      const errors = index ? CLASHES[index] : undefined;
      if (errors) throw AppError.validation(errors);
      throw error;
    }
  }

  async function memberOf(tx: Db, uuid: string): Promise<MemberRow> {
    const member = await createCompanyAdminRepository(tx).findMember(uuid);
    if (!member) throw AppError.notFound(COMPANY_ADMIN_MESSAGES.userNotFound);
    return member;
  }

  return {
    async search(query: OperatorCompanyQuery): Promise<OperatorCompanyList> {
      const { rows, total } = await repository.search(query, pageWindow(query));
      return {
        data: rows.map((r) => ({
          uuid: r.uuid,
          id: r.id,
          name: r.name,
          region_id: r.regionId,
          registration_number: r.registrationNumber,
          registration_number_2: r.registrationNumber2,
          active: r.status as AccountStatus,
          points: r.points,
          members: r.members,
          owner: r.owner,
          created_at: iso(r.createdAt),
        })),
        meta: pageMeta(query, total),
      };
    },

    async get(uuid: string): Promise<OperatorCompanyDetail> {
      return detail(await companyOf(uuid));
    },

    async ledger(uuid: string, page: PageQuery): Promise<OperatorLedger> {
      const company = await companyOf(uuid);
      const { rows, total } = await repository.listLedger(company.id, pageWindow(page));
      return {
        data: rows.map((r) => ({
          uuid: r.uuid,
          created_at: iso(r.createdAt),
          variation: r.variation,
          event: r.event,
          points: r.points,
          balance: Number(r.balance),
          reason: r.reason,
          operator: r.operatorUuid && r.operatorName ? { uuid: r.operatorUuid, name: r.operatorName } : null,
          reference_type: r.referenceType,
          reference_id: r.referenceId,
        })),
        meta: pageMeta(page, total),
      };
    },

    async projects(uuid: string, page: PageQuery): Promise<Paged<OperatorCompanyProject>> {
      const company = await companyOf(uuid);
      const { rows, total } = await repository.listProjects(company.id, pageWindow(page));
      return {
        data: rows.map((r) => ({
          uuid: r.uuid,
          name: r.name,
          street_name: r.streetName,
          city: r.city,
          postal_code: r.postalCode,
          status: r.status,
          points_awarded: r.pointsAwarded,
          created_at: iso(r.createdAt),
          closed_at: r.closedAt ? iso(r.closedAt) : null,
        })),
        meta: pageMeta(page, total),
      };
    },

    /** The registration form's rules (spec 01 §5) on the company's data, for the company's region. */
    async updateCompany(
      actor: OperatorActor,
      uuid: string,
      body: UpdateOperatorCompanyBody,
    ): Promise<OperatorCompanyDetail> {
      const operatorId = await operatorIdOf(actor);
      const updated = await withClashes(() =>
        db.transaction(async (tx) => {
          const companies = createCompanyAdminRepository(tx);
          const company = await companies.findCompanyForUpdate(uuid);
          if (!company) throw AppError.notFound(COMPANY_ADMIN_MESSAGES.companyNotFound);

          const errors: FieldErrors = {};
          const rule = registrationNumberRuleForRegionId(company.regionId);
          if (body.registration_number === '' && rule?.first.required) {
            errors.registration_number = [rule.first.message];
          }
          const usesSecond = (REGISTRATION_NUMBER_2_REGIONS as readonly string[]).includes(
            regionById(company.regionId)?.code ?? '',
          );
          if (body.registration_number_2 !== undefined && !usesSecond) {
            errors.registration_number_2 = [COMPANY_MESSAGES.secondNumberNotUsed];
          } else if (body.registration_number_2 === '' && rule?.second?.required) {
            errors.registration_number_2 = [rule.second.message];
          }
          if (Object.keys(errors).length > 0) throw AppError.validation(errors);

          const change: CompanyDataChange = {};
          if (body.name !== undefined) change.name = body.name;
          if (body.registration_number !== undefined)
            change.registrationNumber = body.registration_number || null;
          if (body.registration_number_2 !== undefined)
            change.registrationNumber2 = body.registration_number_2 || null;
          if (body.address !== undefined) change.address = body.address;
          if (body.street_name !== undefined) change.streetName = body.street_name;
          if (body.house_number !== undefined) change.houseNumber = body.house_number;
          if (body.postal_code !== undefined) change.postalCode = body.postal_code;
          if (body.city !== undefined) change.city = body.city;

          const after = await companies.updateCompany(company.id, change, clock.now());
          await audit.recordIn(tx, {
            operatorId,
            action: 'company.update',
            targetType: 'company',
            targetId: company.uuid,
            data: null,
            ...changed(companyData(company), companyData(after)),
            requestId: actor.requestId,
          });
          return after;
        }),
      );
      return detail(updated);
    },

    /**
     * spec 01 §4: a deactivated company's people are signed out at once: their sessions are revoked in
     * the same transaction, and the session check of every call refuses them from then on.
     */
    async setCompanyStatus(actor: OperatorActor, uuid: string, body: SetAccountStatusBody) {
      const operatorId = await operatorIdOf(actor);
      return db.transaction(async (tx) => {
        const companies = createCompanyAdminRepository(tx);
        const company = await companies.findCompanyForUpdate(uuid);
        if (!company) throw AppError.notFound(COMPANY_ADMIN_MESSAGES.companyNotFound);
        const now = clock.now();
        await companies.updateCompany(company.id, { status: body.active }, now);
        if (body.active === USER_STATUS.DEACTIVATED) {
          await companies.revokeSessionsOf(companies.memberIdsOf(company.id), now);
        }
        await audit.recordIn(tx, {
          operatorId,
          action: 'company.status',
          targetType: 'company',
          targetId: company.uuid,
          data: null,
          before: { active: company.status },
          after: { active: body.active },
          requestId: actor.requestId,
        });
        return { uuid: company.uuid, active: body.active };
      });
    },

    /** The app's rules (spec 01 §5): the phone is a national number valid for the person's region. */
    async updateUser(
      actor: OperatorActor,
      uuid: string,
      body: UpdateOperatorUserBody,
    ): Promise<OperatorMember> {
      const operatorId = await operatorIdOf(actor);
      return withClashes(() =>
        db.transaction(async (tx) => {
          const people = createCompanyAdminRepository(tx);
          const member = await memberOf(tx, uuid);
          const change: MemberChange = {};
          if (body.phone !== undefined) {
            const phone = toE164(member.regionId, body.phone);
            if (!phone || !isPhoneValidForRegion(member.regionId, body.phone)) {
              throw AppError.validation({ phone: [FIELD_MESSAGES.phoneInvalid] });
            }
            change.phone = phone;
          }
          if (body.name !== undefined) change.name = body.name;
          if (body.surname !== undefined) change.surname = body.surname;
          if (body.email !== undefined && body.email !== member.email.toLowerCase()) {
            change.email = body.email;
            // the new address has not been confirmed by its owner
            change.verifiedEmailAt = null;
          }
          await people.updateMember(member.id, change, clock.now());
          const after = await memberOf(tx, uuid);
          await audit.recordIn(tx, {
            operatorId,
            action: 'user.update',
            targetType: 'user',
            targetId: member.uuid,
            data: null,
            ...changed(memberData(member), memberData(after)),
            requestId: actor.requestId,
          });
          return toMember(after);
        }),
      );
    },

    /** Deactivating a person revokes their sessions in the same transaction. */
    async setUserStatus(
      actor: OperatorActor,
      uuid: string,
      body: SetAccountStatusBody,
    ): Promise<OperatorMember> {
      const operatorId = await operatorIdOf(actor);
      return db.transaction(async (tx) => {
        const people = createCompanyAdminRepository(tx);
        const member = await memberOf(tx, uuid);
        const now = clock.now();
        await people.updateMember(member.id, { status: body.active }, now);
        if (body.active === USER_STATUS.DEACTIVATED) await people.revokeSessionsOf([member.id], now);
        await audit.recordIn(tx, {
          operatorId,
          action: 'user.status',
          targetType: 'user',
          targetId: member.uuid,
          data: null,
          before: { active: member.status },
          after: { active: body.active },
          requestId: actor.requestId,
        });
        return toMember({ ...member, status: body.active });
      });
    },

    /**
     * spec 03 §6: the team limit of the company's region counts the company's people (deleted ones
     * aside); a company keeps at least one owner. The company row is locked so that two changes of one
     * team cannot both pass the count. The person's access tokens carry the old role and are refused by
     * the session check; a refresh gives them the new one.
     */
    async setUserRole(actor: OperatorActor, uuid: string, body: SetMemberRoleBody): Promise<OperatorMember> {
      const operatorId = await operatorIdOf(actor);
      return db.transaction(async (tx) => {
        const people = createCompanyAdminRepository(tx);
        const found = await memberOf(tx, uuid);
        await people.lockCompanyById(found.companyId);
        const member = await memberOf(tx, uuid);
        if (member.roleId === body.role_id) return toMember(member);

        const company = await people.findCompanyById(member.companyId);
        const limit = teamLimitFor(regionById(company.regionId)?.code ?? '');
        const others = await people.countRoles(member.companyId, member.id);
        if (body.role_id === ROLES.companyOwner.id) {
          if (limit && others.owners + 1 > limit.owners) {
            throw AppError.validation({
              role_id: [fillMessage(COMPANY_ADMIN_MESSAGES.ownersLimit, { count: limit.owners })],
            });
          }
        } else {
          if (others.owners === 0) throw AppError.validation({ role_id: [COMPANY_ADMIN_MESSAGES.lastOwner] });
          if (limit && others.installers + 1 > limit.installers) {
            throw AppError.validation({
              role_id: [fillMessage(COMPANY_ADMIN_MESSAGES.installersLimit, { count: limit.installers })],
            });
          }
        }
        await people.updateMember(member.id, { roleId: body.role_id }, clock.now());
        await audit.recordIn(tx, {
          operatorId,
          action: 'user.role',
          targetType: 'user',
          targetId: member.uuid,
          data: null,
          before: { role_id: member.roleId },
          after: { role_id: body.role_id },
          requestId: actor.requestId,
        });
        return toMember({ ...member, roleId: body.role_id });
      });
    },

    /**
     * ARCHITECTURE §5: one ledger entry through the points service, naming the operator and carrying the
     * reason; a debit never takes the balance below zero (409 'Not enough points.', nothing changed). The
     * company row is locked first, so a retried request with the same key finds the first entry and
     * answers it instead of moving the points twice.
     */
    async adjustPoints(
      actor: OperatorActor,
      uuid: string,
      body: PointsAdjustmentBody,
    ): Promise<PointsAdjustmentResult> {
      const operatorId = await operatorIdOf(actor);
      return db.transaction(async (tx) => {
        const ledger = createCompanyAdminRepository(tx);
        const company = await ledger.findCompanyForUpdate(uuid);
        if (!company) throw AppError.notFound(COMPANY_ADMIN_MESSAGES.companyNotFound);
        const first = await ledger.findAdjustment(company.id, body.idempotency_key);
        if (first) {
          return { entry_uuid: first.uuid, balance: company.pointsBalance };
        }
        const change = {
          companyId: company.id,
          points: body.points,
          event: ADJUSTMENT_EVENT,
          reference: { type: ADJUSTMENT_EVENT, id: body.idempotency_key },
          adjustment: { operatorId, reason: body.reason },
        };
        const result =
          body.direction === 'credit'
            ? await deps.points.credit(tx, change)
            : await deps.points.debit(tx, change);
        await audit.recordIn(tx, {
          operatorId,
          action: 'points.adjust',
          targetType: 'company',
          targetId: company.uuid,
          data: {
            direction: body.direction,
            amount: body.points,
            reason: body.reason,
            entry_uuid: result.entryUuid,
          },
          before: { points: company.pointsBalance },
          after: { points: result.balance },
          requestId: actor.requestId,
        });
        return { entry_uuid: result.entryUuid, balance: result.balance };
      });
    },
  };
}

export type CompanyAdminService = ReturnType<typeof createCompanyAdminService>;
