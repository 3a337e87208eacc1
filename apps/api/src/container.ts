import type { FastifyBaseLogger } from 'fastify';
import { createMessageAdapters, type MessageAdapters } from './adapters/create-adapters';
import type { AppConfig } from './config/env';
import type { Database } from './db/database';
import type { Clock } from './lib/clock';
import { createJobQueue } from './jobs/queue';
import { createConfigRepository } from './modules/config/config.repository';
import { createConfigService } from './modules/config/config.service';
import { createCatalogueRepository } from './modules/catalogue/catalogue.repository';
import { createCatalogueService } from './modules/catalogue/catalogue.service';
import { createScansRepository } from './modules/scans/scan-confirmation.repository';
import { createScansService } from './modules/scans/scan-confirmation.service';
import { createProductsRepository } from './modules/scans/scans.repository';
import { createProductsService } from './modules/scans/scans.service';
import { createProjectsRepository } from './modules/projects/projects.repository';
import { createProjectsService } from './modules/projects/projects.service';
import { createNotificationsRepository } from './modules/notifications/notifications.repository';
import { createNotificationsService } from './modules/notifications/notifications.service';
import { createProjectDeadlines } from './modules/projects/project-deadlines';
import { createProjectReviewService } from './modules/projects/project-review.service';
import { createCertificatesRepository } from './modules/certificates/certificates.repository';
import { createCertificatesService } from './modules/certificates/certificates.service';
import { createPointsExpiry } from './modules/points/points-expiry';
import { join } from 'node:path';
import { createContentRepository } from './modules/content/content.repository';
import { createContentService } from './modules/content/content.service';
import { SEND_MESSAGE_QUEUE } from './jobs/send-message.job';
import { createSessionRepository } from './modules/auth/session.repository';
import { createSessionService } from './modules/auth/session.service';
import { createSignInRepository } from './modules/auth/sign-in.repository';
import { createSignInService } from './modules/auth/sign-in.service';
import { createAdminSettingsService } from './modules/operators/admin-settings.service';
import { createAuditRepository } from './modules/operators/audit.repository';
import { createAuditService } from './modules/operators/audit.service';
import { createEmulationRepository } from './modules/emulation/emulation.repository';
import { createEmulationService } from './modules/emulation/emulation.service';
import { createOutboxRepository } from './modules/outbox/outbox.repository';
import { createOutboxService } from './modules/outbox/outbox.service';
import { createSettingsRepository } from './modules/settings/settings.repository';
import { createSettingsService } from './modules/settings/settings.service';
import { createSystemRepository } from './modules/system/system.repository';
import { createSystemService } from './modules/system/system.service';
import { createPointsService } from './modules/points/points.service';
import { createCompanyRepository } from './modules/company/company.repository';
import { createCompanyService } from './modules/company/company.service';
import { createRegistrationRepository } from './modules/registration/registration.repository';
import { createRegistrationService } from './modules/registration/registration.service';
import { createTiersRepository } from './modules/tiers/tiers.repository';
import { createTiersService } from './modules/tiers/tiers.service';
import { createSurveysRepository } from './modules/surveys/surveys.repository';
import { createSurveysService } from './modules/surveys/surveys.service';
import { createUsersRepository } from './modules/users/users.repository';
import { createUsersService } from './modules/users/users.service';
import { createAddressSearch } from './adapters/geocoding/create-address-search';
import { createAddressService } from './modules/address/address.service';
import { createVerificationRepository } from './modules/verification/verification.repository';
import { createVerificationService } from './modules/verification/verification.service';

export interface ContainerInput {
  config: AppConfig;
  database: Database;
  clock: Clock;
  logger: FastifyBaseLogger;
  adapters?: Partial<MessageAdapters>;
}

/** Wires repositories into services once per app; modules receive what they need as arguments. */
export function createContainer({ config, database, clock, logger, adapters }: ContainerInput) {
  const { db } = database;
  const queue = createJobQueue(database, {
    workersEnabled: config.jobs.enabled,
    pollSeconds: config.jobs.pollSeconds,
    batchSize: config.jobs.batchSize,
    onError: (error) => logger.error({ err: error }, 'job queue error'),
  });
  const outboxRepository = createOutboxRepository(db);
  const settings = createSettingsService({
    repository: createSettingsRepository(db),
    clock,
    maintenanceFromEnv: config.maintenanceMode,
  });
  const outbox = createOutboxService({
    db,
    repository: outboxRepository,
    queue,
    clock,
    retry: { limit: config.jobs.retryLimit, delaySeconds: config.jobs.retryDelaySeconds },
  });
  const sessions = createSessionService({
    db,
    repository: createSessionRepository(db),
    clock,
    jwtSecret: config.jwtSecret,
  });
  const audit = createAuditService({ db, repository: createAuditRepository(db), clock });
  const catalogue = createCatalogueService({ repository: createCatalogueRepository(db), clock });
  const configService = createConfigService({
    repository: createConfigRepository(db),
    catalogue,
    clock,
    surveyCollectorUrl: config.surveys.collectorUrl,
    brand: config.brand,
  });
  const points = createPointsService({ db, clock });
  const tiers = createTiersService({ repository: createTiersRepository(db), clock });
  const projectsRepository = createProjectsRepository(db);
  const productsRepository = createProductsRepository(db);
  const notifications = createNotificationsService({
    repository: createNotificationsRepository(db),
    clock,
  });
  const projects = createProjectsService({
    db,
    repository: projectsRepository,
    catalogue,
    points,
    clock,
    notify: notifications.notifyCompany,
  });
  return {
    queue,
    adapters: { ...createMessageAdapters(config, logger), ...adapters },
    outboxRepository,
    system: createSystemService({ repository: createSystemRepository(db) }),
    settings,
    config: configService,
    catalogue,
    notifications,
    certificates: createCertificatesService({
      repository: createCertificatesRepository(db),
      brandName: config.brand.name,
    }),
    projectDeadlines: createProjectDeadlines({ db, clock, notify: notifications.notifyCompany }),
    projectReview: createProjectReviewService({
      db,
      repository: projectsRepository,
      projects,
      catalogue,
      clock,
      notify: notifications.notifyCompany,
    }),
    pointsExpiry: createPointsExpiry({ db, clock, points }),
    scans: createScansService({
      repository: createScansRepository(db),
      products: productsRepository,
      catalogue,
    }),
    projects,
    products: createProductsService({
      db,
      repository: productsRepository,
      projectsRepository,
      projects,
      catalogue,
      clock,
      uploadsDir: join(config.dataDir, 'uploads'),
    }),
    points,
    tiers,
    surveys: createSurveysService({ repository: createSurveysRepository(db), clock }),
    registration: createRegistrationService({
      db,
      repository: createRegistrationRepository(db),
      points,
      tiers,
      config: configService,
      clock,
    }),
    outbox,
    sessions,
    signIn: createSignInService({
      db,
      repository: createSignInRepository(db),
      sessions,
      outbox,
      nudgeOutbox: () => queue.nudge(SEND_MESSAGE_QUEUE),
      clock,
      otpSecret: config.otpSecret,
    }),
    company: createCompanyService({ db, repository: createCompanyRepository(), clock }),
    users: createUsersService({ repository: createUsersRepository(db), clock }),
    address: createAddressService({ adapter: createAddressSearch(config.addressSearch), logger }),
    verification: createVerificationService({
      db,
      repository: createVerificationRepository(db),
      outbox,
      nudgeOutbox: () => queue.nudge(SEND_MESSAGE_QUEUE),
      clock,
      // env.ts fills PUBLIC_URL with http://localhost:PORT when unset; that default is no public address,
      // so the verification link then follows the origin the request came to instead
      publicUrl: config.publicUrl === `http://localhost:${config.port}` ? null : config.publicUrl,
    }),
    content: createContentService({ repository: createContentRepository(db), clock }),
    audit,
    adminSettings: createAdminSettingsService({ db, settings, audit, clock }),
    emulation: createEmulationService({
      db,
      repository: createEmulationRepository(db),
      sessions,
      audit,
      clock,
    }),
  };
}

export type Container = ReturnType<typeof createContainer>;
