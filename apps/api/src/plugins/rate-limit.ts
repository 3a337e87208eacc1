import { createHash } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import { SIGN_IN_MESSAGES, SIGN_IN_RATE_LIMITS } from '@club/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Redis } from 'ioredis';
import { AppError } from '../lib/app-error';

type Rule = { max: number; windowMs: number };
type Check = (request: FastifyRequest) => Promise<void>;

export interface SignInLimits {
  login: Check;
  verify: Check;
  refresh: Check;
  operatorLogin: Check;
  operatorVerify: Check;
  /** Public registration calls (spec 01 §7): per IP, so that nobody walks the directory of contacts. */
  register: Check;
  validateRegistration: Check;
  /** ARCHITECTURE §4 Emulation: the ticket exchange, limited per IP like code checks. */
  emulationExchange: Check;
  /** Address autocomplete of the signed-out wizard: per IP, it spends a third-party service's quota. */
  addressSearch: Check;
  /** The leads intake of the brand's form: per API key. */
  leadIntake: Check;
}

/**
 * Registration limits per IP address. The wizard checks a value when a step is left (a few calls per
 * registration); registering itself happens once, with room for corrections after a 422.
 */
export const REGISTRATION_RATE_LIMITS = {
  validatePerIp: { max: 30, windowMs: 60_000 },
  registerPerIp: { max: 10, windowMs: 60_000 },
  // Typing with the 500 ms debounce sends at most ~2 a second while typing; a few addresses a minute.
  addressSearchPerIp: { max: 30, windowMs: 60_000 },
} as const;

/** The brand's form sends one lead per customer; a key sending more than this a minute is misused. */
export const LEAD_INTAKE_RATE_LIMIT = { max: 60, windowMs: 60_000 } as const;

const noCheck: Check = async () => {};

/** A Redis on the same network answers in a millisecond or two; one that takes this long is not answering. */
const REDIS_COMMAND_TIMEOUT_MS = 300;
const REDIS_READY_WAIT_MS = 2000;

/** The parsed body field the limit is keyed on (the route validated it already). */
function bodyField(request: FastifyRequest, ...names: string[]): string {
  const body = (request.body ?? {}) as Record<string, unknown>;
  return names.map((n) => String(body[n] ?? '')).join(':');
}

/**
 * ARCHITECTURE §3, §4: rate limits per contact and per IP address on sending codes, per IP address on
 * verifying codes, counted in Redis when REDIS_URL is set (shared by all replicas), in this process
 * otherwise. They sit on top of the database rules (60 s resend, 5 tries per login request, codes per
 * contact per hour and day, the SMS budget), which hold even if Redis is unreachable, so a Redis outage
 * lets requests through rather than locking everyone out.
 */
export async function registerSignInLimits(
  app: FastifyInstance,
  options: { enabled: boolean; redisUrl: string | null },
): Promise<SignInLimits> {
  if (!options.enabled) {
    return {
      login: noCheck,
      verify: noCheck,
      refresh: noCheck,
      operatorLogin: noCheck,
      operatorVerify: noCheck,
      register: noCheck,
      validateRegistration: noCheck,
      emulationExchange: noCheck,
      addressSearch: noCheck,
      leadIntake: noCheck,
    };
  }
  // While Redis is out of reach a check fails at once (no queue of commands waiting for a reconnection,
  // whose waits grew to 20 s a request) or after REDIS_COMMAND_TIMEOUT_MS when it hangs, and the request
  // goes on without the limit (skipOnError below). test/hard/redis-outage.test.ts.
  const redis = options.redisUrl
    ? new Redis(options.redisUrl, {
        connectTimeout: 1000,
        commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
        maxRetriesPerRequest: 1,
        enableOfflineQueue: false,
        lazyConnect: false,
      })
    : null;
  if (redis) {
    redis.on('error', (error) => app.log.warn({ err: error }, 'rate-limit store unavailable'));
    app.addHook('onClose', async () => {
      redis.disconnect();
    });
    // Commands are not queued until the connection is up: the first requests would pass unlimited. The
    // start waits for it a moment, and goes on without it (as above) when Redis is out of reach.
    await new Promise<void>((ready) => {
      const timer = setTimeout(ready, REDIS_READY_WAIT_MS);
      redis.once('ready', () => {
        clearTimeout(timer);
        ready();
      });
    });
  }
  await app.register(rateLimit, {
    global: false,
    skipOnError: true,
    nameSpace: 'club-rl:',
    ...(redis ? { redis } : {}),
  });

  const limiter = (name: string, rule: Rule, key: (request: FastifyRequest) => string) =>
    app.createRateLimit({
      max: rule.max,
      timeWindow: rule.windowMs,
      keyGenerator: (request) => `${name}:${key(request)}`,
    });
  const byIp = (request: FastifyRequest) => request.ip;

  const all =
    (...checks: ReturnType<typeof limiter>[]): Check =>
    async (request) => {
      for (const check of checks) {
        const result = await check(request);
        if (!result.isAllowed && result.isExceeded) {
          throw AppError.tooManyRequests(SIGN_IN_MESSAGES.rateLimited, result.ttl);
        }
      }
    };

  const R = SIGN_IN_RATE_LIMITS;
  return {
    login: all(
      limiter('login-ip', R.loginPerIp, byIp),
      limiter('login-contact', R.loginPerContact, (r) => bodyField(r, 'email', 'region_id', 'phone')),
    ),
    // Code checks are limited per IP only: a limit per account or contact would let anyone block
    // another person's sign-in. The login request's 5 tries bound the guesses on each code.
    verify: all(limiter('verify-ip', R.verifyPerIp, byIp)),
    refresh: all(limiter('refresh-ip', R.refreshPerIp, byIp)),
    operatorLogin: all(
      limiter('op-login-ip', R.loginPerIp, byIp),
      limiter('op-login-contact', R.loginPerContact, (r) => bodyField(r, 'email')),
    ),
    operatorVerify: all(limiter('op-verify-ip', R.verifyPerIp, byIp)),
    register: all(limiter('register-ip', REGISTRATION_RATE_LIMITS.registerPerIp, byIp)),
    validateRegistration: all(limiter('validate-ip', REGISTRATION_RATE_LIMITS.validatePerIp, byIp)),
    emulationExchange: all(limiter('emulation-ip', R.verifyPerIp, byIp)),
    addressSearch: all(limiter('address-ip', REGISTRATION_RATE_LIMITS.addressSearchPerIp, byIp)),
    leadIntake: all(
      limiter('lead-intake-key', LEAD_INTAKE_RATE_LIMIT, (r) =>
        createHash('sha256')
          .update(String(r.headers['x-api-key'] ?? ''))
          .digest('hex')
          .slice(0, 32),
      ),
    ),
  };
}
