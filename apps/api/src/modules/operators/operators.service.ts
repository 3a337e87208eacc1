import {
  MESSAGES,
  OPERATOR_MESSAGES,
  type Operator,
  type OperatorInvite,
  type OperatorListQuery,
  type OperatorSelf,
  type OperatorUpdate,
  type Paged,
  type AuditAction,
} from '@club/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { pageMeta } from '../../lib/paging';
import type { OutboxService } from '../outbox/outbox.service';
import type { OperatorActor } from './admin-settings.service';
import type { AuditService } from './audit.service';
import { createOperatorsRepository, type OperatorRecord } from './operators.repository';

const toOperator = (row: OperatorRecord): Operator => ({
  uuid: row.uuid,
  name: row.name,
  email: row.email,
  role: row.role,
  active: row.active,
  created_at: row.createdAt.toISOString(),
});

/** What the audit log keeps of an operator row. */
const auditedFields = (row: OperatorRecord) => ({
  email: row.email,
  name: row.name,
  role: row.role,
  active: row.active,
});

/** The audit action of a change: what an admin looks for first in the log. */
function actionOf(before: OperatorRecord, after: OperatorRecord): AuditAction {
  if (before.active && !after.active) return 'operator.deactivate';
  if (!before.active && after.active) return 'operator.reactivate';
  return 'operator.role.change';
}

/** The invitation (operators work in English): where to sign in, and with which address. */
function invitationMessage(invite: OperatorInvite, inviter: string, signInUrl: string) {
  return {
    subject: 'Your access to the Installer Club back-office',
    body: [
      `Hello ${invite.name},`,
      '',
      `${inviter} has given you the ${invite.role} role in the Installer Club back-office.`,
      `Sign in at ${signInUrl} with this e-mail address (${invite.email}): we will send you a code.`,
    ].join('\n'),
  };
}

/** ARCHITECTURE §4: the back-office's operators, managed by admins; every change is audit-logged. */
export function createOperatorsService(deps: {
  db: Db;
  audit: AuditService;
  outbox: OutboxService;
  clock: Clock;
  /** The server's public address: the invitation links to its /admin. */
  publicUrl: string;
}) {
  const repository = createOperatorsRepository(deps.db);

  async function actorId(actor: OperatorActor): Promise<number> {
    const id = await deps.audit.operatorId(actor.operatorUuid);
    if (id === null) throw AppError.unauthorized();
    return id;
  }

  return {
    /** The guard has checked the session against an active operator row; a row gone since is a 401. */
    async self(operatorUuid: string): Promise<OperatorSelf> {
      const row = await repository.findActiveByUuid(operatorUuid);
      if (!row) throw AppError.unauthorized();
      return row;
    },

    async list(query: OperatorListQuery): Promise<Paged<Operator>> {
      const { rows, total } = await repository.list(query);
      return { data: rows.map(toOperator), meta: pageMeta(query, total) };
    },

    /** Creates the operator and sends them where to sign in, in one transaction with its audit row. */
    async invite(actor: OperatorActor, invite: OperatorInvite): Promise<Operator> {
      const operatorId = await actorId(actor);
      const inviter = await repository.findActiveByUuid(actor.operatorUuid);
      if (!inviter) throw AppError.unauthorized();
      const signInUrl = `${deps.publicUrl.replace(/\/$/, '')}/admin/`;
      return deps.db.transaction(async (tx) => {
        const row = await createOperatorsRepository(tx).insert(invite);
        if (!row) throw AppError.validation({ email: [MESSAGES.emailTaken] });
        const { subject, body } = invitationMessage(invite, inviter.name, signInUrl);
        await deps.outbox.enqueueMessageIn(tx, {
          channel: 'email',
          recipient: row.email,
          subject,
          body,
          kind: 'invitation',
        });
        await deps.audit.recordIn(tx, {
          operatorId,
          action: 'operator.invite',
          targetType: 'operator',
          targetId: row.uuid,
          data: null,
          before: null,
          after: auditedFields(row),
          requestId: actor.requestId,
        });
        return toOperator(row);
      });
    },

    /**
     * A new role, or deactivation (every session of the operator ends at once) and reactivation. Nobody
     * changes themselves, and the active admins are locked first so that one always remains.
     */
    async update(actor: OperatorActor, uuid: string, change: OperatorUpdate): Promise<Operator> {
      const operatorId = await actorId(actor);
      return deps.db.transaction(async (tx) => {
        const operators = createOperatorsRepository(tx);
        const admins = await operators.lockActiveAdminIds();
        // the caller may have lost the admin role a moment ago, in another admin's transaction
        if (!admins.includes(operatorId)) throw AppError.forbidden();
        const target = await operators.lockByUuid(uuid);
        if (!target) throw AppError.notFound('Operator not found.');
        if (target.id === operatorId) {
          const fields = Object.keys(change).filter((key) => key === 'role' || key === 'active');
          throw AppError.validation(
            Object.fromEntries(fields.map((f) => [f, [OPERATOR_MESSAGES.notYourself]])),
          );
        }
        const updated = await operators.update(target.id, change);
        if (target.active && !updated.active) await operators.revokeSessions(target.id, deps.clock.now());
        await deps.audit.recordIn(tx, {
          operatorId,
          action: actionOf(target, updated),
          targetType: 'operator',
          targetId: target.uuid,
          data: null,
          before: auditedFields(target),
          after: auditedFields(updated),
          requestId: actor.requestId,
        });
        return toOperator(updated);
      });
    },
  };
}

export type OperatorsService = ReturnType<typeof createOperatorsService>;
