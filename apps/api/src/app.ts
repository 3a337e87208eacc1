import Fastify, { type FastifyInstance } from 'fastify';
import { limitConnectionsPerAddress } from './lib/connection-limits';
import { guardedValidatorCompiler } from './lib/input-guard';
import { responseSerializerCompiler } from './lib/response-serializer';
import type { MessageAdapters } from './adapters/create-adapters';
import type { AppConfig } from './config/env';
import { createContainer, type Container } from './container';
import { openDatabase } from './db/client';
import type { Database } from './db/database';
import { prepareDatabase } from './db/prepare';
import { writeDemoPhotos } from './db/seed/review-data';
import { writeDemoShopImages } from './db/seed/shop-data';
import { startJobs } from './jobs/register-jobs';
import { systemClock, type Clock } from './lib/clock';
import { genReqId, serializeError, serializeRequest } from './lib/request-log';
import { registerAuthRoutes } from './modules/auth/auth.routes';
import { registerSignInLimits } from './plugins/rate-limit';
import { registerConfigRoutes } from './modules/config/config.routes';
import { registerContentRoutes } from './modules/content/content.routes';
import { registerShopRoutes } from './modules/shop/shop.routes';
import { registerOrdersRoutes } from './modules/orders/orders.routes';
import { registerOperatorRoutes } from './modules/operators/operators.routes';
import { createFileStorage } from './adapters/storage/create-storage';
import type { FileStorage } from './adapters/storage/file-storage';
import { createDatabaseAvailability } from './db/availability';
import { databaseAvailabilityPlugin } from './plugins/database-availability';
import { registerDevOutboxRoutes } from './modules/outbox/outbox.routes';
import { emulationAuditPlugin, emulationGuardPlugin } from './plugins/emulation-guard';
import { registerEmulationRoutes } from './modules/emulation/emulation.routes';
import { registerCompanyAdminRoutes } from './modules/company-admin/company-admin.routes';
import { registerPointsRoutes } from './modules/points/points.routes';
import { registerCompanyRoutes } from './modules/company/company.routes';
import { registerRegistrationRoutes } from './modules/registration/registration.routes';
import { registerTiersRoutes } from './modules/tiers/tiers.routes';
import { registerSurveysRoutes } from './modules/surveys/surveys.routes';
import { registerLeadsRoutes } from './modules/leads/leads.routes';
import { registerDevLeadJobsRoutes } from './modules/leads/lead-jobs.dev';
import { registerSupportRoutes } from './modules/support/support.routes';
import { registerContentAdminRoutes } from './modules/content/content-admin.routes';
import { registerSurveysAdminRoutes } from './modules/surveys/surveys-admin.routes';
import { registerScansRoutes } from './modules/scans/scans.routes';
import { registerProjectsRoutes } from './modules/projects/projects.routes';
import { createAnswerCache } from './lib/answer-cache';
import { registerNotificationsRoutes } from './modules/notifications/notifications.routes';
import { registerProjectReviewRoutes } from './modules/projects/project-review.routes';
import { registerCatalogueAdminRoutes } from './modules/catalogue/catalogue-admin.routes';
import { registerShopAdminRoutes } from './modules/shop-admin/shop-admin.routes';
import { registerRegionConfigRoutes } from './modules/regions/region-config.routes';
import { registerMarketingRoutes } from './modules/marketing/marketing.routes';
import { registerCertificatesRoutes } from './modules/certificates/certificates.routes';
import { registerSystemRoutes } from './modules/system/system.routes';
import { registerUsersRoutes } from './modules/users/users.routes';
import { registerAddressRoutes } from './modules/address/address.routes';
import { registerVerificationRoutes } from './modules/verification/verification.routes';
import { registerTeamRoutes } from './modules/team/team.routes';
import { registerClubCardRoutes } from './modules/club-card/club-card.routes';
import type { CardProvider } from './adapters/card-provider/card-provider';
import { accessPolicyCheckPlugin } from './plugins/access-policy-check';
import { authPlugin } from './plugins/auth';
import { errorHandlerPlugin } from './plugins/error-handler';
import { maintenancePlugin } from './plugins/maintenance';
import { notFoundPlugin } from './plugins/not-found';
import { platformPlugin } from './plugins/platform';
import { securityPlugin } from './plugins/security';
import { staticWebPlugin } from './plugins/static-web';
import { inlineHashes } from './lib/inline-hashes';
import { staticAdminPlugin } from './plugins/static-admin';
import { swaggerPlugin } from './plugins/swagger';

declare module 'fastify' {
  interface FastifyInstance {
    services: Container;
    database: Database;
  }
}

export interface AppDeps {
  /** An open database (tests); otherwise one is opened from the config and closed with the app. */
  database?: Database;
  clock?: Clock;
  adapters?: Partial<MessageAdapters>;
  /** The card provider; the sandbox by default (docs/decisions/029). */
  cardProvider?: CardProvider;
  /** Where uploaded files go; otherwise the configured storage (STORAGE). */
  storage?: FileStorage;
  /** Where logs go (tests read them); standard output otherwise. */
  logStream?: NodeJS.WritableStream;
}

/**
 * The whole server: database (migrated, seeded on first start), jobs, plugins, then the API modules and
 * the web app. Closing the app stops the jobs and closes the database it opened.
 */
export async function buildApp(config: AppConfig, deps: AppDeps = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      serializers: { req: serializeRequest, err: serializeError },
      ...(deps.logStream ? { stream: deps.logStream } : {}),
    },
    genReqId,
    requestIdHeader: false,
    bodyLimit: config.bodyLimitBytes,
    // A request must be received whole within requestTimeout, its headers within headersTimeout (slow
    // clients holding sockets open); Node checks both on every open connection once a second.
    requestTimeout: config.requestTimeoutMs,
    http: {
      headersTimeout: config.connections.headersTimeoutMs,
      requestTimeout: config.requestTimeoutMs,
      connectionsCheckingInterval: 1000,
    },
    keepAliveTimeout: config.connections.keepAliveTimeoutMs,
    // a socket with nothing moving either way for this long is closed
    connectionTimeout: config.connections.idleSocketTimeoutMs,
    trustProxy: config.trustProxy,
    return503OnClosing: true,
  });
  if (config.connections.max > 0) app.server.maxConnections = config.connections.max;
  limitConnectionsPerAddress(app.server, {
    perAddress: config.connections.perAddress,
    onRefused: (report) => app.log.warn(report, 'connections refused: too many from one address'),
  });
  app.setValidatorCompiler(guardedValidatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);

  const clock = deps.clock ?? systemClock;
  const ownsDatabase = !deps.database;
  const database =
    deps.database ??
    (await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      poolMax: config.databasePoolMax,
      connectTimeoutMs: config.databaseConnectTimeoutMs,
      queryTimeoutMs: config.databaseQueryTimeoutMs,
      onPoolError: (error) => app.log.error({ err: error }, 'idle database connection failed'),
    }));

  let isDatabaseClosed = !ownsDatabase;
  const closeDatabase = async () => {
    if (isDatabaseClosed) return;
    isDatabaseClosed = true;
    await database.close();
  };

  try {
    const prepared = await prepareDatabase(database, {
      seedDemoData: config.seedDemoData,
      clock,
      logger: app.log,
    });
    const storage = deps.storage ?? (await createFileStorage(config));
    if (prepared.seeded) await writeDemoPhotos(database.db, storage);
    if (prepared.shopSeeded) await writeDemoShopImages(database.db, storage);
    const services = createContainer({
      config,
      database,
      clock,
      logger: app.log,
      storage,
      adapters: deps.adapters,
      cardProvider: deps.cardProvider,
    });
    app.decorate('services', services);
    app.decorate('database', database);
    app.addHook('onClose', async () => {
      await services.queue.stop();
      await closeDatabase();
    });
    await startJobs(services, database.db, clock, app.log);

    app.addHook('onRequest', async (request, reply) => {
      reply.header('x-request-id', request.id);
    });
    const availability = createDatabaseAvailability({
      probe: () => database.probe(),
      onChange: (up) =>
        up ? app.log.info('the database answers again') : app.log.error('the database is out of reach'),
    });
    app.addHook('onClose', async () => availability.stop());
    await app.register(accessPolicyCheckPlugin);
    await app.register(errorHandlerPlugin, { availability });
    await app.register(databaseAvailabilityPlugin, { availability });
    const inline = inlineHashes(config.webDistDir);
    await app.register(securityPlugin, { styleHashes: inline.styles, scriptHashes: inline.scripts });
    await app.register(maintenancePlugin, { isOn: () => services.settings.isMaintenanceOn() });
    await app.register(platformPlugin);
    await app.register(authPlugin, {
      secret: config.jwtSecret,
      clock,
      isSessionActive: (principal) => services.sessions.isActive(principal),
    });
    await app.register(emulationGuardPlugin);
    await app.register(emulationAuditPlugin, { audit: services.audit });
    const limits = await registerSignInLimits(app, {
      enabled: config.rateLimitsEnabled,
      redisUrl: config.redisUrl,
    });
    await app.register(swaggerPlugin);

    // The kept answers of the busiest reads, one store for all of them (decisions 034 and 036).
    const answers = createAnswerCache();
    await app.register(
      async (api) => {
        registerSystemRoutes(api, { system: services.system });
        registerConfigRoutes(api, { config: services.config });
        registerAuthRoutes(api, { signIn: services.signIn, sessions: services.sessions, limits });
        registerUsersRoutes(api, { users: services.users, answers });
        registerAddressRoutes(api, { address: services.address, limits });
        registerVerificationRoutes(api, { verification: services.verification });
        registerRegistrationRoutes(api, { registration: services.registration, limits });
        registerPointsRoutes(api, { points: services.points, answers });
        registerCompanyRoutes(api, { company: services.company });
        registerTiersRoutes(api, { tiers: services.tiers });
        registerContentRoutes(api, { content: services.content });
        registerShopRoutes(api, { shop: services.shop });
        registerOrdersRoutes(api, { orders: services.orders });
        registerSurveysRoutes(api, { surveys: services.surveys });
        registerScansRoutes(api, {
          confirmation: services.scanConfirmation,
          scans: services.scans,
          images: services.scanImages,
        });
        registerProjectsRoutes(api, { projects: services.projects, answers });
        registerNotificationsRoutes(api, { notifications: services.notifications });
        registerProjectReviewRoutes(api, { review: services.projectReview, images: services.scanImages });
        registerCertificatesRoutes(api, { certificates: services.certificates });
        registerOperatorRoutes(api, {
          signIn: services.signIn,
          sessions: services.sessions,
          limits,
          adminSettings: services.adminSettings,
          operators: services.operators,
          audit: services.audit,
        });
        registerEmulationRoutes(api, { emulation: services.emulation, limits });
        registerContentAdminRoutes(api, { contentAdmin: services.contentAdmin });
        registerSurveysAdminRoutes(api, { surveysAdmin: services.surveysAdmin });
        registerTeamRoutes(api, { team: services.team });
        registerClubCardRoutes(api, { clubCards: services.clubCards });
        registerCompanyAdminRoutes(api, { companyAdmin: services.companyAdmin });
        registerCatalogueAdminRoutes(api, { catalogue: services.catalogueAdmin });
        registerShopAdminRoutes(api, {
          catalogue: services.shopCatalogueAdmin,
          orders: services.ordersAdmin,
        });
        registerRegionConfigRoutes(api, { regions: services.regions });
        registerMarketingRoutes(api, { marketing: services.marketing });
        registerSupportRoutes(api, { support: services.support, supportAdmin: services.supportAdmin });
        registerLeadsRoutes(api, {
          leads: services.leads,
          intake: services.leadIntake,
          leadsAdmin: services.leadsAdmin,
          intakeLimit: limits.leadIntake,
        });
        if (!config.isProduction) registerDevOutboxRoutes(api, { outbox: services.outbox });
        if (!config.isProduction) {
          registerDevLeadJobsRoutes(api, { db: database.db, outbox: services.outbox });
        }
      },
      { prefix: '/api' },
    );

    await app.register(staticWebPlugin, { root: config.webDistDir });
    await app.register(staticAdminPlugin, { root: config.adminDistDir });
    await app.register(notFoundPlugin);
    // Not made ready here: tests add their own routes first; listen() and inject() make it ready.
    return app;
  } catch (error) {
    await app.close().catch(() => {});
    await closeDatabase().catch(() => {});
    throw error;
  }
}
