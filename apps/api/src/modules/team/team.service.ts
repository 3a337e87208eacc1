import {
  ERROR_CODES,
  FIELD_MESSAGES,
  MESSAGES,
  PHONE_COUNTRY_CODES,
  ROLES,
  TEAM_MESSAGES,
  USER_STATUS,
  fillMessage,
  regionById,
  teamLimitFor,
  type CountryCode,
  type CreateInstallerBody,
  type Installer,
  type InstallerList,
  type InstallerListQuery,
  type Ok,
  type UpdateInstallerBody,
} from '@club/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { pageMeta, pageWindow } from '../../lib/paging';
import type { UserPrincipal } from '../auth/access-token';
import type { SessionService } from '../auth/session.service';
import { toE164 } from '../auth/sign-in.service';
import type { OutboxService } from '../outbox/outbox.service';
import { isPhoneValidForRegion, violatedUniqueIndex } from '../registration/registration.service';
import { invitationMessage } from './invitation-message';
import { createTeamRepository, type InstallerChange, type InstallerRow } from './team.repository';

export interface TeamServiceDeps {
  db: Db;
  clock: Clock;
  outbox: OutboxService;
  sessions: SessionService;
  nudgeOutbox: () => void;
  /** Where the invitation sends the installer to sign in. */
  signInUrl: string;
}

/** spec 01 §8: the phone and e-mail of a person belong to one account. */
const CLASHES: Record<string, Record<string, string[]>> = {
  users_region_phone_unique: { phone: [MESSAGES.phoneNotUnique] },
  users_email_unique: { email: [MESSAGES.emailTaken] },
};

const prefixOf = (regionId: number): string => {
  const code = regionById(regionId)?.code;
  return code && code !== 'ALL' ? PHONE_COUNTRY_CODES[code as CountryCode] : '';
};

function toInstaller(row: InstallerRow, selfUuid: string): Installer {
  const prefix = prefixOf(row.regionId);
  const role = row.roleId === ROLES.companyOwner.id ? ROLES.companyOwner : ROLES.installer;
  return {
    uuid: row.uuid,
    name: row.name,
    surname: row.surname,
    role: { id: role.id, slug: role.slug, name: role.name },
    last_active_at: row.lastActiveAt,
    created_at: row.createdAt.toISOString(),
    projects_count: Number(row.projectsCount),
    contribute_points: Number(row.contributePoints),
    phone: prefix && row.phone.startsWith(prefix) ? row.phone.slice(prefix.length) : row.phone,
    phone_prefix: prefix,
    email: row.email || null,
    is_self: row.uuid === selfUuid,
  };
}

/**
 * The owner's team (spec 03 §2, §5–§7). Every call reads and writes the caller's company only; a person
 * of another company is 'Installer not found.'. Additions take the company row's lock, so that the
 * region's limit holds when two of them arrive at once.
 */
export function createTeamService(deps: TeamServiceDeps) {
  const { db, clock } = deps;
  const repository = createTeamRepository(db);

  async function memberOf(team: ReturnType<typeof createTeamRepository>, p: UserPrincipal, uuid: string) {
    const row = await team.find(p.companyId, uuid);
    if (!row) throw AppError.notFound(MESSAGES.installerNotFound);
    return row;
  }

  /** spec 03 §5: the national number, valid for the region, stored as E.164. */
  function e164Of(regionId: number, national: string): string {
    const phone = toE164(regionId, national);
    if (!phone || !isPhoneValidForRegion(regionId, national)) {
      throw AppError.validation({ phone: [FIELD_MESSAGES.phoneInvalid] });
    }
    return phone;
  }

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

  /** The invitation by SMS, and by e-mail too when the person has an address. */
  async function inviteIn(
    tx: Db,
    member: Pick<InstallerRow, 'phone' | 'email' | 'languageId'>,
    owner: InstallerRow,
    companyName: string,
  ) {
    const { subject, body } = invitationMessage(member.languageId, {
      owner: `${owner.name} ${owner.surname}`,
      company: companyName,
      url: deps.signInUrl,
    });
    await deps.outbox.enqueueMessageIn(tx, {
      channel: 'sms',
      recipient: member.phone,
      subject: null,
      body,
      kind: 'invitation',
    });
    if (member.email) {
      await deps.outbox.enqueueMessageIn(tx, {
        channel: 'email',
        recipient: member.email,
        subject,
        body,
        kind: 'invitation',
      });
    }
  }

  async function limitState(companyId: number, regionId: number) {
    const limit = teamLimitFor(regionById(regionId)?.code ?? '');
    const installers = await repository.countInstallers(companyId);
    return {
      installers,
      max_installers: limit?.installers ?? null,
      reached: limit !== null && installers >= limit.installers,
    };
  }

  return {
    async list(p: UserPrincipal, query: InstallerListQuery): Promise<InstallerList> {
      const { rows, total } = await repository.list(p.companyId, pageWindow(query));
      const owner = await memberOf(repository, p, p.userUuid);
      return {
        data: rows.map((row) => toInstaller(row, p.userUuid)),
        meta: pageMeta(query, total),
        team: await limitState(p.companyId, owner.regionId),
      };
    },

    async get(p: UserPrincipal, uuid: string): Promise<Installer> {
      return toInstaller(await memberOf(repository, p, uuid), p.userUuid);
    },

    /** spec 03 §6: 409 when the region's limit of installers is reached, counted under the company's lock. */
    async create(p: UserPrincipal, body: CreateInstallerBody): Promise<Installer> {
      const created = await withClashes(() =>
        db.transaction(async (tx) => {
          const team = createTeamRepository(tx);
          const company = await team.lockCompany(p.companyId);
          const owner = await memberOf(team, p, p.userUuid);
          const phone = e164Of(owner.regionId, body.phone);
          const limit = teamLimitFor(regionById(company.regionId)?.code ?? '');
          if (limit && (await team.countInstallers(p.companyId)) >= limit.installers) {
            throw new AppError(
              409,
              ERROR_CODES.teamLimitReached,
              fillMessage(TEAM_MESSAGES.limitReached, { count: limit.installers }),
            );
          }
          const email = body.email ?? '';
          const row = await team.insert({
            companyId: p.companyId,
            roleId: ROLES.installer.id,
            name: body.name,
            surname: body.surname,
            email,
            phone,
            regionId: owner.regionId,
            languageId: owner.languageId,
            status: USER_STATUS.ACTIVE,
            // the profile survey (spec 01 §2 Login 4) is the company's, asked of the owner: the invited
            // installer signs in straight to home
            hasSurvey: true,
          });
          await inviteIn(tx, { phone, email, languageId: owner.languageId }, owner, company.name);
          return memberOf(team, p, row.uuid);
        }),
      );
      deps.nudgeOutbox();
      return toInstaller(created, p.userUuid);
    },

    async update(p: UserPrincipal, uuid: string, body: UpdateInstallerBody): Promise<Installer> {
      const updated = await withClashes(() =>
        db.transaction(async (tx) => {
          const team = createTeamRepository(tx);
          const member = await memberOf(team, p, uuid);
          const change: InstallerChange = {};
          if (body.phone !== undefined) change.phone = e164Of(member.regionId, body.phone);
          if (body.name !== undefined) change.name = body.name;
          if (body.surname !== undefined) change.surname = body.surname;
          if (body.email !== undefined) change.email = body.email ?? '';
          await team.update(member.id, change, clock.now());
          return memberOf(team, p, uuid);
        }),
      );
      return toInstaller(updated, p.userUuid);
    },

    /** The person is deleted and every session of theirs ends in the same transaction. */
    async remove(p: UserPrincipal, uuid: string): Promise<Ok> {
      await db.transaction(async (tx) => {
        const team = createTeamRepository(tx);
        await team.lockCompany(p.companyId);
        const member = await memberOf(team, p, uuid);
        if (member.uuid === p.userUuid) throw AppError.forbidden(TEAM_MESSAGES.cannotDeleteSelf);
        await team.softDelete(member.id, USER_STATUS.DELETED, clock.now());
        await deps.sessions.revokeUserSessionsIn(tx, member.id);
      });
      return { ok: true };
    },

    async resend(p: UserPrincipal, uuid: string): Promise<Ok> {
      await db.transaction(async (tx) => {
        const team = createTeamRepository(tx);
        const member = await memberOf(team, p, uuid);
        const owner = await memberOf(team, p, p.userUuid);
        const company = await team.lockCompany(p.companyId);
        await inviteIn(tx, member, owner, company.name);
      });
      deps.nudgeOutbox();
      return { ok: true };
    },
  };
}

export type TeamService = ReturnType<typeof createTeamService>;
