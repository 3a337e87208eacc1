import { createHash, randomBytes } from 'node:crypto';
import {
  EMULATED_SESSION_TTL_MS,
  EMULATION_MESSAGES,
  MESSAGES,
  SESSION_POLICY,
  emulationUrl,
  type EmulatedSession,
  type EmulationTicket,
  type OperatorUserList,
} from '@club/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { SessionService } from '../auth/session.service';
import type { AuditService } from '../operators/audit.service';
import type { OperatorActor } from '../operators/admin-settings.service';
import { createEmulationRepository } from './emulation.repository';

/** 32 random bytes, base64url (43 characters); only the SHA-256 is stored (not guessable, so no key). */
export function generateTicket(): string {
  return randomBytes(32).toString('base64url');
}

export function hashTicket(ticket: string): string {
  return createHash('sha256').update(ticket).digest('hex');
}

export interface EmulationServiceDeps {
  db: Db;
  sessions: SessionService;
  audit: AuditService;
  clock: Clock;
}

/** ARCHITECTURE §4 Emulation: tickets for operators, their one-time exchange for an emulated session. */
export function createEmulationService(deps: EmulationServiceDeps) {
  const { clock, audit } = deps;
  const repository = createEmulationRepository(deps.db);

  async function operatorIdOf(actor: OperatorActor): Promise<number> {
    const operatorId = await audit.operatorId(actor.operatorUuid);
    if (operatorId === null) throw AppError.unauthorized();
    return operatorId;
  }

  return {
    async findUsers(email: string): Promise<OperatorUserList> {
      const rows = await repository.findUsersByEmail(email);
      return {
        data: rows.map((r) => ({
          uuid: r.uuid,
          name: r.name,
          surname: r.surname,
          email: r.email,
          active: r.active,
          company: { uuid: r.companyUuid, name: r.companyName },
        })),
      };
    },

    /** The ticket and its audit row commit together; the ticket itself is never stored nor logged. */
    async createTicket(actor: OperatorActor, userUuid: string): Promise<EmulationTicket> {
      const operatorId = await operatorIdOf(actor);
      const target = await repository.findTargetByUuid(userUuid);
      if (!target) throw AppError.notFound(MESSAGES.userNotFound);
      if (!target.canSignIn) throw AppError.validation({ user_uuid: [EMULATION_MESSAGES.userNotActive] });

      const ticket = generateTicket();
      const now = clock.now();
      const expiresAt = new Date(now.getTime() + SESSION_POLICY.emulationTicketTtlMs);
      await deps.db.transaction(async (tx) => {
        await createEmulationRepository(tx).insertTicket(
          { tokenHash: hashTicket(ticket), operatorId, userId: target.id, expiresAt },
          now,
        );
        await audit.recordIn(tx, {
          operatorId,
          action: 'emulation.ticket.create',
          targetType: 'user',
          targetId: target.uuid,
          data: { expires_at: expiresAt.toISOString() },
          requestId: actor.requestId,
        });
      });
      return { ticket, url: emulationUrl(ticket), expires_at: expiresAt.toISOString() };
    },

    /**
     * Consumes the ticket first (one conditional UPDATE), then opens the session: a ticket whose user
     * can no longer sign in is spent all the same, and answers like an unknown one.
     */
    async exchange(ticket: string, requestId: string): Promise<EmulatedSession> {
      const now = clock.now();
      const used = await repository.consumeTicket(hashTicket(ticket), now);
      if (!used) throw AppError.notFound(EMULATION_MESSAGES.ticketInvalid);
      const target = await repository.findTargetById(used.userId);
      if (!target?.canSignIn) throw AppError.notFound(EMULATION_MESSAGES.ticketInvalid);

      const session = await deps.sessions.open(
        {
          kind: 'user',
          id: target.id,
          uuid: target.uuid,
          roleId: target.roleId,
          companyId: target.companyId,
        },
        { emulatedByOperatorId: used.operatorId, ttlMs: EMULATED_SESSION_TTL_MS },
      );
      await audit.record({
        operatorId: used.operatorId,
        action: 'emulation.session.start',
        targetType: 'user',
        targetId: target.uuid,
        data: null,
        requestId,
      });
      return { ...session, emulated: true };
    },
  };
}

export type EmulationService = ReturnType<typeof createEmulationService>;
