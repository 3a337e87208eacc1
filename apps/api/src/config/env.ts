import { z } from 'zod';
import { developmentSecrets } from './development-secrets';
import { DEFAULT_ADMIN_DIST_DIR, DEFAULT_WEB_DIST_DIR, resolveFromStartDir } from './paths';

// Outside production, missing secrets are made per data folder (development-secrets.ts). These values
// were once published as development defaults, so production refuses them whatever else is set.
const KNOWN_DEVELOPMENT_SECRETS = [
  'dev-only-jwt-secret-do-not-use-in-production',
  'dev-only-otp-secret-do-not-use-in-production',
];
const MIN_SECRET_LENGTH = 32;

const TRUE = ['true', '1', 'yes', 'on'];
const FALSE = ['false', '0', 'no', 'off'];
const optionalBool = z
  .string()
  .optional()
  .refine((v) => v === undefined || [...TRUE, ...FALSE].includes(v.toLowerCase()), 'must be true or false')
  .transform((v) => (v === undefined ? undefined : TRUE.includes(v.toLowerCase())));
const bool = (fallback: boolean) => optionalBool.transform((v) => v ?? fallback);
const int = (fallback: number, min: number, max: number) =>
  z.coerce
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(min, `must be at least ${min}`)
    .max(max, `must be at most ${max}`)
    .default(fallback);
const url = (protocols: RegExp, hint: string) => z.string().regex(protocols, `must be a ${hint} URL`);
const secret = z.string().min(MIN_SECRET_LENGTH, `must be at least ${MIN_SECRET_LENGTH} characters`);

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  // loopback unless told otherwise: a development server is not reachable from the network by default
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: int(3000, 0, 65535),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: bool(false),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: url(/^postgres(ql)?:\/\//, 'postgres://').optional(),
  DATABASE_POOL_MAX: int(10, 1, 200),
  DATABASE_CONNECT_TIMEOUT_MS: int(1500, 100, 60_000),
  DATABASE_QUERY_TIMEOUT_MS: int(1500, 100, 600_000),
  JWT_SECRET: secret.optional(),
  OTP_SECRET: secret.optional(),
  MAINTENANCE_MODE: bool(false),
  BODY_LIMIT_BYTES: int(1_048_576, 1024, 100 * 1_048_576),
  REQUEST_TIMEOUT_MS: int(30_000, 1000, 600_000),
  // Connections: see .env.example and lib/connection-limits.ts.
  HEADERS_TIMEOUT_MS: int(10_000, 1000, 600_000),
  IDLE_SOCKET_TIMEOUT_MS: int(30_000, 1000, 600_000),
  KEEP_ALIVE_TIMEOUT_MS: z.coerce
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(1000, 'must be at least 1000')
    .max(600_000, 'must be at most 600000')
    .optional(),
  MAX_CONNECTIONS: int(4096, 0, 1_000_000),
  MAX_CONNECTIONS_PER_ADDRESS: z.coerce
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(0, 'must be at least 0')
    .max(1_000_000, 'must be at most 1000000')
    .optional(),
  WEB_DIST_DIR: z.string().min(1).optional(),
  ADMIN_DIST_DIR: z.string().min(1).optional(),
  EMAIL_ADAPTER: z.enum(['console', 'smtp']).default('console'),
  SMTP_URL: url(/^smtps?:\/\//, 'smtp:// or smtps://').optional(),
  MAIL_FROM: z.string().min(3).optional(),
  SMS_ADAPTER: z.enum(['console', 'http']).default('console'),
  SMS_HTTP_URL: url(/^https?:\/\//, 'http(s)://').optional(),
  SMS_HTTP_TOKEN: z.string().min(1).optional(),
  SMS_SENDER: z.string().min(1).max(11).optional(),
  // sign-in codes by SMS per region and UTC day; 0 sends none (codes by e-mail still work)
  SMS_DAILY_BUDGET_PER_REGION: int(5000, 0, 10_000_000),
  BRAND_NAME: z.string().min(1).default('Skylight'),
  BRAND_DOMAIN: z.string().min(3).default('skylight.example'),
  PUBLIC_URL: url(/^https?:\/\//, 'http(s)://').optional(),
  REDIS_URL: url(/^rediss?:\/\//, 'redis://').optional(),
  STORAGE: z.enum(['local', 's3']).default('local'),
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_REGION: z.string().min(1).default('eu-central-1'),
  S3_ENDPOINT: url(/^https?:\/\//, 'http(s)://').optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: optionalBool,
  S3_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9._-]+\/$/, 'must be one folder name ending in /')
    .optional(),
  RATE_LIMITS_ENABLED: bool(true),
  // production refuses the console message adapters and switched-off rate limits unless allowed here
  ALLOW_CONSOLE_MESSAGES: bool(false),
  ALLOW_NO_RATE_LIMITS: bool(false),
  JOBS_ENABLED: bool(true),
  JOBS_POLL_SECONDS: z.coerce
    .number({ error: 'must be a number of seconds' })
    .min(0.5, 'must be at least 0.5')
    .max(60, 'must be at most 60')
    .default(2),
  JOBS_BATCH_SIZE: int(5, 1, 100),
  OUTBOX_RETRY_LIMIT: int(5, 0, 20),
  OUTBOX_RETRY_DELAY_SECONDS: int(10, 1, 3600),
  SEED_DEMO_DATA: optionalBool,
  // the sandbox card provider (decision 029): how long it takes to answer a top-up
  CARD_SANDBOX_ANSWER_SECONDS: int(20, 1, 3600),
  ADDRESS_SEARCH_PROVIDER: z.enum(['none', 'photon', 'nominatim']).default('none'),
  ADDRESS_SEARCH_URL: url(/^https?:\/\//, 'http(s)://').optional(),
  ADDRESS_SEARCH_USER_AGENT: z.string().min(3).max(200).optional(),
  ADDRESS_SEARCH_TIMEOUT_MS: int(3000, 100, 30_000),
  // The survey key and the query are appended to it, so it carries neither a query nor a fragment.
  SURVEY_COLLECTOR_URL: url(/^https?:\/\/[^\s?#]+$/, 'http(s):// (no query)').default(
    'https://survey.installer.club.example/s/',
  ),
});

/** Rules between variables, checked even when other values are wrong so that every problem shows at once. */
function crossFieldProblems(env: Record<string, string | undefined>): string[] {
  const problems: string[] = [];
  const need = (key: string, why: string) => {
    if (env[key] === undefined) problems.push(`${key}: is required ${why}`);
  };
  if (env.NODE_ENV === 'production') {
    need('JWT_SECRET', 'in production');
    need('OTP_SECRET', 'in production');
    for (const key of ['JWT_SECRET', 'OTP_SECRET']) {
      if (KNOWN_DEVELOPMENT_SECRETS.includes(env[key] ?? '')) {
        problems.push(`${key}: is a published development value; production needs a secret of its own`);
      }
    }
    if (env.JWT_SECRET !== undefined && env.JWT_SECRET === env.OTP_SECRET) {
      problems.push('OTP_SECRET: must differ from JWT_SECRET');
    }
    const allows = (key: string) => TRUE.includes((env[key] ?? '').toLowerCase());
    // a console adapter writes every message, one-time codes included, to the log
    for (const key of ['EMAIL_ADAPTER', 'SMS_ADAPTER']) {
      if ((env[key] ?? 'console') === 'console' && !allows('ALLOW_CONSOLE_MESSAGES')) {
        problems.push(
          `${key}: the console adapter logs messages instead of sending them; set a real adapter in production (or ALLOW_CONSOLE_MESSAGES=true)`,
        );
      }
    }
    if (FALSE.includes((env.RATE_LIMITS_ENABLED ?? '').toLowerCase()) && !allows('ALLOW_NO_RATE_LIMITS')) {
      problems.push(
        'RATE_LIMITS_ENABLED: sign-in rate limits stay on in production (or ALLOW_NO_RATE_LIMITS=true)',
      );
    }
  }
  const number = (key: string, fallback: number) => (env[key] === undefined ? fallback : Number(env[key]));
  if (number('HEADERS_TIMEOUT_MS', 10_000) > number('REQUEST_TIMEOUT_MS', 30_000)) {
    problems.push('HEADERS_TIMEOUT_MS: must not be longer than REQUEST_TIMEOUT_MS');
  }
  if (env.EMAIL_ADAPTER === 'smtp') need('SMTP_URL', 'when EMAIL_ADAPTER is smtp');
  if (env.STORAGE === 's3') need('S3_BUCKET', 'when STORAGE is s3');
  if (env.SMS_ADAPTER === 'http') {
    need('SMS_HTTP_URL', 'when SMS_ADAPTER is http');
    need('SMS_HTTP_TOKEN', 'when SMS_ADAPTER is http');
  }
  if (env.ADDRESS_SEARCH_PROVIDER === 'photon' || env.ADDRESS_SEARCH_PROVIDER === 'nominatim') {
    need('ADDRESS_SEARCH_URL', `when ADDRESS_SEARCH_PROVIDER is ${env.ADDRESS_SEARCH_PROVIDER}`);
  }
  return problems;
}

/** Production has both (crossFieldProblems); elsewhere the data folder's own fill in what is unset. */
function secretsFor(env: z.output<typeof EnvSchema>, dataDir: string) {
  if (env.JWT_SECRET !== undefined && env.OTP_SECRET !== undefined) {
    return { jwtSecret: env.JWT_SECRET, otpSecret: env.OTP_SECRET };
  }
  const generated = developmentSecrets(dataDir);
  return {
    jwtSecret: env.JWT_SECRET ?? generated.jwtSecret,
    otpSecret: env.OTP_SECRET ?? generated.otpSecret,
  };
}

function storageConfig(env: z.output<typeof EnvSchema>) {
  return {
    kind: env.STORAGE,
    s3: {
      bucket: env.S3_BUCKET ?? '',
      region: env.S3_REGION,
      endpoint: env.S3_ENDPOINT ?? null,
      accessKeyId: env.S3_ACCESS_KEY_ID ?? null,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? null,
      ...(env.S3_FORCE_PATH_STYLE !== undefined ? { forcePathStyle: env.S3_FORCE_PATH_STYLE } : {}),
      prefix: env.S3_PREFIX ?? '',
    },
  };
}

function toConfig(env: z.output<typeof EnvSchema>, raw: NodeJS.ProcessEnv) {
  const isProduction = env.NODE_ENV === 'production';
  const dataDir = resolveFromStartDir(env.DATA_DIR, raw);
  return {
    env: env.NODE_ENV,
    isProduction,
    host: env.HOST,
    port: env.PORT,
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
    dataDir,
    databaseUrl: env.DATABASE_URL ?? null,
    databasePoolMax: env.DATABASE_POOL_MAX,
    databaseConnectTimeoutMs: env.DATABASE_CONNECT_TIMEOUT_MS,
    databaseQueryTimeoutMs: env.DATABASE_QUERY_TIMEOUT_MS,
    ...secretsFor(env, dataDir),
    maintenanceMode: env.MAINTENANCE_MODE,
    bodyLimitBytes: env.BODY_LIMIT_BYTES,
    requestTimeoutMs: env.REQUEST_TIMEOUT_MS,
    connections: {
      headersTimeoutMs: env.HEADERS_TIMEOUT_MS,
      idleSocketTimeoutMs: env.IDLE_SOCKET_TIMEOUT_MS,
      // Behind a proxy, longer than its idle timeout (60 s for most load balancers), so that it never
      // reuses a socket we are closing; facing browsers directly, short, as Node's own default.
      keepAliveTimeoutMs: env.KEEP_ALIVE_TIMEOUT_MS ?? (env.TRUST_PROXY ? 65_000 : 5_000),
      max: env.MAX_CONNECTIONS,
      // Behind a proxy every connection comes from the proxy's address: it caps its own clients.
      perAddress: env.MAX_CONNECTIONS_PER_ADDRESS ?? (env.TRUST_PROXY ? 0 : 128),
    },
    webDistDir: env.WEB_DIST_DIR ? resolveFromStartDir(env.WEB_DIST_DIR, raw) : DEFAULT_WEB_DIST_DIR,
    adminDistDir: env.ADMIN_DIST_DIR ? resolveFromStartDir(env.ADMIN_DIST_DIR, raw) : DEFAULT_ADMIN_DIST_DIR,
    email: {
      adapter: env.EMAIL_ADAPTER,
      smtpUrl: env.SMTP_URL ?? null,
      from: env.MAIL_FROM ?? `${env.BRAND_NAME} Installer Club <no-reply@${env.BRAND_DOMAIN}>`,
    },
    sms: {
      adapter: env.SMS_ADAPTER,
      httpUrl: env.SMS_HTTP_URL ?? null,
      httpToken: env.SMS_HTTP_TOKEN ?? null,
      sender: env.SMS_SENDER ?? env.BRAND_NAME.slice(0, 11),
      dailyBudgetPerRegion: env.SMS_DAILY_BUDGET_PER_REGION,
    },
    brand: { name: env.BRAND_NAME, domain: env.BRAND_DOMAIN },
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    redisUrl: env.REDIS_URL ?? null,
    // uploaded files: ARCHITECTURE §2 (adapters/storage)
    storage: storageConfig(env),
    // Sign-in rate limits (ARCHITECTURE §4); off only in tests that exercise the database rules alone.
    rateLimitsEnabled: env.RATE_LIMITS_ENABLED,
    jobs: {
      enabled: env.JOBS_ENABLED,
      pollSeconds: env.JOBS_POLL_SECONDS,
      batchSize: env.JOBS_BATCH_SIZE,
      retryLimit: env.OUTBOX_RETRY_LIMIT,
      retryDelaySeconds: env.OUTBOX_RETRY_DELAY_SECONDS,
    },
    // Demo accounts with known contacts have no place in a real deployment unless asked for.
    seedDemoData: env.SEED_DEMO_DATA ?? !isProduction,
    // spec 01 §5 Step 3 autocomplete; Nominatim's usage policy asks for an identifying User-Agent.
    addressSearch: {
      provider: env.ADDRESS_SEARCH_PROVIDER,
      url: env.ADDRESS_SEARCH_URL ?? null,
      userAgent:
        env.ADDRESS_SEARCH_USER_AGENT ??
        `${env.BRAND_NAME} Installer Club (${env.PUBLIC_URL ?? `http://localhost:${env.PORT}`})`,
      timeoutMs: env.ADDRESS_SEARCH_TIMEOUT_MS,
    },
    // spec 01 §2 Surveys: the external collector opened as <collector>/<survey_key>?key=…; kept with one
    // trailing slash so the web app can append the key.
    cardSandbox: { answerDelayMs: env.CARD_SANDBOX_ANSWER_SECONDS * 1000 },
    surveys: { collectorUrl: env.SURVEY_COLLECTOR_URL.replace(/\/*$/, '/') },
  };
}

export type AppConfig = ReturnType<typeof toConfig>;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment:\n${problems.map((p) => `  ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses the environment; throws ConfigError listing one problem per line. */
export function loadConfig(raw: NodeJS.ProcessEnv = process.env): AppConfig {
  // An empty variable (`PORT=`) means "use the default", as in most .env tooling.
  const present = Object.fromEntries(Object.entries(raw).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = EnvSchema.safeParse(present);
  const problems = [
    ...(parsed.error?.issues ?? []).map((i) => `${i.path.join('.') || 'environment'}: ${i.message}`),
    ...crossFieldProblems(present),
  ];
  if (!parsed.success || problems.length > 0) throw new ConfigError(problems);
  return toConfig(parsed.data, raw);
}
