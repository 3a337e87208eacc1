import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type AppDeps } from '../src/app';
import { loadConfig, type AppConfig } from '../src/config/env';
import type { Database } from '../src/db/database';
import { systemClock, type Clock } from '../src/lib/clock';
import { eq, sql } from 'drizzle-orm';
import { operators } from '../src/db/schema/accounts';
import { users } from '../src/db/schema/users';
import { signAccessToken, verifyAccessToken, type Principal } from '../src/modules/auth/access-token';
import type { RoleId, Session } from '@club/contract';
import { createTestDatabase, type TestDatabase } from './test-database';

/** Test configuration: quiet, no web app, jobs off unless a test turns them on. */
export function testConfig(env: Record<string, string> = {}): AppConfig {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: join(tmpdir(), 'club-api-unused'),
    WEB_DIST_DIR: join(tmpdir(), 'club-api-no-web-dist'),
    ADMIN_DIST_DIR: join(tmpdir(), 'club-api-no-admin-dist'),
    JOBS_ENABLED: 'false',
    JOBS_POLL_SECONDS: '0.5',
    ...env,
  });
}

export interface TestAppOptions extends AppDeps {
  /** Environment variables on top of testConfig's. */
  env?: Record<string, string>;
}

export interface TestContext {
  readonly app: FastifyInstance;
  readonly database: Database;
  readonly testDatabase: TestDatabase;
  /** Another app on the same database (other settings); closed after the file. */
  build(options?: TestAppOptions): Promise<FastifyInstance>;
  /**
   * A Bearer header for the principal, signed like sign-in signs it. Without a live session (`sid`) the
   * server refuses it: use `signIn` for a token that works, this for tokens that must not.
   */
  authHeader(principal: Principal, clock?: Clock): Promise<{ authorization: string }>;
  /** A real session for an existing user or operator (by e-mail), opened without the code step. */
  signIn(email: string, kind?: 'user' | 'operator'): Promise<SignedIn>;
}

export interface SignedIn {
  session: Session;
  principal: Principal;
  headers: { authorization: string };
}

/**
 * One fresh database per test FILE (ARCHITECTURE §9) and a default app on it; everything opened here is
 * closed after the file. Call at the top of a test file.
 */
export function setupTestApp(options: TestAppOptions = {}): TestContext {
  let testDatabase: TestDatabase | undefined;
  const apps: FastifyInstance[] = [];

  const required = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('setupTestApp: used before beforeAll ran');
    return value;
  };
  const build = async ({ env, database, ...deps }: TestAppOptions = {}) => {
    const app = await buildApp(testConfig(env), {
      ...deps,
      database: database ?? required(testDatabase).database,
    });
    apps.push(app);
    return app;
  };

  beforeAll(async () => {
    testDatabase = await createTestDatabase();
    await build(options);
  });
  afterAll(async () => {
    for (const app of apps.reverse()) await app.close();
    await testDatabase?.destroy();
  });

  return {
    get app() {
      return required(apps[0]);
    },
    get database() {
      return required(testDatabase).database;
    },
    get testDatabase() {
      return required(testDatabase);
    },
    build,
    async signIn(email, kind = 'user') {
      const app = required(apps[0]);
      const { db } = required(testDatabase).database;
      let session: Session;
      if (kind === 'user') {
        const [user] = await db
          .select()
          .from(users)
          .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
        if (!user) throw new Error(`signIn: no user ${email}`);
        session = await app.services.sessions.open({
          kind: 'user',
          id: user.id,
          uuid: user.uuid,
          roleId: user.roleId as RoleId,
          companyId: user.companyId,
        });
      } else {
        const [operator] = await db
          .select()
          .from(operators)
          .where(eq(sql`lower(${operators.email})`, email.toLowerCase()));
        if (!operator) throw new Error(`signIn: no operator ${email}`);
        session = await app.services.sessions.open({
          kind: 'operator',
          id: operator.id,
          uuid: operator.uuid,
          role: operator.role,
        });
      }
      const principal = await verifyAccessToken(session.token, {
        secret: testConfig().jwtSecret,
        clock: systemClock,
      });
      if (!principal) throw new Error('signIn: the issued token does not verify');
      return { session, principal, headers: { authorization: `Bearer ${session.token}` } };
    },
    async authHeader(principal, clock = systemClock) {
      const token = await signAccessToken(principal, { secret: testConfig().jwtSecret, clock });
      return { authorization: `Bearer ${token}` };
    },
  };
}
