import {
  CLUB_CARD,
  CLUB_CARD_ERROR_CODES,
  CLUB_CARD_MESSAGES,
  CLUB_CARD_REGION,
  CLUB_CARD_TOP_UP_POINTS,
  ERROR_CODES,
  ROLES,
  pointsToCurrency,
  regionById,
  type AdminClubCard,
  type AdminClubCardQuery,
  type AdminClubCardStatusBody,
  type AdminTopUp,
  type AdminTopUpQuery,
  type AdminTopUpSettleBody,
  type ClubCard,
  type ClubCardDetails,
  type CreateTopUpBody,
  type ErrorCode,
  type OrderClubCardBody,
  type PageQuery,
  type Paged,
  type TopUp,
  type TopUpFinalStatus,
} from '@club/contract';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { CardProvider } from '../../adapters/card-provider/card-provider';
import type { Db } from '../../db/database';
import { users } from '../../db/schema/users';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { pageMeta, pageWindow } from '../../lib/paging';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../../plugins/database-availability';
import type { UserPrincipal } from '../auth/access-token';
import type { OperatorActor } from '../operators/admin-settings.service';
import type { AuditService } from '../operators/audit.service';
import type { OutboxService } from '../outbox/outbox.service';
import { createPointsRepository } from '../points/points.repository';
import type { createPointsService } from '../points/points.service';
import { topUpFailedMessage } from './club-card-messages';
import {
  LIVE_CARD_STATES,
  createClubCardRepository,
  type CardRecord,
  type ClubCardRepository,
} from './club-card.repository';

export interface ClubCardServiceDeps {
  db: Db;
  clock: Clock;
  points: ReturnType<typeof createPointsService>;
  provider: CardProvider;
  audit: AuditService;
  outbox: OutboxService;
  nudgeOutbox: () => void;
  /** Wakes the provider job after a commit (a new top-up, a new card order). */
  wakeProviderJob: () => void;
  logger: Pick<FastifyBaseLogger, 'warn' | 'error'>;
}

/** The ledger's reference type of top-ups: the unique index points_ledger_top_up_once names it. */
export const TOP_UP_REFERENCE = 'top_up';
export const TOP_UP_EVENTS = {
  reserved: 'club_card_top_up_reserved',
  released: 'club_card_top_up_released',
  spent: 'club_card_top_up',
} as const;

/** How many cards and top-ups one run of the provider job handles of each kind. */
const JOB_BATCH = 50;

// A lock waited on past the statement timeout, a deadlock or a serialisation failure: nothing was taken.
const RETRYABLE_SQLSTATES = new Set(['57014', '40P01', '40001', '55P03']);
const UNIQUE_VIOLATION = '23505';

function sqlState(error: unknown): string | null {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const { code } = current as { code?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

const unavailable = () => new AppError(503, ERROR_CODES.databaseUnavailable, DATABASE_UNAVAILABLE_MESSAGE, 1);

/** The club card's own codes travel in the shared error shape (CLUB_CARD_ERROR_CODES). */
const cardError = (
  status: number,
  code: (typeof CLUB_CARD_ERROR_CODES)[keyof typeof CLUB_CARD_ERROR_CODES],
  message: string,
) => new AppError(status, code as unknown as ErrorCode, message);

const masked = (serial: string | null) =>
  serial === null ? null : `${'•'.repeat(Math.max(0, serial.length - 4))}${serial.slice(-4)}`;

const amountOf = (points: number) => ({
  points,
  local: pointsToCurrency(points),
  currency: CLUB_CARD.currency,
});

const cardToApi = (card: CardRecord): ClubCard => ({
  uuid: card.uuid,
  status: card.status,
  serial_masked: masked(card.serial),
  ordered_at: card.orderedAt.toISOString(),
  verified_at: card.verifiedAt?.toISOString() ?? null,
});

const topUpToApi = (row: { uuid: string; createdAt: Date; status: TopUp['status']; points: number }) => ({
  uuid: row.uuid,
  dateTime: row.createdAt.toISOString(),
  status: row.status,
  amount: amountOf(row.points),
});

/**
 * The prepaid club card (spec 03 §2–§6, docs/decisions/029): the details and flags, the order, the
 * registration by serial, the history and the two-phase top-up (points reserved now, spent or released
 * once the provider answers), the job that talks to the provider, and the back-office's hand-made
 * answers.
 */
export function createClubCardService(deps: ClubCardServiceDeps) {
  const repository = createClubCardRepository(deps.db);

  const isOwner = (principal: UserPrincipal) => principal.roleId === ROLES.companyOwner.id;

  async function details(principal: UserPrincipal): Promise<ClubCardDetails> {
    const [facts, card] = await Promise.all([
      repository.companyFacts(principal.companyId),
      repository.latestCard(principal.companyId),
    ]);
    if (!facts) throw AppError.unauthorized();
    const region = regionById(facts.regionId)?.code ?? '';
    const inRegion = region === CLUB_CARD_REGION;
    const live = card !== null && LIVE_CARD_STATES.includes(card.status);
    const owner = isOwner(principal);
    const orderBlockedBy = !inRegion
      ? ('region' as const)
      : live
        ? ('ordered' as const)
        : facts.scansThisYear < CLUB_CARD.minScansThisYear
          ? ('scans' as const)
          : !owner
            ? ('role' as const)
            : null;
    const registered = card !== null && card.serial !== null ? card : null;
    const notice =
      !owner || !inRegion
        ? null
        : card?.status === 'ORDERED'
          ? ('verify' as const)
          : card?.status === 'ISSUED'
            ? ('activate' as const)
            : card?.status === 'ACTIVE'
              ? null
              : registered !== null
                ? ('inactive' as const)
                : orderBlockedBy === null
                  ? ('order' as const)
                  : null;
    return {
      region,
      offer: inRegion && !live,
      can_order: orderBlockedBy === null,
      order_blocked_by: orderBlockedBy,
      scans_this_year: facts.scansThisYear,
      min_scans_this_year: CLUB_CARD.minScansThisYear,
      ordered_card: card?.status === 'ORDERED' ? cardToApi(card) : null,
      currentCard: registered ? cardToApi(registered) : null,
      needs_verification: card?.status === 'ORDERED',
      can_top_up: owner && registered?.status === 'ACTIVE',
      menu_tile: owner && inRegion && registered !== null,
      notice,
      points_available: facts.balance,
      top_up_amounts: CLUB_CARD_TOP_UP_POINTS.map((points) => ({
        ...amountOf(points),
        affordable: facts.balance >= points,
      })),
    };
  }

  async function tellOwnerOfFailure(
    tx: Db,
    row: { userId: number | null; points: number; amountLocal: number },
  ): Promise<boolean> {
    const owner = await createClubCardRepository(tx).recipient(row.userId);
    if (!owner?.email) return false;
    const text = topUpFailedMessage(owner.languageId, row.points, row.amountLocal);
    await deps.outbox.enqueueMessageIn(tx, {
      channel: 'email',
      recipient: owner.email,
      subject: text.subject,
      body: text.body,
      kind: 'notification',
    });
    return true;
  }

  /**
   * The one answer of a PENDING top-up, from the provider (by null) or an operator: SUCCEEDED spends the
   * reserved points, REFUSED or REJECTED releases them. One transaction; the state change WHERE status
   * = 'PENDING' lets only the first of repeated answers through. True when this call answered it.
   */
  async function settleIn(
    tx: Db,
    uuid: string,
    status: TopUpFinalStatus,
    by: { operatorId: number; reason: string } | null,
  ): Promise<{ settled: boolean; mailed: boolean }> {
    const row = await createClubCardRepository(tx).settle(uuid, status, deps.clock.now(), by);
    if (!row) return { settled: false, mailed: false };
    await deps.points.endReservation(tx, {
      companyId: row.companyId,
      points: row.points,
      event: TOP_UP_EVENTS.spent,
      releaseEvent: TOP_UP_EVENTS.released,
      reference: { type: TOP_UP_REFERENCE, id: row.uuid },
      outcome: status === 'SUCCEEDED' ? 'spent' : 'released',
    });
    const mailed = status === 'SUCCEEDED' ? false : await tellOwnerOfFailure(tx, row);
    return { settled: true, mailed };
  }

  async function settle(
    uuid: string,
    status: TopUpFinalStatus,
    by: { operatorId: number; reason: string } | null = null,
  ): Promise<boolean> {
    const outcome = await deps.db.transaction((tx) => settleIn(tx, uuid, status, by));
    if (outcome.mailed) deps.nudgeOutbox();
    return outcome.settled;
  }

  return {
    details,
    settle,

    /** /shop/club-card: the company's card order (owner). */
    async order(
      principal: UserPrincipal,
      body: OrderClubCardBody,
    ): Promise<{ status: 200 | 201; details: ClubCardDetails }> {
      if (await repository.cardByKey(principal.companyId, body.idempotency_key)) {
        return { status: 200, details: await details(principal) };
      }
      const placed = await deps.db
        .transaction(async (tx) => {
          const cards = createClubCardRepository(tx);
          // the company row lock orders the company's card orders one after the other
          if (!(await createPointsRepository(tx).lockCompany(principal.companyId))) {
            throw AppError.unauthorized();
          }
          if (await cards.cardByKey(principal.companyId, body.idempotency_key)) return false;
          const facts = await cards.companyFacts(principal.companyId);
          if (!facts) throw AppError.unauthorized();
          if (regionById(facts.regionId)?.code !== CLUB_CARD_REGION) {
            throw cardError(
              409,
              CLUB_CARD_ERROR_CODES.regionNotEligible,
              CLUB_CARD_MESSAGES.regionNotEligible,
            );
          }
          const latest = await cards.latestCard(principal.companyId);
          if (latest && LIVE_CARD_STATES.includes(latest.status)) {
            throw cardError(409, CLUB_CARD_ERROR_CODES.alreadyOrdered, CLUB_CARD_MESSAGES.alreadyOrdered);
          }
          if (facts.scansThisYear < CLUB_CARD.minScansThisYear) {
            throw cardError(409, CLUB_CARD_ERROR_CODES.notEnoughScans, CLUB_CARD_MESSAGES.notEnoughScans);
          }
          const userId = await userIdOf(tx, principal.userUuid);
          const card = await cards.insertCard({
            companyId: principal.companyId,
            userId,
            customer: body.customer,
            idempotencyKey: body.idempotency_key,
            at: deps.clock.now(),
          });
          return card !== null;
        })
        .catch((error: unknown) => {
          const state = sqlState(error);
          if (state === UNIQUE_VIOLATION) {
            throw cardError(409, CLUB_CARD_ERROR_CODES.alreadyOrdered, CLUB_CARD_MESSAGES.alreadyOrdered);
          }
          if (state && RETRYABLE_SQLSTATES.has(state)) throw unavailable();
          throw error;
        });
      if (placed) deps.wakeProviderJob();
      return { status: placed ? 201 : 200, details: await details(principal) };
    },

    /** spec 03 §7 PATCH verify club card: registers the received card by its serial. */
    async verify(principal: UserPrincipal, serial: string): Promise<ClubCardDetails> {
      const card = await repository.latestCard(principal.companyId);
      if (!card || card.status !== 'ORDERED') {
        if (card && card.serial !== null && LIVE_CARD_STATES.includes(card.status)) {
          throw cardError(409, CLUB_CARD_ERROR_CODES.alreadyVerified, CLUB_CARD_MESSAGES.alreadyVerified);
        }
        throw cardError(409, CLUB_CARD_ERROR_CODES.noCardOrdered, CLUB_CARD_MESSAGES.noCardOrdered);
      }
      const taken = () => AppError.validation({ card_serial_number: [CLUB_CARD_MESSAGES.serialTaken] });
      if (await repository.serialTaken(serial)) throw taken();
      let known;
      try {
        known = await deps.provider.verifyCard(serial);
      } catch (error) {
        deps.logger.warn({ err: error }, 'card provider: verify failed');
        throw cardError(
          503,
          CLUB_CARD_ERROR_CODES.providerUnavailable,
          CLUB_CARD_MESSAGES.providerUnavailable,
        );
      }
      if (!known) throw AppError.validation({ card_serial_number: [CLUB_CARD_MESSAGES.cardNotFound] });
      const registered = await repository
        .registerSerial(card.id, serial, known.status, deps.clock.now())
        .catch((error: unknown) => {
          if (sqlState(error) === UNIQUE_VIOLATION) throw taken();
          throw error;
        });
      if (!registered) {
        throw cardError(409, CLUB_CARD_ERROR_CODES.alreadyVerified, CLUB_CARD_MESSAGES.alreadyVerified);
      }
      return details(principal);
    },

    /** spec 03 §7 GET club card history, 5 a page. */
    async history(principal: UserPrincipal, page: PageQuery): Promise<Paged<TopUp>> {
      const { rows, total } = await repository.history(principal.companyId, pageWindow(page));
      return { data: rows.map(topUpToApi), meta: pageMeta(page, total) };
    },

    /**
     * spec 03 §2 /club-card/transfer, phase one (ARCHITECTURE §5): in one transaction the top-up row claims
     * the company's key, the card must be ACTIVE, and the points are reserved through the ledger under
     * the company's row lock (409 not_enough_points). The provider is asked by the job after the commit.
     */
    async createTopUp(
      principal: UserPrincipal,
      body: CreateTopUpBody,
    ): Promise<{ status: 200 | 201; topUp: TopUp }> {
      const reused = () =>
        new AppError(422, ERROR_CODES.validation, CLUB_CARD_MESSAGES.idempotencyKeyReused, undefined, {
          idempotency_key: [CLUB_CARD_MESSAGES.idempotencyKeyReused],
        });
      const repeat = (row: { points: number } & Parameters<typeof topUpToApi>[0]) => {
        if (row.points !== body.points) throw reused();
        return { status: 200 as const, topUp: topUpToApi(row) };
      };
      const seen = await repository.topUpByKey(principal.companyId, body.idempotency_key);
      if (seen) return repeat(seen);

      const result = await deps.db
        .transaction(async (tx) => {
          const cards = createClubCardRepository(tx);
          const card = await cards.latestCard(principal.companyId);
          if (!card || card.status !== 'ACTIVE') {
            throw cardError(409, CLUB_CARD_ERROR_CODES.cardNotActive, CLUB_CARD_MESSAGES.cardNotActive);
          }
          const row = await cards.insertTopUp({
            companyId: principal.companyId,
            cardId: card.id,
            userId: await userIdOf(tx, principal.userUuid),
            points: body.points,
            amountLocal: pointsToCurrency(body.points),
            idempotencyKey: body.idempotency_key,
            at: deps.clock.now(),
          });
          if (!row) {
            // a concurrent request with the same key committed first: its answer is this one's
            const first = await cards.topUpByKey(principal.companyId, body.idempotency_key);
            if (!first) throw unavailable();
            return repeat(first);
          }
          await deps.points.debit(tx, {
            companyId: principal.companyId,
            points: body.points,
            event: TOP_UP_EVENTS.reserved,
            variation: 'reserved',
            reference: { type: TOP_UP_REFERENCE, id: row.uuid },
          });
          return { status: 201 as const, topUp: topUpToApi(row) };
        })
        .catch((error: unknown) => {
          const state = sqlState(error);
          if (state && RETRYABLE_SQLSTATES.has(state)) throw unavailable();
          throw error;
        });
      if (result.status === 201) deps.wakeProviderJob();
      return result;
    },

    /**
     * The provider job (idempotent): card orders not yet sent, registered cards waiting for activation,
     * and PENDING top-ups (asked for once by our uuid, then followed until the provider answers). A failure
     * of one item is logged and left for the next run.
     */
    async syncWithProvider(): Promise<{ issued: number; activated: number; settled: number }> {
      const counts = { issued: 0, activated: 0, settled: 0 };
      const now = () => deps.clock.now();
      for (const card of await repository.cardsToIssue(JOB_BATCH)) {
        try {
          const { reference } = await deps.provider.issueCard({
            cardUuid: card.uuid,
            holder: card.customer,
            country: CLUB_CARD_REGION,
          });
          await repository.setCardReference(card.id, reference);
          counts.issued += 1;
        } catch (error) {
          deps.logger.warn({ err: error, card: card.uuid }, 'card provider: card order not sent');
        }
      }
      for (const card of await repository.issuedCards(JOB_BATCH)) {
        if (card.serial === null || card.verifiedAt === null) continue;
        try {
          const status = await deps.provider.cardStatus(card.serial, card.verifiedAt);
          if (status !== 'ISSUED' && (await repository.moveCard(card.id, ['ISSUED'], status, now()))) {
            counts.activated += 1;
          }
        } catch (error) {
          deps.logger.warn({ err: error, card: card.uuid }, 'card provider: card status unknown');
        }
      }
      for (const topUp of await repository.pendingTopUps(JOB_BATCH)) {
        try {
          let reference = topUp.providerReference;
          if (reference === null) {
            if (topUp.serial === null) continue;
            ({ reference } = await deps.provider.requestTopUp({
              topUpUuid: topUp.uuid,
              serial: topUp.serial,
              amount: topUp.amountLocal,
              currency: CLUB_CARD.currency,
              holder: { ...topUp.customer, house_number: CLUB_CARD.topUpHouseNumber },
            }));
            await repository.setTopUpReference(topUp.id, reference);
          } else {
            await repository.countAttempt(topUp.id);
          }
          const status = await deps.provider.topUpStatus(reference);
          if (status !== 'PENDING' && (await settle(topUp.uuid, status))) counts.settled += 1;
        } catch (error) {
          deps.logger.warn({ err: error, topUp: topUp.uuid }, 'card provider: top-up not answered');
        }
      }
      return counts;
    },

    // ------------------------------------------------------------------ back-office

    async adminCards(query: AdminClubCardQuery) {
      const { rows, total } = await repository.adminCards(query, pageWindow(query));
      return { data: rows.map(adminCardToApi), meta: pageMeta(query, total) };
    },

    async setCardStatus(
      actor: OperatorActor,
      uuid: string,
      body: AdminClubCardStatusBody,
    ): Promise<AdminClubCard> {
      const operatorId = await deps.audit.operatorId(actor.operatorUuid);
      if (operatorId === null) throw AppError.unauthorized();
      await deps.db.transaction(async (tx) => {
        const cards = createClubCardRepository(tx);
        const card = await cards.lockCardByUuid(uuid);
        if (!card) throw AppError.notFound();
        if (card.status === body.status) return;
        // only a registered card can be active or blocked
        if (card.serial === null || !['ISSUED', 'ACTIVE', 'BLOCKED'].includes(card.status)) {
          throw AppError.validation({ status: [CLUB_CARD_MESSAGES.noCardOrdered] });
        }
        await cards
          .moveCard(card.id, [card.status], body.status, deps.clock.now())
          .catch((error: unknown) => {
            // a blocked card made active again while the company has ordered a new one
            if (sqlState(error) === UNIQUE_VIOLATION) {
              throw cardError(409, CLUB_CARD_ERROR_CODES.alreadyOrdered, CLUB_CARD_MESSAGES.alreadyOrdered);
            }
            throw error;
          });
        await deps.audit.recordIn(tx, {
          operatorId,
          action: 'club_card.status',
          targetType: 'club_card',
          targetId: uuid,
          data: { reason: body.reason },
          before: { status: card.status },
          after: { status: body.status },
          requestId: actor.requestId,
        });
      });
      const row = await repository.adminCard(uuid);
      if (!row) throw AppError.notFound();
      return adminCardToApi(row);
    },

    async adminTopUps(query: AdminTopUpQuery) {
      const { rows, total } = await repository.adminTopUps(query, pageWindow(query), deps.clock.now());
      return { data: rows.map(adminTopUpToApi), meta: pageMeta(query, total) };
    },

    /** A hand-made answer to a PENDING top-up, audited in its transaction. */
    async settleByHand(actor: OperatorActor, uuid: string, body: AdminTopUpSettleBody): Promise<AdminTopUp> {
      const operatorId = await deps.audit.operatorId(actor.operatorUuid);
      if (operatorId === null) throw AppError.unauthorized();
      const outcome = await deps.db.transaction(async (tx) => {
        const done = await settleIn(tx, uuid, body.status, { operatorId, reason: body.reason });
        if (!done.settled) return done;
        await deps.audit.recordIn(tx, {
          operatorId,
          action: 'club_card.top_up.settle',
          targetType: 'club_card_top_up',
          targetId: uuid,
          data: { reason: body.reason },
          before: { status: 'PENDING' },
          after: { status: body.status },
          requestId: actor.requestId,
        });
        return done;
      });
      if (outcome.mailed) deps.nudgeOutbox();
      const row = await repository.adminTopUp(uuid);
      if (!row) throw AppError.notFound();
      if (!outcome.settled) {
        throw cardError(409, CLUB_CARD_ERROR_CODES.topUpNotPending, CLUB_CARD_MESSAGES.topUpNotPending);
      }
      return adminTopUpToApi(row);
    },
  };
}

async function userIdOf(tx: Db, userUuid: string): Promise<number | null> {
  const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.uuid, userUuid));
  return row?.id ?? null;
}

type AdminCardRow = NonNullable<Awaited<ReturnType<ClubCardRepository['adminCard']>>>;
type AdminTopUpRow = NonNullable<Awaited<ReturnType<ClubCardRepository['adminTopUp']>>>;

function adminCardToApi(row: AdminCardRow): AdminClubCard {
  const c = row.customer;
  return {
    uuid: row.uuid,
    company: { uuid: row.companyUuid, name: row.companyName },
    status: row.status,
    serial_masked: masked(row.serial),
    provider_reference: row.providerReference,
    ordered_at: row.orderedAt.toISOString(),
    verified_at: row.verifiedAt?.toISOString() ?? null,
    holder: `${c.name} ${c.surname}`,
    address: `${c.street} ${c.house_number}, ${c.postal_code} ${c.city}`,
  };
}

function adminTopUpToApi(row: AdminTopUpRow): AdminTopUp {
  return {
    uuid: row.uuid,
    company: { uuid: row.companyUuid, name: row.companyName },
    card_serial_masked: masked(row.serial),
    status: row.status,
    amount: amountOf(row.points),
    provider_reference: row.providerReference,
    created_at: row.createdAt.toISOString(),
    settled_at: row.settledAt?.toISOString() ?? null,
    settled_by: row.settledAt === null ? null : (row.operatorName ?? 'provider'),
    reason: row.settledReason,
  };
}

export type ClubCardService = ReturnType<typeof createClubCardService>;
