import {
  ERROR_CODES,
  PHONE_COUNTRY_CODES,
  REGISTRATION_NUMBER_2_REGIONS,
  MESSAGES,
  SESSION_POLICY,
  SIGN_IN_CODE_CAPS,
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
import { createSignInRepository, type SignInRepository, type SignInUser } from './sign-in.repository';
import { generateCode, generateRequestId, hashCode, hashRequestId, isSameHash } from './token-crypto';

export interface SignInServiceDeps {
  db: Db;
  sessions: SessionService;
  outbox: OutboxService;
  /** Wakes the message worker once the code's transaction has committed. */
  nudgeOutbox: () => void;
  clock: Clock;
  otpSecret: string;
  /** Sign-in codes by SMS per region and UTC day (`SMS_DAILY_BUDGET_PER_REGION`). */
  smsDailyBudgetPerRegion: number;
}

interface CodeTarget {
  kind: SubjectKind;
  subjectId: number;
  channel: OutboxChannel;
  contact: string;
  languageId: number | null;
  /** The region whose SMS budget an SMS code spends. */
  regionId: number | null;
}

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** The contact's newest request, as the resend lock reads it. */
type LatestRequest = Awaited<ReturnType<SignInRepository['latestForContact']>>;

/**
 * spec 01 §9, ARCHITECTURE §4: one code per contact per 60 s. Within it the answer says whether the code
 * sent is still valid (the browser that asked for it goes back to its code form) or only when to ask again;
 * it never names the request, since anyone may type a contact (docs/decisions/015-sign-in-requests.md).
 */
function assertResendAllowed(latest: LatestRequest, now: Date): void {
  if (!latest) return;
  const wait = latest.createdAt.getTime() + SESSION_POLICY.resendAfterMs - now.getTime();
  if (wait <= 0) return;
  const isLive =
    latest.consumedAt === null &&
    latest.attempts < SESSION_POLICY.codeMaxAttempts &&
    latest.expiresAt.getTime() > now.getTime();
  if (isLive) {
    throw AppError.tooManyRequests(SIGN_IN_MESSAGES.codeAlreadySent, wait, ERROR_CODES.codeAlreadySent);
  }
  throw AppError.tooManyRequests(SIGN_IN_MESSAGES.resendTooSoon, wait);
}

/**
 * At most `perHour` codes in any hour and `perDay` in any 24 hours per contact, counting requests that did
 * not end in a sign-in (`openTimes`, newest first). The wait is until enough of them leave the window.
 */
function assertUnderCaps(openTimes: Date[], now: Date): void {
  const { perHour, perDay } = SIGN_IN_CODE_CAPS;
  const waits: number[] = [];
  const lastHour = openTimes.filter((t) => t.getTime() > now.getTime() - HOUR_MS);
  const hourEdge = lastHour[perHour - 1];
  if (hourEdge) waits.push(hourEdge.getTime() + HOUR_MS - now.getTime());
  const dayEdge = openTimes[perDay - 1];
  if (dayEdge) waits.push(dayEdge.getTime() + DAY_MS - now.getTime());
  if (waits.length > 0) {
    throw AppError.tooManyRequests(
      SIGN_IN_MESSAGES.codeLimitReached,
      Math.max(...waits),
      ERROR_CODES.codeLimitReached,
    );
  }
}

/** The UTC day the SMS budget counts in, and the time left until the next one. */
function smsBudgetDay(now: Date): { day: string; msLeft: number } {
  const day = now.toISOString().slice(0, 10);
  const next = Date.parse(`${day}T00:00:00.000Z`) + DAY_MS;
  return { day, msLeft: next - now.getTime() };
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

  /**
   * Creates a login request and sends its code; answers the request id. Refused within the resend lock,
   * past the contact's caps, and for SMS once the region's budget for the day is spent. One transaction
   * holding the contact's advisory lock, so replicas and parallel requests see each other's rows.
   */
  async function sendCode(target: CodeTarget): Promise<string> {
    const now = clock.now();
    const code = generateCode();
    const requestId = generateRequestId();
    const { subject, body } = codeMessage(code, target.languageId);
    await deps.db.transaction(async (tx) => {
      const signIns = createSignInRepository(tx);
      await signIns.lockContact(target.contact);
      assertResendAllowed(await signIns.latestForContact(target.contact), now);
      const since = new Date(now.getTime() - DAY_MS);
      assertUnderCaps(await signIns.openRequestTimes(target.contact, since, SIGN_IN_CODE_CAPS.perDay), now);
      if (target.channel === 'sms') {
        const { day, msLeft } = smsBudgetDay(now);
        const regionId = target.regionId ?? 0;
        if (!(await signIns.spendSmsBudget(regionId, day, deps.smsDailyBudgetPerRegion))) {
          throw AppError.tooManyRequests(SIGN_IN_MESSAGES.smsUnavailable, msLeft, ERROR_CODES.smsUnavailable);
        }
      }
      await signIns.insertRequest(
        {
          requestHash: hashRequestId(requestId),
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
    return requestId;
  }

  /**
   * Checks a code against the login request named and answers the subject it was sent for. A wrong code
   * spends one of that request's 5 tries and nothing else: no account is ever locked by someone else's
   * guesses. A right code is consumed once and ends the subject's other open requests.
   */
  async function checkCode(kind: SubjectKind, requestId: string, code: string): Promise<number> {
    const now = clock.now();
    const request = await repository.findRequest(kind, hashRequestId(requestId));
    if (!request) throw AppError.wrongCode();
    const storedHash = await repository.spendAttempt(request.id, SESSION_POLICY.codeMaxAttempts, now);
    const expected = hashCode(deps.otpSecret, subjectKey(kind, request.subjectId), code);
    if (storedHash && isSameHash(storedHash, expected) && (await repository.consume(request.id, now))) {
      await repository.endOpenRequests(kind, request.subjectId, now);
      return request.subjectId;
    }
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
      const requestId = await sendCode({
        kind: 'user',
        subjectId: user.id,
        channel: body.email ? 'email' : 'sms',
        contact: body.email ? user.email.toLowerCase() : user.phone,
        languageId: user.languageId,
        regionId: user.regionId,
      });
      return {
        request_id: requestId,
        user_id: user.id,
        region: user.regionId,
        company_id: user.companyId,
        has_regnr2: hasRegnr2(user.regionId, user.companyRegistrationNumber2),
        has_survey: user.hasSurvey,
      };
    },

    /** POST /v2/installer/login/verify: a right code for the request named opens a session; else 406. */
    async verify(body: VerifyLoginBody): Promise<Session> {
      const userId = await checkCode('user', body.requestId, body.code);
      const user = await repository.findActiveUserById(userId);
      if (!user) throw AppError.wrongCode();
      return deps.sessions.open(userSubject(user));
    },

    /**
     * Operators: an unknown address gets the same answer, with a request id no code matches, and no
     * message, so it cannot be probed.
     */
    async operatorLogin(body: OperatorLoginBody): Promise<{ ok: true; request_id: string }> {
      const operator = await repository.findActiveOperatorByEmail(body.email);
      const requestId = operator
        ? await sendCode({
            kind: 'operator',
            subjectId: operator.id,
            channel: 'email',
            contact: operator.email.toLowerCase(),
            languageId: null,
            regionId: null,
          })
        : generateRequestId();
      return { ok: true, request_id: requestId };
    },

    async operatorVerify(body: OperatorVerifyBody): Promise<Session> {
      const operatorId = await checkCode('operator', body.requestId, body.code);
      const operator = await repository.findActiveOperatorById(operatorId);
      if (!operator) throw AppError.wrongCode();
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
