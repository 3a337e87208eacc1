import type { Db } from '../../db/database';
import {
  MESSAGES,
  ROLES,
  STAFF_ROLE_ID,
  type UpdateSelfBody,
  type User,
  type UserOptions,
  type UserRole,
} from '@club/contract';
import { AppError } from '../../lib/app-error';
import type { Cacheable } from '../../lib/answer-cache';
import type { UserPrincipal } from '../auth/access-token';
import { sessionOfCaller } from '../auth/session.service';
import { hasRegnr2 } from '../auth/sign-in.service';
import type { Clock } from '../../lib/clock';
import type { EmailChangeService } from './email-change.service';
import { createUsersRepository, type SelfChange, type UsersRepository } from './users.repository';

type SelfRow = NonNullable<Awaited<ReturnType<UsersRepository['findSelf']>>>;

const flag = (value: boolean) => (value ? 1 : 0);

function roleOf(roleId: number): UserRole {
  const role = roleId === ROLES.companyOwner.id ? ROLES.companyOwner : ROLES.installer;
  return { id: role.id, slug: role.slug, name: role.name };
}

/** Decision (spec 02 §6 names only role id 3 as able to change the e-mail): an owner's change is a field error. */
export const OWNER_EMAIL_MESSAGE = 'Only installers can change their e-mail address here.';

/** spec 01 §3 User, from the self read. */
function toUser({ user, company }: SelfRow): User {
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
    pending_email: user.pendingEmail,
  };
}

export interface UsersServiceDeps {
  db: Db;
  clock: Clock;
  emailChanges: EmailChangeService;
  /** Wakes the message worker once a code's transaction has committed. */
  nudgeOutbox: () => void;
}

export function createUsersService(deps: UsersServiceDeps) {
  const repository = createUsersRepository(deps.db);
  const service = {
    /**
     * GET /v1/installer/user/self: spec 01 §3 User, only ever the caller's own record. A first statement
     * checks the caller's session (the route is registered with `sessionCheckedByHandler`, decision 006:
     * no row is a 401, as the auth guard would answer) and reads the answer's key: the answer kept for it
     * is sent again, else one statement reads the record (decision 036).
     */
    async getSelfInSession(principal: UserPrincipal): Promise<Cacheable<User>> {
      const now = deps.clock.now();
      const session = sessionOfCaller(principal);
      const head = session ? await repository.findSelfKeyInSession(session, now) : null;
      if (!session || !head) throw AppError.unauthorized();
      const keyOf = (found: typeof head) =>
        ['self', found.userId, found.user, found.company, found.pendingEmail ?? ''].join('|');
      return {
        key: keyOf(head),
        now,
        build: async () => {
          const row = await repository.findSelfInSession(session, now);
          if (!row) throw AppError.unauthorized();
          const key = keyOf({ userId: row.user.id, pendingEmail: row.user.pendingEmail, ...row.versions });
          return { key, value: toUser(row), validUntil: Number.POSITIVE_INFINITY };
        },
      };
    },

    /** The caller's record after the guard checked the session (PATCH self answers with it). */
    async getSelf(userUuid: string): Promise<User> {
      const row = await repository.findSelf(userUuid, deps.clock.now());
      if (!row) throw AppError.unauthorized();
      return toUser(row);
    },

    /**
     * PATCH /v1/installer/user/self (spec 02 §2 User edit, spec 01 §7 PATCH user): the caller's own record
     * only, answered like GET self.
     */
    async updateSelf(userUuid: string, body: UpdateSelfBody): Promise<User> {
      const current = await repository.findForUpdate(userUuid);
      if (!current) throw AppError.unauthorized();
      const change: SelfChange = {};
      if (body.name !== undefined) change.name = body.name;
      if (body.surname !== undefined) change.surname = body.surname;
      if (body.email_consent !== undefined) change.emailConsent = body.email_consent === 1;
      if (body.phone_consent !== undefined) change.phoneConsent = body.phone_consent === 1;
      if (body.languages_id !== undefined) change.languageId = body.languages_id;
      // the schema checked the JSON; merged into what is stored, never replacing it
      if (body.options !== undefined) change.options = JSON.parse(body.options) as UserOptions;
      // the schema lower-cases e-mails; sending the current address again is not a change, and it drops
      // a change waiting for its code
      const isNewEmail = body.email !== undefined && body.email !== current.email.toLowerCase();
      if (body.email !== undefined && isNewEmail) {
        // spec 02 §5, §6: only role id 3 has the e-mail field. A 422 on the field rather than a 403, so
        // that a client sending it anyway learns which part of its request was refused.
        if (current.roleId !== STAFF_ROLE_ID) throw AppError.validation({ email: [OWNER_EMAIL_MESSAGE] });
        if (await repository.isEmailTakenByOther(body.email, current.id)) {
          throw AppError.validation({ email: [MESSAGES.emailTaken] });
        }
      }
      const now = deps.clock.now();
      await deps.db.transaction(async (tx) => {
        // a new sign-in address takes effect only with the code sent to it (email-change.service.ts)
        if (body.email !== undefined && isNewEmail) {
          await deps.emailChanges.startIn(tx, current, body.email, now);
        } else if (body.email !== undefined) {
          await deps.emailChanges.dropIn(tx, current.id, now);
        }
        await createUsersRepository(tx).updateSelf(current.id, change, now);
      });
      if (isNewEmail) deps.nudgeOutbox();
      return service.getSelf(userUuid);
    },

    /** POST /v1/installer/user/self/email/confirm: the waiting change applied with its code. */
    async confirmEmailChange(userUuid: string, code: string): Promise<User> {
      const current = await repository.findForUpdate(userUuid);
      if (!current) throw AppError.unauthorized();
      await deps.emailChanges.confirm(current, code);
      return service.getSelf(userUuid);
    },
  };
  return service;
}

export type UsersService = ReturnType<typeof createUsersService>;
