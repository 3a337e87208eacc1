import { randomUUID } from 'node:crypto';
import { EMAIL_CHANGE_MESSAGES, MESSAGES, SESSION_POLICY } from '@club/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { generateCode, hashCode, isSameHash } from '../auth/token-crypto';
import type { OutboxService } from '../outbox/outbox.service';
import { violatedUniqueIndex } from '../registration/registration.service';
import { emailChangeCodeMessage, emailChangedNotice } from './email-change-message';
import { createEmailChangeRepository } from './email-change.repository';
import { createUsersRepository } from './users.repository';

/** The rules of sign-in codes (ARCHITECTURE §4), applied to the code that confirms a new address. */
const EMAIL_CHANGE_POLICY = {
  codeTtlMs: SESSION_POLICY.codeTtlMs,
  codeMaxAttempts: SESSION_POLICY.codeMaxAttempts,
  resendAfterMs: SESSION_POLICY.resendAfterMs,
  /**
   * Wrong codes within `lockWindowMs`, across new codes, before changes are refused for a while. Only
   * the signed-in person can try these codes, so the count may follow the account.
   */
  maxWrongCodes: 10,
  lockWindowMs: 15 * 60_000,
} as const;

export interface EmailChangeUser {
  id: number;
  /** '' for an installer added without one (spec 03 §5). */
  email: string;
  phone: string;
  languageId: number;
}

export interface EmailChangeServiceDeps {
  db: Db;
  outbox: OutboxService;
  nudgeOutbox: () => void;
  clock: Clock;
  otpSecret: string;
}

/** The code is bound to its user and to its change: it confirms nothing else. */
const codeSubject = (userId: number, changeId: string) => `email-change:${userId}:${changeId}`;

/**
 * How long the user must wait when too many wrong codes were entered lately, or 0. Tries are counted on
 * the unconfirmed changes sent within the window; the wait ends when enough of them have left it.
 */
function lockedForMs(recent: { createdAt: Date; attempts: number }[], now: Date): number {
  let wrong = recent.reduce((sum, change) => sum + change.attempts, 0);
  if (wrong < EMAIL_CHANGE_POLICY.maxWrongCodes) return 0;
  // oldest first: each one leaving the window takes its tries with it
  for (const change of [...recent].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())) {
    wrong -= change.attempts;
    if (wrong < EMAIL_CHANGE_POLICY.maxWrongCodes) {
      return change.createdAt.getTime() + EMAIL_CHANGE_POLICY.lockWindowMs - now.getTime();
    }
  }
  return EMAIL_CHANGE_POLICY.lockWindowMs;
}

/**
 * A new sign-in e-mail takes effect only with the code sent to it, and the old address (or, without one,
 * the phone) is told once it has. The counters live in the database, changed by conditional writes.
 */
export function createEmailChangeService(deps: EmailChangeServiceDeps) {
  const repository = createEmailChangeRepository(deps.db);

  async function assertNotLocked(userId: number, now: Date, db: Db = deps.db): Promise<void> {
    const since = new Date(now.getTime() - EMAIL_CHANGE_POLICY.lockWindowMs);
    const recent = await createEmailChangeRepository(db).unconfirmedSince(userId, since);
    const wait = lockedForMs(recent, now);
    if (wait > 0) throw AppError.tooManyRequests(EMAIL_CHANGE_MESSAGES.locked, wait);
  }

  return {
    /**
     * Records the change and sends its code to the new address, in the caller's transaction (the caller
     * nudges the outbox after its commit). Refused within a minute of the last code and while locked.
     */
    async startIn(tx: Db, user: EmailChangeUser, email: string, now: Date): Promise<void> {
      // the user's row lock makes two requests of one user wait for each other, so the minute holds
      await createUsersRepository(tx).lockUser(user.id);
      const changes = createEmailChangeRepository(tx);
      await assertNotLocked(user.id, now, tx);
      const last = await changes.latestCreatedAt(user.id);
      const wait = last ? last.getTime() + EMAIL_CHANGE_POLICY.resendAfterMs - now.getTime() : 0;
      if (wait > 0) throw AppError.tooManyRequests(EMAIL_CHANGE_MESSAGES.resendTooSoon, wait);
      await changes.expireLive(user.id, now);
      const id = randomUUID();
      const code = generateCode();
      await changes.insert(
        {
          id,
          userId: user.id,
          email,
          codeHash: hashCode(deps.otpSecret, codeSubject(user.id, id), code),
          expiresAt: new Date(now.getTime() + EMAIL_CHANGE_POLICY.codeTtlMs),
        },
        now,
      );
      const { subject, body } = emailChangeCodeMessage(code, user.languageId);
      await deps.outbox.enqueueMessageIn(tx, {
        channel: 'email',
        recipient: email,
        subject,
        body,
        kind: 'otp',
      });
    },

    /** The current address sent again: a waiting change is dropped. */
    async dropIn(tx: Db, userId: number, now: Date): Promise<void> {
      await createEmailChangeRepository(tx).expireLive(userId, now);
    },

    /**
     * Applies the live change when `code` is its code: the address changes (verified, since the code
     * reached it) and the old address is told. Every wrong answer spends one of the code's tries.
     */
    async confirm(user: EmailChangeUser, code: string): Promise<void> {
      const now = deps.clock.now();
      await assertNotLocked(user.id, now);
      const live = await repository.findLive(user.id, EMAIL_CHANGE_POLICY.codeMaxAttempts, now);
      if (!live) throw AppError.notFound(EMAIL_CHANGE_MESSAGES.notPending);
      const spent = await repository.spendAttempt(live.id, EMAIL_CHANGE_POLICY.codeMaxAttempts, now);
      const expected = hashCode(deps.otpSecret, codeSubject(user.id, live.id), code);
      if (!spent || !isSameHash(spent.codeHash, expected)) throw AppError.wrongCode();
      try {
        await deps.db.transaction(async (tx) => {
          if (!(await createEmailChangeRepository(tx).confirm(live.id, now))) throw AppError.wrongCode();
          const users = createUsersRepository(tx);
          if (await users.isEmailTakenByOther(spent.email, user.id)) {
            throw AppError.validation({ email: [MESSAGES.emailTaken] });
          }
          await users.applyEmail(user.id, spent.email, now);
          const notice = emailChangedNotice(spent.email, user.languageId);
          if (user.email || user.phone) {
            await deps.outbox.enqueueMessageIn(tx, {
              channel: user.email ? 'email' : 'sms',
              recipient: user.email || user.phone,
              subject: user.email ? notice.subject : null,
              body: notice.body,
              kind: 'notification',
            });
          }
        });
      } catch (error) {
        // another account took the address between the check and the write: the unique index decides
        if (violatedUniqueIndex(error) === 'users_email_unique') {
          throw AppError.validation({ email: [MESSAGES.emailTaken] });
        }
        throw error;
      }
      deps.nudgeOutbox();
    },
  };
}

export type EmailChangeService = ReturnType<typeof createEmailChangeService>;
