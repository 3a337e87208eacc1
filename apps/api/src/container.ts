import type { FastifyBaseLogger } from 'fastify';
import { createMessageAdapters, type MessageAdapters } from './adapters/create-adapters';
import { createAddressSearch } from './adapters/geocoding/create-address-search';
import type { AppConfig } from './config/env';
import type { FileStorage } from './adapters/storage/file-storage';
import type { Database } from './db/database';
import { createJobQueue } from './jobs/queue';
import { CLUB_CARD_PROVIDER_QUEUE } from './jobs/club-card.jobs';
import type { CardProvider } from './adapters/card-provider/card-provider';
import { createSandboxCardProvider } from './adapters/card-provider/sandbox-card-provider';
import { createClubCardService } from './modules/club-card/club-card.service';
import { SEND_MESSAGE_QUEUE } from './jobs/send-message.job';
import type { Clock } from './lib/clock';
import { createAddressService } from './modules/address/address.service';
import { createSessionService } from './modules/auth/session.service';
import { createSignInService } from './modules/auth/sign-in.service';
import { createCatalogueService } from './modules/catalogue/catalogue.service';
import { createCatalogueAdminService } from './modules/catalogue/catalogue-admin.service';
import { createShopCatalogueAdminService } from './modules/shop-admin/shop-catalogue-admin.service';
import { createOrdersAdminService } from './modules/shop-admin/orders-admin.service';
import { createRegionConfigService } from './modules/regions/region-config.service';
import { createCertificatesService } from './modules/certificates/certificates.service';
import { createCompanyService } from './modules/company/company.service';
import { createConfigService } from './modules/config/config.service';
import { createContentService } from './modules/content/content.service';
import { createEmulationService } from './modules/emulation/emulation.service';
import { createCompanyAdminService } from './modules/company-admin/company-admin.service';
import { createMarketingService } from './modules/marketing/marketing.service';
import { createNotificationsService } from './modules/notifications/notifications.service';
import { createAdminSettingsService } from './modules/operators/admin-settings.service';
import { createAuditService } from './modules/operators/audit.service';
import { createOperatorsService } from './modules/operators/operators.service';
import { createDevMailbox } from './modules/outbox/dev-mailbox';
import { createMessageSeal } from './modules/outbox/message-seal';
import { createOutboxService } from './modules/outbox/outbox.service';
import { createPointsExpiry } from './modules/points/points-expiry';
import { createPointsService } from './modules/points/points.service';
import { createProjectDeadlines } from './modules/projects/project-deadlines';
import { createProjectReviewService } from './modules/projects/project-review.service';
import { createProjectsService } from './modules/projects/projects.service';
import { createRegistrationService } from './modules/registration/registration.service';
import { createScanConfirmationService } from './modules/scans/scan-confirmation.service';
import { createScanImagesService } from './modules/scans/scan-images.service';
import { createScansService } from './modules/scans/scans.service';
import { createShopService } from './modules/shop/shop.service';
import { createOrdersService } from './modules/orders/orders.service';
import { createSandboxVoucherProvider } from './modules/orders/voucher-provider';
import { createSettingsService } from './modules/settings/settings.service';
import { createSurveysService } from './modules/surveys/surveys.service';
import { createSupportService } from './modules/support/support.service';
import { createSupportAdminService } from './modules/support/support-admin.service';
import { createLeadDispatch } from './modules/leads/lead-dispatch';
import { createLeadDeadlines } from './modules/leads/lead-deadlines';
import { createLeadIntakeService } from './modules/leads/lead-intake.service';
import { createLeadsAdminService } from './modules/leads/leads-admin.service';
import { createLeadsService } from './modules/leads/leads.service';
import { createContentAdminService } from './modules/content/content-admin.service';
import { createSurveysAdminService } from './modules/surveys/surveys-admin.service';
import { createSystemService } from './modules/system/system.service';
import { createTiersService } from './modules/tiers/tiers.service';
import { createTeamService } from './modules/team/team.service';
import { createEmailChangeService } from './modules/users/email-change.service';
import { createUsersService } from './modules/users/users.service';
import { createVerificationService } from './modules/verification/verification.service';

export interface ContainerInput {
  config: AppConfig;
  database: Database;
  clock: Clock;
  logger: FastifyBaseLogger;
  /** Uploaded files (adapters/storage): the data folder or S3-compatible object storage. */
  storage: FileStorage;
  adapters?: Partial<MessageAdapters>;
  /** The card provider (docs/decisions/029); the sandbox by default. */
  cardProvider?: CardProvider;
}

/**
 * Wires the services once per app. Each service receives `db` and builds its own repositories from it (or
 * from a transaction's handle); services it calls are passed in (docs/decisions/010).
 */
export function createContainer({
  config,
  database,
  clock,
  logger,
  storage,
  adapters,
  cardProvider,
}: ContainerInput) {
  const { db } = database;
  const queue = createJobQueue(database, {
    workersEnabled: config.jobs.enabled,
    pollSeconds: config.jobs.pollSeconds,
    batchSize: config.jobs.batchSize,
    onError: (error) => logger.error({ err: error }, 'job queue error'),
  });
  const nudgeOutbox = () => queue.nudge(SEND_MESSAGE_QUEUE);
  const settings = createSettingsService({ db, clock, maintenanceFromEnv: config.maintenanceMode });
  // Message bodies are sealed with a key derived from OTP_SECRET (HKDF, its own purpose), which
  // production requires and refuses when published; only a development server keeps sent ones in memory.
  const messageSeal = createMessageSeal(config.otpSecret);
  const devMailbox = config.isProduction ? null : createDevMailbox();
  const outbox = createOutboxService({
    db,
    queue,
    clock,
    retry: { limit: config.jobs.retryLimit, delaySeconds: config.jobs.retryDelaySeconds },
    seal: messageSeal,
    devMailbox,
  });
  const sessions = createSessionService({ db, clock, jwtSecret: config.jwtSecret });
  const audit = createAuditService({ db, clock });
  const catalogue = createCatalogueService({ db, clock });
  // Back-office catalogue and region numbers (docs/decisions/020): each write drops this instance's caches.
  const regions = createRegionConfigService({ db, clock, audit });
  const configService = createConfigService({
    db,
    catalogue,
    regions,
    clock,
    surveyCollectorUrl: config.surveys.collectorUrl,
    brand: config.brand,
  });
  const points = createPointsService({ db, clock });
  const tiers = createTiersService({ db, clock });
  const notifications = createNotificationsService({ db, clock });
  const notify = notifications.notifyCompany;
  const projects = createProjectsService({ db, catalogue, points, tiers, clock, notify });
  const marketing = createMarketingService({ db, storage, clock, brandName: config.brand.name });
  const orders = createOrdersService({
    db,
    clock,
    points,
    outbox,
    nudgeOutbox,
    notify,
    storage,
    vouchers: createSandboxVoucherProvider(() => clock.now()),
    marketing: { prepare: marketing.prepareOrder },
  });
  const clubCards = createClubCardService({
    db,
    clock,
    points,
    audit,
    outbox,
    nudgeOutbox,
    logger,
    provider:
      cardProvider ??
      createSandboxCardProvider({
        now: () => clock.now(),
        answerDelayMs: config.cardSandbox.answerDelayMs,
        activationDelayMs: 60_000,
      }),
    // a job row on the provider queue, so that the work runs now rather than at the next minute
    wakeProviderJob: () => {
      void queue
        .send(CLUB_CARD_PROVIDER_QUEUE, {})
        .then(() => queue.nudge(CLUB_CARD_PROVIDER_QUEUE))
        .catch((error: unknown) => logger.warn({ err: error }, 'club card job not queued'));
    },
  });
  const leadDispatch = createLeadDispatch({ clock, notify, outbox });
  return {
    queue,
    clubCards,
    leads: createLeadsService({ db, clock, dispatch: leadDispatch }),
    leadIntake: createLeadIntakeService({ db, clock, dispatch: leadDispatch, audit }),
    leadsAdmin: createLeadsAdminService({ db, clock, audit, dispatch: leadDispatch }),
    leadDeadlines: createLeadDeadlines({ db, clock, notify, dispatch: leadDispatch }),
    adapters: { ...createMessageAdapters(config, logger), ...adapters },
    system: createSystemService({ db }),
    settings,
    config: configService,
    catalogue,
    regions,
    catalogueAdmin: createCatalogueAdminService({ db, clock, audit, invalidate: configService.invalidate }),
    notifications,
    certificates: createCertificatesService({ db, brandName: config.brand.name }),
    projectDeadlines: createProjectDeadlines({ db, clock, notify }),
    projectReview: createProjectReviewService({ db, projects, catalogue, audit, clock, notify }),
    pointsExpiry: createPointsExpiry({ db, clock, points }),
    scanConfirmation: createScanConfirmationService({ db, catalogue }),
    scans: createScansService({ db, projects, catalogue, clock }),
    scanImages: createScanImagesService({ db, storage, clock }),
    projects,
    points,
    tiers,
    surveys: createSurveysService({ db, clock }),
    support: createSupportService({ db, clock }),
    supportAdmin: createSupportAdminService({ db, clock, audit, notifications }),
    registration: createRegistrationService({ db, points, tiers, config: configService, clock }),
    outbox,
    messageSeal,
    devMailbox,
    sessions,
    signIn: createSignInService({
      db,
      sessions,
      outbox,
      nudgeOutbox,
      clock,
      otpSecret: config.otpSecret,
      smsDailyBudgetPerRegion: config.sms.dailyBudgetPerRegion,
    }),
    company: createCompanyService({ db, clock }),
    users: createUsersService({
      db,
      clock,
      nudgeOutbox,
      emailChanges: createEmailChangeService({
        db,
        outbox,
        nudgeOutbox,
        clock,
        otpSecret: config.otpSecret,
      }),
    }),
    address: createAddressService({ adapter: createAddressSearch(config.addressSearch), logger }),
    verification: createVerificationService({
      db,
      outbox,
      nudgeOutbox,
      clock,
      // env.ts fills PUBLIC_URL with http://localhost:PORT when unset; that default is no public address,
      // so the verification link then follows the origin the request came to instead
      publicUrl: config.publicUrl === `http://localhost:${config.port}` ? null : config.publicUrl,
    }),
    content: createContentService({ db, clock }),
    shop: createShopService({ db, storage, clock }),
    marketing,
    orders,
    audit,
    adminSettings: createAdminSettingsService({ db, settings, audit, clock }),
    operators: createOperatorsService({ db, audit, outbox, clock, publicUrl: config.publicUrl }),
    emulation: createEmulationService({ db, sessions, audit, clock }),
    contentAdmin: createContentAdminService({ db, storage, audit, clock }),
    surveysAdmin: createSurveysAdminService({
      db,
      audit,
      clock,
      collectorUrl: config.surveys.collectorUrl,
    }),
    companyAdmin: createCompanyAdminService({ db, clock, audit, points }),
    team: createTeamService({
      db,
      clock,
      outbox,
      sessions,
      nudgeOutbox,
      signInUrl: `${config.publicUrl.replace(/\/$/, '')}/login`,
    }),
    shopCatalogueAdmin: createShopCatalogueAdminService({ db, clock, audit, storage }),
    ordersAdmin: createOrdersAdminService({
      db,
      audit,
      storage,
      orderStatus: {
        changeStatusIn: async (tx, input) =>
          (
            await orders.changeOrderStatus(
              tx,
              input.orderUuid,
              input.status,
              { operatorId: input.operatorId },
              input.reason,
            )
          ).changed,
        afterChange: nudgeOutbox,
      },
    }),
  };
}

export type Container = ReturnType<typeof createContainer>;
