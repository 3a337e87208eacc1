import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  ERROR_CODES,
  LEAD_ERROR_CODES,
  LEAD_MESSAGES,
  intakeCustomerEmail,
  type IntakeKey,
  type IntakeKeyCreated,
  type LeadIntake,
  type LeadIntakeResult,
  type LeadStatus,
} from '@club/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { leadIntakeKeys, leadIntakeRequests } from '../../db/schema/leads';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { OperatorActor } from '../operators/admin-settings.service';
import type { AuditService } from '../operators/audit.service';
import type { LeadDispatch } from './lead-dispatch';
import { createLeadsRepository } from './leads.repository';

const KEY_PREFIX = 'lk_';
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

type KeyRow = typeof leadIntakeKeys.$inferSelect;

const toKey = (row: KeyRow): IntakeKey => ({
  id: row.uuid,
  name: row.name,
  prefix: row.prefix,
  created_at: row.createdAt.toISOString(),
  last_used_at: row.lastUsedAt ? row.lastUsedAt.toISOString() : null,
  revoked_at: row.revokedAt ? row.revokedAt.toISOString() : null,
});

const invalidKey = () => new AppError(401, LEAD_ERROR_CODES.intakeKeyInvalid, LEAD_MESSAGES.intakeKeyInvalid);

/** The lead's row values from a form's customer_info, products and extras. */
export function leadValuesFrom(body: Pick<LeadIntake, 'region_id' | 'customer_info' | 'extras'>) {
  const c = body.customer_info;
  return {
    regionId: body.region_id,
    firstName: c.FirstName,
    lastName: c.LastName,
    street: c.StreetHouseNumber,
    postalCode: c.PostalCode,
    city: c.City,
    mobile: c.Mobile,
    email: intakeCustomerEmail(c),
    notes: body.extras.Notes || null,
    customerRequested: body.extras.CustomerRequested || null,
  };
}

/**
 * The brand's form posts leads with an API key (kept as its SHA-256, found by its prefix and compared in
 * constant time); the same Idempotency-Key gives the first answer again, never a second lead.
 */
export function createLeadIntakeService(deps: {
  db: Db;
  clock: Clock;
  dispatch: LeadDispatch;
  audit: AuditService;
}) {
  async function operatorIdOf(actor: OperatorActor): Promise<number> {
    const id = await deps.audit.operatorId(actor.operatorUuid);
    if (id === null) throw AppError.unauthorized();
    return id;
  }

  return {
    /** 401 unless the key is one of ours and not revoked; answers the key's id. */
    async verifyKey(presented: string | undefined): Promise<number> {
      if (!presented || !presented.startsWith(KEY_PREFIX)) throw invalidKey();
      const [prefix] = presented.slice(KEY_PREFIX.length).split('.');
      if (!prefix) throw invalidKey();
      const [row] = await deps.db
        .select()
        .from(leadIntakeKeys)
        .where(eq(leadIntakeKeys.prefix, prefix))
        .limit(1);
      const expected = Buffer.from(row?.keyHash ?? sha256('no key'), 'hex');
      const given = Buffer.from(sha256(presented), 'hex');
      const same = timingSafeEqual(expected, given);
      if (!row || !same || row.revokedAt !== null) throw invalidKey();
      return row.id;
    },

    /**
     * A lead from the form. With an idempotency key the first answer is kept; the same key with another
     * body answers 422.
     */
    async intake(keyId: number, body: LeadIntake, idempotencyKey: string | null): Promise<LeadIntakeResult> {
      const { idempotency_key: _ignored, ...rest } = body;
      const bodyHash = sha256(JSON.stringify(rest));
      const now = deps.clock.now();
      return deps.db.transaction(async (tx) => {
        if (idempotencyKey !== null) {
          await tx.execute(
            sql`select pg_advisory_xact_lock(7302, hashtext(${`${keyId}:${idempotencyKey}`}))`,
          );
          const [seen] = await tx
            .select()
            .from(leadIntakeRequests)
            .where(
              and(eq(leadIntakeRequests.keyId, keyId), eq(leadIntakeRequests.idempotencyKey, idempotencyKey)),
            )
            .limit(1);
          if (seen) {
            if (seen.bodyHash !== bodyHash) {
              throw new AppError(
                422,
                ERROR_CODES.idempotencyKeyReused,
                LEAD_MESSAGES.idempotencyKeyReused,
                undefined,
                { idempotency_key: [LEAD_MESSAGES.idempotencyKeyReused] },
              );
            }
            return seen.response as LeadIntakeResult;
          }
        }
        const repo = createLeadsRepository(tx);
        const created = await repo.insertLead({
          ...leadValuesFrom(body),
          intakeKeyId: keyId,
          createdAt: now,
          updatedAt: now,
          statusChangedAt: now,
        });
        await repo.insertProducts(created.id, body.products);
        const { lead, assigned } = await deps.dispatch.assign(
          tx,
          created,
          { actor: 'intake' },
          { isNew: true },
        );
        const result: LeadIntakeResult = {
          uuid: lead.uuid,
          status: lead.status as LeadStatus,
          assigned,
          created_at: lead.createdAt.toISOString(),
        };
        if (idempotencyKey !== null) {
          await tx.insert(leadIntakeRequests).values({
            keyId,
            idempotencyKey,
            bodyHash,
            leadId: lead.id,
            response: result,
            createdAt: now,
          });
        }
        await tx.update(leadIntakeKeys).set({ lastUsedAt: now }).where(eq(leadIntakeKeys.id, keyId));
        return result;
      });
    },

    async listKeys(): Promise<{ data: IntakeKey[] }> {
      const rows = await deps.db.select().from(leadIntakeKeys).orderBy(desc(leadIntakeKeys.createdAt));
      return { data: rows.map(toKey) };
    },

    /** The whole key is in this answer only. Audited (without the key). */
    async createKey(actor: OperatorActor, name: string): Promise<IntakeKeyCreated> {
      const operatorId = await operatorIdOf(actor);
      const prefix = randomBytes(8).toString('base64url');
      const key = `${KEY_PREFIX}${prefix}.${randomBytes(32).toString('base64url')}`;
      return deps.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(leadIntakeKeys)
          .values({
            name,
            prefix,
            keyHash: sha256(key),
            createdByOperatorId: operatorId,
            createdAt: deps.clock.now(),
          })
          .returning();
        if (!row) throw new Error('intake key insert returned no row');
        await deps.audit.recordIn(tx, {
          operatorId,
          action: 'leads.intake_key.create',
          targetType: 'lead_intake_key',
          targetId: row.uuid,
          data: { name, prefix },
          before: null,
          after: { name, prefix },
          requestId: actor.requestId,
        });
        return { ...toKey(row), key };
      });
    },

    async revokeKey(actor: OperatorActor, uuid: string): Promise<IntakeKey> {
      const operatorId = await operatorIdOf(actor);
      return deps.db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(leadIntakeKeys)
          .where(eq(leadIntakeKeys.uuid, uuid))
          .for('update');
        if (!row) throw AppError.notFound();
        if (row.revokedAt !== null) return toKey(row);
        const [updated] = await tx
          .update(leadIntakeKeys)
          .set({ revokedAt: deps.clock.now() })
          .where(eq(leadIntakeKeys.id, row.id))
          .returning();
        if (!updated) throw AppError.notFound();
        await deps.audit.recordIn(tx, {
          operatorId,
          action: 'leads.intake_key.revoke',
          targetType: 'lead_intake_key',
          targetId: row.uuid,
          data: { name: row.name, prefix: row.prefix },
          before: { revoked_at: null },
          after: { revoked_at: updated.revokedAt?.toISOString() ?? null },
          requestId: actor.requestId,
        });
        return toKey(updated);
      });
    },
  };
}

export type LeadIntakeService = ReturnType<typeof createLeadIntakeService>;
