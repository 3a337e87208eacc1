import {
  ERROR_CODES,
  PHONE_COUNTRY_CODES,
  REGISTRATION_NUMBER_2_REGIONS,
  MESSAGES,
  SESSION_POLICY,
  SIGN_IN_MESSAGES,
  regionById,
  type CountryCode,
  type LoginBody,
  type LoginResponse,
  type OperatorLoginBody,
  type OperatorVerifyBody,
  type RoleId,
  type Session,
  type VerifyLoginBody,
} from '@club/contract';
import type { Db } from '../../db/database';
import type { SubjectKind } from '../../db/schema/accounts';
import type { OutboxChannel } from '../../db/schema/outbox';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { OutboxService } from '../outbox/outbox.service';
import { codeMessage } from './code-message';
import type { SessionService, SessionSubject } from './session.service';
import { createSignInRepository, type SignInUser } from './sign-in.repository';
import { generateCode, hashCode, isSameHash } from './token-crypto';

export interface SignInServiceDeps {
  db: Db;
  sessions: SessionService;
  outbox: OutboxService;
  /** Wakes the message worker once the code's transaction has committed. */
  nudgeOutbox: () => void;
  clock: Clock;
  otpSecret: string;
}

interface CodeTarget {
  kind: SubjectKind;
  subjectId: number;
  channel: OutboxChannel;
  contact: string;
  languageId: number | null;
}

/**
 * E.164 from the national number the login form sends (spec 01 §5). A trunk 0 is dropped, except in
 * Italy, where it belongs to the number.
 */
export function toE164(regionId: number, nationalNumber: string): string | null {
  const code = regionById(regionId)?.code;
  if (!code || code === 'ALL') return null;
  const digits = code === 'IT' ? nationalNumber : nationalNumber.replace(/^0+/, '');
  return `${PHONE_COUNTRY_CODES[code]}${digits}`;
}

/** spec 01 §2 Login: has_regnr2 is false only where the region asks for a second number and it is missing. */
export function hasRegnr2(regionId: number, registrationNumber2: string | null): boolean {
  const code = regionById(regionId)?.code as CountryCode | undefined;
  const asks = code !== undefined && (REGISTRATION_NUMBER_2_REGIONS as readonly string[]).includes(code);
  return !asks || Boolean(registrationNumber2?.trim());
}

const subjectKey = (kind: SubjectKind, id: number) => `${kind}:${id}`;

/**
 * One-time-code sign-in for installers and operators (ARCHITECTURE §4). The rules live here; the
 * counters live in the database, changed by conditional writes, so they hold across replicas and
 * under parallel requests.
 */
export function createSignInService(deps: SignInServiceDeps) {
  const { clock } = deps;
  const repository = createSignInRepository(deps.db);

  function assertNotLocked(lockedUntil: Date | null | undefined, now: Date): void {
    if (lockedUntil && lockedUntil.getTime() > now.getTime()) {
      throw AppError.tooManyRequests(SIGN_IN_MESSAGES.accountLocked, lockedUntil.getTime() - now.getTime());
    }
  }

  /** Creates and sends a code: refused while the account is locked or within 60 s of the last code. */
  async function sendCode(target: CodeTarget): Promise<void> {
    const now = clock.now();
    const code = generateCode();
    const { subject, body } = codeMessage(code, target.languageId);
    await deps.db.transaction(async (tx) => {
      const signIns = createSignInRepository(tx);
      const guard = await signIns.lockGuard(target.kind, target.subjectId);
      assertNotLocked(guard.lockedUntil, now);
      const last = await signIns.latestCodeTimeForContact(target.contact);
      const wait = last ? last.getTime() + SESSION_POLICY.resendAfterMs - now.getTime() : 0;
      if (wait > 0) throw AppError.tooManyRequests(SIGN_IN_MESSAGES.resendTooSoon, wait);
      await signIns.insertCode(
        {
          kind: target.kind,
          subjectId: target.subjectId,
          contact: target.contact,
          codeHash: hashCode(deps.otpSecret, subjectKey(target.kind, target.subjectId), code),
          expiresAt: new Date(now.getTime() + SESSION_POLICY.codeTtlMs),
        },
        now,
      );
      await deps.outbox.enqueueMessageIn(tx, {
        channel: target.channel,
        recipient: target.contact,
        subject: target.channel === 'email' ? subject : null,
        body,
        kind: 'otp',
      });
    });
    deps.nudgeOutbox();
  }

  /**
   * Checks a code against the account's newest one. Every wrong answer spends one of the code's 5 tries
   * and counts towards the account's lock; a right one is consumed once.
   */
  async function checkCode(kind: SubjectKind, subjectId: number, code: string): Promise<void> {
    const now = clock.now();
    assertNotLocked((await repository.getGuard(kind, subjectId))?.lockedUntil, now);
    const codeId = await repository.latestCodeId(kind, subjectId);
    const storedHash = codeId
      ? await repository.spendAttempt(codeId, SESSION_POLICY.codeMaxAttempts, now)
      : null;
    const expected = hashCode(deps.otpSecret, subjectKey(kind, subjectId), code);
    if (codeId && storedHash && isSameHash(storedHash, expected) && (await repository.consume(codeId, now))) {
      await repository.resetFailures(kind, subjectId, now);
      return;
    }
    const lockUntil = new Date(now.getTime() + SESSION_POLICY.accountLockMs);
    await repository.recordFailure(
      kind,
      subjectId,
      { maxFailures: SESSION_POLICY.accountMaxWrongCodes, lockUntil },
      now,
    );
    throw AppError.wrongCode();
  }

  const userSubject = (user: SignInUser): SessionSubject => ({
    kind: 'user',
    id: user.id,
    uuid: user.uuid,
    roleId: user.roleId as RoleId,
    companyId: user.companyId,
  });

  return {
    /** POST /v2/installer/login: an unknown or inactive account answers 404 (spec 01 §8), with its own code. */
    async login(body: LoginBody): Promise<LoginResponse> {
      const phone =
        body.phone !== undefined && body.region_id !== undefined ? toE164(body.region_id, body.phone) : null;
      const user = body.email
        ? await repository.findActiveUserByEmail(body.email)
        : phone && body.region_id !== undefined
          ? await repository.findActiveUserByPhone(body.region_id, phone)
          : null;
      if (!user) {
        // spec 01 §4: a deactivated account (or company: terms declined) is told so, rather than "not
        // found", so that its people know why they cannot sign in; it is still a 404 to the login form.
        const isInactive = body.email
          ? await repository.isInactiveByEmail(body.email)
          : phone && body.region_id !== undefined
            ? await repository.isInactiveByPhone(body.region_id, phone)
            : false;
        if (isInactive) {
          throw new AppError(404, ERROR_CODES.accountInactive, SIGN_IN_MESSAGES.accountInactive);
        }
        throw AppError.notFound(MESSAGES.installerNotFound);
      }
      await sendCode({
        kind: 'user',
        subjectId: user.id,
        channel: body.email ? 'email' : 'sms',
        contact: body.email ? user.email.toLowerCase() : user.phone,
        languageId: user.languageId,
      });
      return {
        user_id: user.id,
        region: user.regionId,
        company_id: user.companyId,
        has_regnr2: hasRegnr2(user.regionId, user.companyRegistrationNumber2),
        has_survey: user.hasSurvey,
      };
    },

    /** POST /v2/installer/login/verify: a right code opens a session; anything else is 406. */
    async verify(body: VerifyLoginBody): Promise<Session> {
      const user = await repository.findActiveUserById(body.userId);
      if (!user) throw AppError.wrongCode();
      await checkCode('user', user.id, body.code);
      return deps.sessions.open(userSubject(user));
    },

    /** Operators: an unknown address gets the same answer and no message, so it cannot be probed. */
    async operatorLogin(body: OperatorLoginBody): Promise<{ ok: true }> {
      const operator = await repository.findActiveOperatorByEmail(body.email);
      if (operator) {
        await sendCode({
          kind: 'operator',
          subjectId: operator.id,
          channel: 'email',
          contact: operator.email.toLowerCase(),
          languageId: null,
        });
      }
      return { ok: true };
    },

    async operatorVerify(body: OperatorVerifyBody): Promise<Session> {
      const operator = await repository.findActiveOperatorByEmail(body.email);
      if (!operator) throw AppError.wrongCode();
      await checkCode('operator', operator.id, body.code);
      return deps.sessions.open({
        kind: 'operator',
        id: operator.id,
        uuid: operator.uuid,
        role: operator.role,
      });
    },
  };
}

export type SignInService = ReturnType<typeof createSignInService>;
