import { randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { ENDPOINTS } from '@club/contract';
import { regionByCode, ROLES, type Endpoint } from '@club/contract';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { certificates, companyCertificates } from '../../src/db/schema/certificates';
import { clubCards } from '../../src/db/schema/club-cards';
import { contents } from '../../src/db/schema/content';
import { leads } from '../../src/db/schema/leads';
import { notifications } from '../../src/db/schema/notifications';
import { shopCategories, shopProductImages, shopProducts, shopVariants } from '../../src/db/schema/shop';
import { surveyConfigurations } from '../../src/db/schema/surveys';
import type { CompanyRow } from '../../src/db/schema/companies';
import type { OperatorRow } from '../../src/db/schema/accounts';
import type { UserRow } from '../../src/db/schema/users';
import type { Answer, Caller, RequestOptions, TestApi } from '../api';
import type { TestContext } from '../build-app';
import { createCompany } from '../factories/companies';
import { createOperator } from '../factories/operators';
import { createInstaller, createOwner } from '../factories/users';
import { scanOf } from '../scans';
import { jsonSchemaOf, type JsonSchema } from './json-schema-arbitrary';

export type EndpointName = keyof typeof ENDPOINTS;

// ARCHITECTURE §4: every object id in a path, query or body is checked against the caller's company and
// role. This file finds every such id of the contract and names, for each one, where a REAL id of another
// company (or of another person of the caller's company) comes from, so that the attack reaches the check
// itself rather than a "no such object" of a random id.

/** A PL project survey every PL company can send (spec 02 §5). */
export const PL_SURVEY = {
  response: [
    { question_id: 11, answer_id: 71 },
    { question_id: 13, answer_id: 80 },
    { question_id: 14, answer_id: 91 },
    { question_id: 15, answer_id: 92 },
    { question_id: 113, answer_id: 106 },
  ],
};

/** A real PNG (the web app's icon): the upload checks the bytes, not the name. */
export const PNG_BYTES = readFileSync(resolve(import.meta.dirname, '../../../web/public/icons/icon-192.png'));

let tagSequence = 0;
/** A serial of a PL factory in 2024, whose product needs a photo of its tag (catalogue rules). */
export function tagPhotoSerial(): string {
  tagSequence += 1;
  return `PL24${String(randomInt(0, 999_999)).padStart(6, '0')}${String(tagSequence % 100).padStart(2, '0')}`;
}

/** The objects one company's people own, made through the API (certificates, which operators award, in their table). */
export interface CompanyObjects {
  company: CompanyRow;
  owner: UserRow;
  installer: UserRow;
  /** In progress, with `product` in it. */
  project: string;
  product: string;
  /** The client id the app gave `product`'s scan. */
  scanClientId: string;
  /** In progress, no products: the one a delete may take. */
  emptyProject: string;
  /** Surveyed into review (a tag-photo product); `taggedProduct` waits for an operator. */
  projectInReview: string;
  taggedProduct: string;
  image: string;
  /** The owner's notification (of a project closed by its survey) and pending survey. */
  notification: string;
  survey: string;
  /** The installer's own notification and pending survey: another person of the same company. */
  installerNotification: string;
  installerSurvey: string;
  certificate: string;
  /** A placed order with its print proof. */
  order: string;
  /** A logo the owner uploaded for a print product (spec 03 §7 order file upload). */
  orderFile: string;
  /** The owner's support conversation, and the installer's (another person of the same company). */
  supportChat: string;
  installerSupportChat: string;
  /** The company's club card (registered and active) and a PENDING top-up of it. */
  clubCard: string;
  topUp: string;
  /** A new lead given to the company (which accepts leads). */
  lead: string;
}

export interface World {
  /** The caller's company: its owner calls every user route. */
  a: CompanyObjects;
  /** Another company of the same region, with the same objects. */
  b: CompanyObjects;
  admin: OperatorRow;
  /** News of a region the caller's company is not in. */
  otherRegionContent: string;
  ownRegionContent: string;
  /** A survey configuration of the seed (back-office surveys). */
  surveyConfiguration: string;
  /** The services flyer of the seed's shop, sold in PL (a print product of the catalogue). */
  flyerVariant: string;
  /** The club's shop catalogue as the back-office edits it: a category, a product, its variant and picture. */
  shop: { category: number; product: string; variant: string; image: number };
  /** An intake API key of the brand's form, made by the admin. */
  intakeKey: string;
}

async function companyWithObjects(ctx: TestContext, api: TestApi): Promise<CompanyObjects> {
  // a second registration number set: changing it is the owner's (company.service)
  const company = await createCompany(ctx.app, {
    registrationNumber2: String(randomInt(10_000, 99_999)),
    acceptsLeads: true,
  });
  const owner = await createOwner(ctx.app, company);
  const installer = await createInstaller(ctx.app, company);
  const as = api.as(owner);
  const ok = (res: Answer, status = 201) => {
    expect(res.status, res.text).toBe(status);
    return res.body;
  };
  const newProject = async () =>
    ok(await as.post('/api/v1/projects', { body: { streetName: 'ul. Lipowa 3', postalCode: '30-002' } }))
      .uuid as string;

  const project = await newProject();
  const scan = scanOf(project);
  const product = ok(await as.post('/api/v1/scans', { body: scan })).uuid as string;
  const emptyProject = await newProject();

  const image = ok(
    await as.upload('/api/v1/scans/images', {
      field: 'image',
      filename: 'tag.png',
      contentType: 'image/png',
      bytes: PNG_BYTES,
    }),
  ).image_data as string;

  // a project in review: its tag-photo product waits for an operator (spec 02 §4)
  const projectInReview = await newProject();
  ok(await as.post('/api/v1/scans', { body: scanOf(projectInReview) }));
  const taggedImage = ok(
    await as.upload('/api/v1/scans/images', {
      field: 'image',
      filename: 'tag.png',
      contentType: 'image/png',
      bytes: PNG_BYTES,
    }),
  ).image_data as string;
  const taggedProduct = ok(
    await as.post('/api/v1/scans', {
      body: { ...scanOf(projectInReview, tagPhotoSerial()), image_data: taggedImage },
    }),
  ).uuid as string;
  ok(await as.post(`/api/v1/projects/${projectInReview}/survey`, { body: PL_SURVEY }), 200);

  // a project closed by its survey: every member of the company is notified
  const closed = await newProject();
  ok(await as.post('/api/v1/scans', { body: scanOf(closed) }));
  ok(await as.post(`/api/v1/projects/${closed}/survey`, { body: PL_SURVEY }), 200);
  const { db } = ctx.database;
  const notificationOf = async (user: UserRow) => {
    const [row] = await db
      .select({ uuid: notifications.uuid })
      .from(notifications)
      .where(and(eq(notifications.userId, user.id), eq(notifications.ticketUuid, closed)));
    if (!row) throw new Error(`no notification for user ${user.id}`);
    return row.uuid;
  };
  const surveyOf = async (user: UserRow) =>
    ok(await api.as(user).post('/api/v2/surveys', { body: { survey_key: 'product-satisfaction-2026' } }))
      .uuid as string;

  const supportChatOf = async (user: UserRow) =>
    ok(
      await api.as(user).post('/api/v1/support/chats', {
        body: {
          title: 'Skaner nie działa',
          body: 'Czarny ekran.',
          info: {
            language: 'pl',
            hostname: 'localhost',
            region: 'pl',
            appVersion: '3.5.7',
            appType: 'pwa',
            userAgent: 'test',
          },
        },
      }),
    ).uuid as string;

  const [definition] = await db.select({ id: certificates.id }).from(certificates).limit(1);
  if (!definition) throw new Error('no certificate in the seed');
  const [award] = await db
    .insert(companyCertificates)
    .values({
      companyId: company.id,
      certificateId: definition.id,
      awardedOn: '2025-01-10',
      expiresOn: '2027-01-10',
    })
    .returning({ uuid: companyCertificates.uuid });

  // an order of the shop, paid with points, with a print proof attached
  await db.transaction((tx) =>
    ctx.app.services.points.credit(tx, { companyId: company.id, points: 5_000, event: 'welcome' }),
  );
  const [drill] = await db
    .select({ uuid: shopVariants.uuid })
    .from(shopVariants)
    .where(eq(shopVariants.sku, 'BR-DRILL-18V-STD'));
  const order = ok(
    await as.post('/api/v1/orders', {
      body: {
        idempotency_key: crypto.randomUUID(),
        type: 'brand',
        delivery_type: 1,
        order: [{ uuid: drill!.uuid, quantity: 1 }],
        customer: ORDER_ADDRESS,
      },
    }),
  ).uuid as string;
  await ctx.app.services.orders.attachProof(order, Buffer.from('%PDF-1.4\n%proof\n'));
  const orderFile = ok(
    await as.upload('/api/v1/orders/files', {
      field: 'file',
      filename: 'logo.png',
      contentType: 'image/png',
      bytes: PNG_BYTES,
    }),
  ).uuid as string;

  // a club card registered and activated at the provider, and a top-up waiting for its answer
  const [card] = await db
    .insert(clubCards)
    .values({
      companyId: company.id,
      userId: owner.id,
      status: 'ACTIVE',
      serial: `7${String(randomInt(0, 999_999_999)).padStart(9, '0')}`,
      customer: {
        name: 'Anna',
        surname: 'Wiśniewska',
        email: 'anna@example.com',
        phone: '+48512345678',
        company_name: company.name,
        street: 'Długa',
        house_number: '5',
        city: 'Kraków',
        postal_code: '30-001',
      },
      idempotencyKey: crypto.randomUUID(),
      verifiedAt: new Date(),
    })
    .returning({ uuid: clubCards.uuid });
  const topUp = ok(
    await as.post('/api/v1/club-card/top-ups', {
      body: { idempotency_key: crypto.randomUUID(), points: 50, terms_accepted: true },
    }),
  ).uuid as string;

  return {
    company,
    owner,
    installer,
    project,
    product,
    scanClientId: scan.client_id,
    emptyProject,
    projectInReview,
    taggedProduct,
    image,
    notification: await notificationOf(owner),
    survey: await surveyOf(owner),
    installerNotification: await notificationOf(installer),
    installerSurvey: await surveyOf(installer),
    certificate: award!.uuid,
    order,
    orderFile,
    supportChat: await supportChatOf(owner),
    installerSupportChat: await supportChatOf(installer),
    clubCard: card!.uuid,
    topUp,
    lead: await leadOf(ctx, company),
  };
}

/** A new lead of the company, written as the dispatch desk would leave it. */
async function leadOf(ctx: TestContext, company: CompanyRow): Promise<string> {
  const [row] = await ctx.database.db
    .insert(leads)
    .values({
      regionId: company.regionId,
      companyId: company.id,
      firstName: 'Jan',
      lastName: 'Nowak',
      street: 'ul. Polna 1',
      postalCode: '30-001',
      city: 'Kraków',
      mobile: '600100200',
      assignmentRound: 1,
      assignedAt: new Date(),
    })
    .returning({ uuid: leads.uuid });
  return row!.uuid;
}

export async function buildWorld(ctx: TestContext, api: TestApi): Promise<World> {
  const a = await companyWithObjects(ctx, api);
  const b = await companyWithObjects(ctx, api);
  const contentOf = async (code: string) => {
    const [row] = await ctx.database.db
      .select({ uuid: contents.uuid })
      .from(contents)
      .where(eq(contents.regionId, regionByCode(code)?.id ?? -1))
      .limit(1);
    if (!row) throw new Error(`no content of region ${code} in the seed`);
    return row.uuid;
  };
  const admin = await createOperator(ctx.app, 'admin');
  const key = await api
    .as({ operator: admin })
    .post('/api/admin/lead-intake-keys', { body: { name: 'Form' } });
  expect(key.status, key.text).toBe(201);
  return {
    a,
    b,
    admin,
    intakeKey: key.body.key as string,
    otherRegionContent: await contentOf('CZ'),
    ownRegionContent: await contentOf('PL'),
    surveyConfiguration: (await ctx.database.db.select().from(surveyConfigurations).limit(1))[0]!.uuid,
    flyerVariant: (
      await ctx.database.db
        .select({ uuid: shopVariants.uuid })
        .from(shopVariants)
        .where(eq(shopVariants.sku, 'MS-FLYER-SRV-STD'))
    )[0]!.uuid,
    shop: await shopCatalogueObjects(ctx),
  };
}

async function shopCatalogueObjects(ctx: TestContext): Promise<World['shop']> {
  const { db } = ctx.database;
  const [variant] = await db
    .select({ uuid: shopVariants.uuid, productId: shopVariants.productId, product: shopProducts.uuid })
    .from(shopVariants)
    .innerJoin(shopProducts, eq(shopProducts.id, shopVariants.productId))
    .where(eq(shopVariants.sku, 'BR-DRILL-18V-STD'));
  const [category] = await db.select({ id: shopCategories.id }).from(shopCategories).limit(1);
  const [image] = await db.select({ id: shopProductImages.id }).from(shopProductImages).limit(1);
  return { category: category!.id, product: variant!.product, variant: variant!.uuid, image: image?.id ?? 1 };
}

/** A complete Polish delivery address for a shop order. */
export const ORDER_ADDRESS = {
  phone_region: 'PL',
  phone_number: '512345678',
  region: 'PL',
  country: 'Polska',
  city: 'Kraków',
  postal_code: '30-001',
  street: 'Długa',
  house_number: '5',
};

/** A request without its caller: what goes into the path, the query and the body. */
export type RequestParts = Pick<RequestOptions, 'params' | 'query' | 'body' | 'headers'>;

/** A Polish news article as the back-office saves it. */
const ADMIN_ARTICLE = {
  type: 'news',
  region_id: regionByCode('PL')?.id ?? 10,
  language_id: 11,
  title: 'Szkolenie montażowe',
  body_html: '<p>Zapraszamy.</p>',
  image_id: null,
  is_visible: true,
  published_at: '2026-01-15T10:00:00Z',
};

/**
 * A request the caller (the owner of company A, or an admin on operator routes) may send, with ids of
 * its own: the attack replaces one id of it with another company's, so that only that id differs from
 * a call that passes.
 */
export const OWN_REQUESTS: Partial<Record<EndpointName, (w: World) => RequestParts>> = {
  updateShopAdminCategory: (w) => ({ params: { id: w.shop.category } }),
  getShopAdminProduct: (w) => ({ params: { id: w.shop.product } }),
  updateShopAdminProduct: (w) => ({ params: { id: w.shop.product } }),
  createShopAdminVariant: (w) => ({ params: { id: w.shop.product } }),
  updateShopAdminVariant: (w) => ({ params: { id: w.shop.variant } }),
  receiveShopAdminStock: (w) => ({ params: { id: w.shop.variant } }),
  uploadShopAdminImage: (w) => ({ params: { id: w.shop.product } }),
  reorderShopAdminImages: (w) => ({ params: { id: w.shop.product } }),
  deleteShopAdminImage: (w) => ({ params: { id: w.shop.image } }),
  getAdminOrder: (w) => ({ params: { id: w.a.order } }),
  setAdminOrderStatus: (w) => ({ params: { id: w.a.order } }),
  setAdminClubCardStatus: (w) => ({ params: { id: w.b.clubCard } }),
  settleAdminTopUp: (w) => ({ params: { id: w.b.topUp } }),
  getAdminOrderProof: (w) => ({ params: { id: w.a.order } }),
  getAdminOrderLogo: (w) => ({ params: { id: w.a.order } }),
  deleteOrderFile: (w) => ({ params: { id: w.a.orderFile } }),
  renderMarketingProof: (w) => ({
    body: {
      variant: w.flyerVariant,
      data: {
        companyName: 'Dachy Test',
        phone: '+48 501 234 567',
        shortDescription: 'Okna dachowe',
        selectedImagePosition: 1,
        logo: w.a.orderFile,
        services: [
          'window-installation',
          'window-replacement',
          'roof-repair',
          'flashings',
          'blinds',
          'electric-windows',
        ].map((icon) => ({ icon, text: icon })),
      },
    },
  }),
  updateCompany: (w) => ({
    params: { id: w.a.company.uuid },
    body: { registration_number: String(randomInt(1_000_000_000, 9_999_999_999)) },
  }),
  getCompanyPoints: (w) => ({ params: { id: w.a.company.uuid } }),
  getCompany: (w) => ({ params: { id: w.a.company.uuid } }),
  listTierHistory: (w) => ({ query: { installer_company_id: String(w.a.company.id) } }),
  getContent: (w) => ({ params: { id: w.ownRegionContent } }),
  updateSurvey: (w) => ({ params: { id: w.a.survey }, body: { interacted_at: new Date().toISOString() } }),
  deleteSurvey: (w) => ({ params: { id: w.a.survey } }),
  // a tag-photo product, so that the photo is needed and its id is checked
  saveScan: (w) => ({ body: { ...scanOf(w.a.project, tagPhotoSerial()), image_data: w.a.image } }),
  saveScansBulk: (w) => ({ body: [scanOf(w.a.project)] }),
  deleteScan: (w) => ({ params: { id: w.a.product } }),
  getScanImage: (w) => ({ params: { id: w.a.image } }),
  markNotification: (w) => ({ params: { id: w.a.notification }, body: { mark: 1 } }),
  downloadCertificate: (w) => ({ params: { id: w.a.certificate } }),
  decideProjectReview: (w) => ({
    params: { id: w.a.projectInReview },
    body: { rejected_products: [{ uuid: w.a.taggedProduct, reason: 'The tag photo is unreadable.' }] },
  }),
  getProject: (w) => ({ params: { id: w.a.project } }),
  updateProject: (w) => ({ params: { id: w.a.project }, body: { name: 'Dom Kowalskich' } }),
  deleteProject: (w) => ({ params: { id: w.a.emptyProject } }),
  submitProjectSurvey: (w) => ({ params: { id: w.a.project }, body: PL_SURVEY }),
  createEmulationTicket: (w) => ({ body: { user_uuid: w.a.owner.uuid } }),
  createAdminContent: () => ({ body: ADMIN_ARTICLE }),
  getAdminContent: (w) => ({ params: { id: w.ownRegionContent } }),
  updateAdminContent: (w) => ({ params: { id: w.ownRegionContent }, body: ADMIN_ARTICLE }),
  setAdminContentVisibility: (w) => ({ params: { id: w.ownRegionContent }, body: { is_visible: true } }),
  // English (5): the seeded Polish article's other language
  saveAdminContentTranslation: (w) => ({
    params: { id: w.ownRegionContent, language_id: 5 },
    body: { title: 'Installation training' },
  }),
  updateAdminSurvey: (w) => ({ params: { id: w.surveyConfiguration }, body: { is_active: true } }),
  // the caller's own row: refused (nobody changes themselves), which changes nothing
  updateOperator: (w) => ({ params: { id: w.admin.uuid } }),
  // the back-office acts on company B and its people: an operator belongs to no company
  getOperatorCompany: (w) => ({ params: { id: w.b.company.uuid } }),
  listOperatorCompanyLedger: (w) => ({ params: { id: w.b.company.uuid } }),
  listOperatorCompanyProjects: (w) => ({ params: { id: w.b.company.uuid } }),
  updateOperatorCompany: (w) => ({ params: { id: w.b.company.uuid }, body: { city: 'Kraków' } }),
  setOperatorCompanyStatus: (w) => ({ params: { id: w.b.company.uuid }, body: { active: 1 } }),
  adjustOperatorCompanyPoints: (w) => ({
    params: { id: w.b.company.uuid },
    body: {
      direction: 'credit',
      points: 10,
      reason: 'A goodwill credit for a late delivery',
      idempotency_key: crypto.randomUUID(),
    },
  }),
  updateOperatorUser: (w) => ({ params: { id: w.b.installer.uuid }, body: { name: 'Jan' } }),
  setOperatorUserStatus: (w) => ({ params: { id: w.b.installer.uuid }, body: { active: 1 } }),
  setOperatorUserRole: (w) => ({ params: { id: w.b.installer.uuid }, body: { role_id: ROLES.installer.id } }),
  getCatalogueType: () => ({ params: { code: 'GGL' } }),
  updateCatalogueType: () => ({ params: { code: 'GGL' }, body: { points: { PL: 10 } } }),
  updateCatalogueVariant: () => ({ params: { code: '2070' }, body: { is_active: true } }),
  updateCatalogueSize: () => ({ params: { code: 'CK02' }, body: { is_active: true } }),
  updateRegionConfig: () => ({
    params: { id: regionByCode('PL')?.id ?? 10 },
    body: { welcome_points: 100, project_days_left: 90, min_cart_value: 100, part2_optional: false },
  }),
  listRegionConfigChanges: () => ({ params: { id: regionByCode('PL')?.id ?? 10 } }),
  getOrder: (w) => ({ params: { id: w.a.order } }),
  getOrderProof: (w) => ({ params: { id: w.a.order } }),
  getInstaller: (w) => ({ params: { id: w.a.installer.uuid } }),
  updateInstaller: (w) => ({ params: { id: w.a.installer.uuid }, body: { name: 'Jan' } }),
  deleteInstaller: (w) => ({ params: { id: w.a.installer.uuid } }),
  resendInstallerInvitation: (w) => ({ params: { id: w.a.installer.uuid } }),
  listSupportConversations: (w) => ({ query: { installer_uuid: w.a.owner.uuid } }),
  getSupportConversation: (w) => ({ params: { id: w.a.supportChat } }),
  listSupportMessages: (w) => ({ params: { id: w.a.supportChat } }),
  createSupportMessage: (w) => ({ params: { id: w.a.supportChat }, body: { message: 'Dziękuję.' } }),
  getAdminSupportConversation: (w) => ({ params: { id: w.b.supportChat } }),
  replyAdminSupportConversation: (w) => ({ params: { id: w.b.supportChat }, body: { message: 'Hello.' } }),
  setAdminSupportConversationStatus: (w) => ({ params: { id: w.b.supportChat }, body: { status: 1 } }),
  getLead: (w) => ({ params: { id: w.a.lead } }),
  getLeadArchive: (w) => ({ params: { id: w.a.lead } }),
  updateLeadNote: (w) => ({ params: { id: w.a.lead }, body: { NotesFromVELUXClub: 'Rano.' } }),
  setLeadInstallationDate: (w) => ({
    params: { id: w.a.lead },
    body: { expected_installation_date: '2099-01-10' },
  }),
  moveLead: (w) => ({ params: { id: w.a.lead }, body: { status: 'interested' } }),
  intakeLead: (w) => ({ headers: { 'x-api-key': w.intakeKey }, body: LEAD_FORM }),
  getAdminLead: (w) => ({ params: { id: w.b.lead } }),
  assignAdminLead: (w) => ({ params: { id: w.b.lead }, body: {} }),
  rejectAdminLead: (w) => ({ params: { id: w.b.lead }, body: { reason: 'Spam' } }),
  markAdminLeadLost: (w) => ({ params: { id: w.b.lead }, body: { lost_reason_id: 1 } }),
  updateAdminLeadCompany: (w) => ({
    params: { id: w.b.company.uuid },
    body: { postal_prefixes: ['30'], open_leads_cap: null },
  }),
  revokeIntakeKey: () => ({ params: { id: crypto.randomUUID() } }),
  updateLeadRegionSettings: () => ({
    params: { id: regionByCode('PL')?.id ?? 10 },
    body: {
      interest_hours: 48,
      contact_days: 5,
      agreement_days: 30,
      closing_days: 14,
      reminder_hours: 24,
      open_leads_cap: null,
    },
  }),
};

/** A lead as the brand's form sends it. */
export const LEAD_FORM = {
  region_id: regionByCode('PL')?.id ?? 10,
  customer_info: {
    FirstName: 'Jan',
    LastName: 'Nowak',
    StreetHouseNumber: 'ul. Polna 2',
    PostalCode: '30-001',
    City: 'Kraków',
    Mobile: '600100200',
  },
  products: [{ product: 'RoofWindows', quantity: 1 }],
};

/** Another company's (or another person's) real id for an id slot, and the answers that refuse it. */
export interface ForeignSlot {
  kind: 'foreign';
  ids: (w: World) => { whose: string; id: string | number }[];
  /** The statuses a refusal may have; 404 unless the contract says otherwise for this slot. */
  refused?: number[];
  /** For answers that refuse item by item (bulk saves): the check on the body. */
  check?: (res: Answer) => void;
}

/** An id slot that names no company's object, with the reason (reviewed when a slot is added). */
export interface NotCompanyScoped {
  kind: 'not company-scoped';
  reason: string;
}

export type SlotRule = ForeignSlot | NotCompanyScoped;

const foreign = (ids: ForeignSlot['ids'], options: Omit<ForeignSlot, 'kind' | 'ids'> = {}): ForeignSlot => ({
  kind: 'foreign',
  ids,
  ...options,
});
const notScoped = (reason: string): NotCompanyScoped => ({ kind: 'not company-scoped', reason });

const otherCompany = (pick: (o: CompanyObjects) => string | number) => (w: World) => [
  { whose: 'another company', id: pick(w.b) },
];
/** Objects of one person: another company's, and a colleague's in the caller's own company. */
const otherPerson = (own: keyof CompanyObjects, colleague: keyof CompanyObjects) => (w: World) => [
  { whose: 'another company', id: w.b[own] as string },
  { whose: 'a colleague of the same company', id: w.a[colleague] as string },
];

const SHOP_CATALOGUE = "the shop's catalogue is the club's, kept by operators for every region";
const EVERY_COMPANYS_ORDERS = 'fulfilment operators run the orders of every company';
const EVERY_COMPANYS_CARDS = 'fulfilment operators run the club cards and top-ups of every company';
const LEADS_DESK =
  'the dispatch desk gives and takes back the leads of every company (roles admin and support)';
const REFERENCE_DATA = 'reference data of the club (regions, languages, questions), the same for everyone';
const bulkRefusesItem = (res: Answer) => {
  expect(res.status, res.text).toBe(200);
  expect(res.body.map((item: { status: string }) => item.status)).toEqual(['error']);
  expect(res.body[0].uuid).toBeUndefined();
};

/**
 * Every id slot of the contract (path parameter, query or body field, found by name or uuid format) with
 * its rule. A slot missing here fails the inventory test: a new id must say where a foreign one comes
 * from, or why it names nothing of a company.
 */
export const ID_SLOTS: Record<string, SlotRule> = {
  'login body.region_id': notScoped(REFERENCE_DATA),
  'operatorVerifyLogin body.requestId': notScoped(
    'a public call: the unguessable id of an operator login request, not of a company object',
  ),
  'verifyLogin body.requestId': notScoped(
    'a public call: the unguessable id of a login request, not of a company object (sign-in tests and the two-instance test)',
  ),
  'updateSelf body.languages_id': notScoped(REFERENCE_DATA),
  'registerCompany body.regionsId': notScoped(REFERENCE_DATA),
  'registerCompany body.languagesId': notScoped(REFERENCE_DATA),
  'validateRegistration query.region_id': notScoped(REFERENCE_DATA),
  'listTiers query.region_id': notScoped('tier rules of any region are the club’s public rules (spec 03 §3)'),
  'submitProjectSurvey body.response[].question_id': notScoped(REFERENCE_DATA),
  'submitProjectSurvey body.response[].answer_id': notScoped(REFERENCE_DATA),
  'submitProjectSurvey body.lead_survey_response[].question_id': notScoped(REFERENCE_DATA),
  'submitProjectSurvey body.lead_survey_response[].answer_id': notScoped(REFERENCE_DATA),
  'decideProjectReview path.id': notScoped('operators review the projects of every company'),
  'getProjectReview path.id': notScoped('operators review the projects of every company'),
  'getOperatorScanImage path.id': notScoped('operators review the photos of every company'),
  'createEmulationTicket body.user_uuid': notScoped('operators emulate the users of every company'),
  'listAdminContent query.region_id': notScoped(REFERENCE_DATA),
  'listAdminContent query.language_id': notScoped(REFERENCE_DATA),
  'getAdminContent path.id': notScoped('content operators edit the news and videos of every region'),
  'createAdminContent body.region_id': notScoped(REFERENCE_DATA),
  'createAdminContent body.language_id': notScoped(REFERENCE_DATA),
  'createAdminContent body.image_id': notScoped('an article picture is the club’s, not a company’s'),
  'updateAdminContent path.id': notScoped('content operators edit the news and videos of every region'),
  'updateAdminContent body.region_id': notScoped(REFERENCE_DATA),
  'updateAdminContent body.language_id': notScoped(REFERENCE_DATA),
  'updateAdminContent body.image_id': notScoped('an article picture is the club’s, not a company’s'),
  'setAdminContentVisibility path.id': notScoped(
    'content operators edit the news and videos of every region',
  ),
  'getContentImage path.id': notScoped('a public article picture of the club, no company’s'),
  'listAdminContentTranslations path.id': notScoped(
    'content operators edit the news and videos of every region',
  ),
  'saveAdminContentTranslation path.id': notScoped(
    'content operators edit the news and videos of every region',
  ),
  'saveAdminContentTranslation path.language_id': notScoped(REFERENCE_DATA),
  'deleteAdminContentTranslation path.id': notScoped(
    'content operators edit the news and videos of every region',
  ),
  'deleteAdminContentTranslation path.language_id': notScoped(REFERENCE_DATA),
  'listAdminSurveys query.region_id': notScoped(REFERENCE_DATA),
  'createAdminContent body.youtube_id': notScoped('a YouTube video id, nothing of ours'),
  'updateAdminContent body.youtube_id': notScoped('a YouTube video id, nothing of ours'),
  'updateAdminSurvey path.id': notScoped('content operators open and close the surveys of every region'),
  'updateOperator path.id': notScoped('admins manage every operator; operators belong to no company'),
  'listAuditLog query.operator': notScoped('admins read every operator’s writes'),
  'listAuditLog query.target_id': notScoped('a filter on the log: any entity of the club, by its id'),
  'searchOperatorCompanies query.region_id': notScoped(REFERENCE_DATA),
  'getOperatorCompany path.id': notScoped('operators read every company'),
  'listOperatorCompanyLedger path.id': notScoped('operators read the points ledger of every company'),
  'listOperatorCompanyProjects path.id': notScoped('operators read the projects of every company'),
  'updateOperatorCompany path.id': notScoped('admins correct the data of every company'),
  'setOperatorCompanyStatus path.id': notScoped('admins activate and deactivate every company'),
  'adjustOperatorCompanyPoints path.id': notScoped('admins credit and debit the points of every company'),
  'adjustOperatorCompanyPoints body.idempotency_key': notScoped(
    'not an object id: a key the screen makes so that a retried adjustment moves the points once',
  ),
  'updateOperatorUser path.id': notScoped('admins correct the contact data of the people of every company'),
  'setOperatorUserStatus path.id': notScoped('admins activate and deactivate the people of every company'),
  'setOperatorUserRole path.id': notScoped('admins change the roles of the people of every company'),
  'setOperatorUserRole body.role_id': notScoped(REFERENCE_DATA),
  'getCatalogueType path.code': notScoped('the scanning catalogue is the club’s, the same for everyone'),
  'updateCatalogueType path.code': notScoped('the scanning catalogue is the club’s, the same for everyone'),
  'updateCatalogueVariant path.code': notScoped(
    'the scanning catalogue is the club’s, the same for everyone',
  ),
  'updateCatalogueSize path.code': notScoped('the scanning catalogue is the club’s, the same for everyone'),
  'deleteCatalogueTagPhotoRule path.id': notScoped(
    'a tag-photo rule of the scanning catalogue, the club’s, the same for everyone',
  ),
  'updateRegionConfig path.id': notScoped(REFERENCE_DATA),
  'listRegionConfigChanges path.id': notScoped(REFERENCE_DATA),
  'listShopCategories query.region_id': notScoped(REFERENCE_DATA),
  'getShopProduct path.id': notScoped(
    'the shop catalogue is the club’s; a product the caller’s region does not sell is 404 (shop.routes.test)',
  ),
  'getShopImage path.name': notScoped('a public product picture of the club, no company’s'),
  'createOrder body.idempotency_key': notScoped(
    'not an object id: keys are unique per company, so another company’s key makes an order of the caller’s own',
  ),
  'createOrder body.order[].uuid': notScoped(
    'variants of the club’s shop; one the region does not sell is refused with 409 (orders.routes.test)',
  ),
  'createOrder body.data.logo': notScoped(
    'checked by the marketing module’s order hook, which refuses a logo the company did not upload',
  ),
  'updateShopAdminCategory path.id': notScoped(SHOP_CATALOGUE),
  'getShopAdminProduct path.id': notScoped(SHOP_CATALOGUE),
  'updateShopAdminProduct path.id': notScoped(SHOP_CATALOGUE),
  'createShopAdminVariant path.id': notScoped(SHOP_CATALOGUE),
  'updateShopAdminVariant path.id': notScoped(SHOP_CATALOGUE),
  'receiveShopAdminStock path.id': notScoped(SHOP_CATALOGUE),
  'uploadShopAdminImage path.id': notScoped(SHOP_CATALOGUE),
  'reorderShopAdminImages path.id': notScoped(SHOP_CATALOGUE),
  'deleteShopAdminImage path.id': notScoped(SHOP_CATALOGUE),
  'getAdminOrder path.id': notScoped(EVERY_COMPANYS_ORDERS),
  'setAdminOrderStatus path.id': notScoped(EVERY_COMPANYS_ORDERS),
  'getAdminOrderProof path.id': notScoped(EVERY_COMPANYS_ORDERS),
  'getAdminOrderLogo path.id': notScoped(EVERY_COMPANYS_ORDERS),
  'listAdminOrders query.company': notScoped(EVERY_COMPANYS_ORDERS),
  // docs/decisions/029: the club card's calls take no company id; its keys and the back-office's ids
  'orderClubCard body.idempotency_key': notScoped(
    'not an object id: keys are unique per company, so another company’s key orders the caller’s own card',
  ),
  'createTopUp body.idempotency_key': notScoped(
    'not an object id: keys are unique per company, so another company’s key makes a top-up of the caller’s own',
  ),
  'listAdminClubCards query.company': notScoped(EVERY_COMPANYS_CARDS),
  'setAdminClubCardStatus path.id': notScoped(EVERY_COMPANYS_CARDS),
  'listAdminTopUps query.company': notScoped(EVERY_COMPANYS_CARDS),
  'settleAdminTopUp path.id': notScoped(EVERY_COMPANYS_CARDS),

  'renderMarketingProof body.variant': notScoped(
    'a product of the shop, the same for every company of a region (another region’s answers 404: marketing tests)',
  ),
  'deleteOrderFile path.id': foreign(otherCompany((o) => o.orderFile)),
  // another company's logo is no logo of ours: the form is refused on data.logo
  'renderMarketingProof body.data.logo': foreign(
    otherCompany((o) => o.orderFile),
    { refused: [422] },
  ),

  'updateCompany path.id': foreign(otherCompany((o) => o.company.uuid)),
  'getCompany path.id': foreign(otherCompany((o) => o.company.uuid)),
  'getCompanyPoints path.id': foreign(otherCompany((o) => o.company.uuid)),
  'listTierHistory query.installer_company_id': foreign(otherCompany((o) => o.company.id)),
  'getContent path.id': foreign((w) => [{ whose: 'another region', id: w.otherRegionContent }]),
  'updateSurvey path.id': foreign(otherPerson('survey', 'installerSurvey')),
  'deleteSurvey path.id': foreign(otherPerson('survey', 'installerSurvey')),
  'saveScan body.projects_id': foreign(otherCompany((o) => o.project)),
  // another company's photo is no photo of ours: the tag-photo product is refused for want of one
  'saveScan body.image_data': foreign(
    otherCompany((o) => o.image),
    { refused: [400, 404] },
  ),
  // a client id of another company's scan is no replay of ours (ARCHITECTURE §6)
  'saveScan body.client_id': foreign(
    otherCompany((o) => o.scanClientId),
    { refused: [404, 406] },
  ),
  'saveScansBulk body[].projects_id': foreign(
    otherCompany((o) => o.project),
    { check: bulkRefusesItem },
  ),
  'saveScansBulk body[].client_id': foreign(
    otherCompany((o) => o.scanClientId),
    { check: bulkRefusesItem },
  ),
  'deleteScan path.id': foreign(otherCompany((o) => o.product)),
  'getScanImage path.id': foreign(otherCompany((o) => o.image)),
  'markNotification path.id': foreign(otherPerson('notification', 'installerNotification')),
  'downloadCertificate path.id': foreign(otherCompany((o) => o.certificate)),
  // an operator may reject products of the project under review only
  'decideProjectReview body.rejected_products[].uuid': foreign(
    otherCompany((o) => o.product),
    {
      refused: [422],
    },
  ),
  'getProject path.id': foreign(otherCompany((o) => o.project)),
  'updateProject path.id': foreign(otherCompany((o) => o.project)),
  'deleteProject path.id': foreign(otherCompany((o) => o.emptyProject)),
  'submitProjectSurvey path.id': foreign(otherCompany((o) => o.project)),
  'getOrder path.id': foreign(otherCompany((o) => o.order)),
  'getOrderProof path.id': foreign(otherCompany((o) => o.order)),
  'getInstaller path.id': foreign(otherCompany((o) => o.installer.uuid)),
  'updateInstaller path.id': foreign(otherCompany((o) => o.installer.uuid)),
  'deleteInstaller path.id': foreign(otherCompany((o) => o.installer.uuid)),
  'resendInstallerInvitation path.id': foreign(otherCompany((o) => o.installer.uuid)),
  // docs/decisions/027: a conversation is its writer's alone, the owner of the same company included
  'getSupportConversation path.id': foreign(otherPerson('supportChat', 'installerSupportChat')),
  'listSupportMessages path.id': foreign(otherPerson('supportChat', 'installerSupportChat')),
  'createSupportMessage path.id': foreign(otherPerson('supportChat', 'installerSupportChat')),
  // the list of another person is empty rather than 404 (spec 03 §7 installer_uuid is a filter)
  'listSupportConversations query.installer_uuid': foreign(
    (w) => [
      { whose: 'another company', id: w.b.owner.uuid },
      { whose: 'a colleague of the same company', id: w.a.installer.uuid },
    ],
    {
      check: (res) => {
        expect(res.status, res.text).toBe(200);
        expect(res.body.data).toEqual([]);
      },
    },
  ),
  'getAdminSupportConversation path.id': notScoped(
    'support operators answer the conversations of every company',
  ),
  'replyAdminSupportConversation path.id': notScoped(
    'support operators answer the conversations of every company',
  ),
  'setAdminSupportConversationStatus path.id': notScoped(
    'support operators close and reopen the conversations of every company',
  ),
  'getLead path.id': foreign(otherCompany((o) => o.lead)),
  'getLeadArchive path.id': foreign(otherCompany((o) => o.lead)),
  'moveLead path.id': foreign(otherCompany((o) => o.lead)),
  'updateLeadNote path.id': foreign(otherCompany((o) => o.lead)),
  'setLeadInstallationDate path.id': foreign(otherCompany((o) => o.lead)),
  'intakeLead body.region_id': notScoped(REFERENCE_DATA),
  'listAdminLeads query.region_id': notScoped(REFERENCE_DATA),
  'listAdminLeadCompanies query.region_id': notScoped(REFERENCE_DATA),
  'createAdminLead body.region_id': notScoped(REFERENCE_DATA),
  'updateLeadRegionSettings path.id': notScoped(REFERENCE_DATA),
  'markAdminLeadLost body.lost_reason_id': notScoped(REFERENCE_DATA),
  'listAdminLeads query.company': notScoped(LEADS_DESK),
  'getAdminLead path.id': notScoped(LEADS_DESK),
  'createAdminLead body.company_uuid': notScoped(LEADS_DESK),
  'assignAdminLead path.id': notScoped(LEADS_DESK),
  'assignAdminLead body.company_uuid': notScoped(LEADS_DESK),
  'rejectAdminLead path.id': notScoped(LEADS_DESK),
  'markAdminLeadLost path.id': notScoped(LEADS_DESK),
  'updateAdminLeadCompany path.id': notScoped(LEADS_DESK),
  'revokeIntakeKey path.id': notScoped('intake keys are the club’s, for the brand’s form, not a company’s'),
};

const ID_NAME = /^(id|uuid)$|_id$|_ids$|[a-z]Ids?$|_uuid$|^image_data$/;

const isIdSchema = (schema: JsonSchema) =>
  schema.format === 'uuid' || (schema.type === 'array' && schema.items?.format === 'uuid');

/** The id slots of an endpoint: `path.id`, `body.projects_id`, `body[].client_id`, `body.rejected_products[]`… */
export function idSlotsOf(endpoint: Endpoint): string[] {
  const slots = [...endpoint.path.matchAll(/:([A-Za-z_]+)/g)].map((m) => `path.${m[1]}`);
  const walk = (node: JsonSchema | undefined, at: string) => {
    if (!node || typeof node !== 'object') return;
    for (const alternative of [...(node.anyOf ?? []), ...(node.oneOf ?? []), ...(node.allOf ?? [])]) {
      walk(alternative, at);
    }
    if (node.type === 'array' && node.items) walk(node.items, `${at}[]`);
    for (const [key, sub] of Object.entries(node.properties ?? {})) {
      if (ID_NAME.test(key) || isIdSchema(sub)) slots.push(`${at}.${key}${sub.type === 'array' ? '[]' : ''}`);
      else walk(sub, `${at}.${key}`);
    }
  };
  for (const [where, schema] of [
    ['query', endpoint.query],
    ['body', endpoint.body],
  ] as const) {
    if (schema) walk(jsonSchemaOf(schema), where);
  }
  return [...new Set(slots)];
}

/** The request with the slot's value replaced by `id` (every item of an array body or field). */
export function withSlot(request: RequestParts, slot: string, id: string | number): RequestParts {
  const copy = structuredClone(request) as RequestParts;
  const [where, ...rest] = slot.split('.');
  const path = rest.join('.');
  if (where === 'path') return { ...copy, params: { ...copy.params, [path]: id } };
  if (where === 'query') return { ...copy, query: { ...copy.query, [path]: String(id) } };
  // body, body[]: walk the field names, `[]` applying to every item
  const set = (value: unknown, steps: string[]): unknown => {
    const [step, ...more] = steps;
    if (step === undefined) return id;
    if (step === '[]') {
      return Array.isArray(value) ? value.map((item) => set(item, more)) : [set(undefined, more)];
    }
    const record = (value ?? {}) as Record<string, unknown>;
    return { ...record, [step]: set(record[step], more) };
  };
  const steps = slot
    .slice('body'.length)
    .split(/(\[\])|\./)
    .filter((s): s is string => !!s);
  return { ...copy, body: set(copy.body, steps) };
}

/** Who calls an endpoint in these attacks. */
export function callerFor(endpoint: Endpoint, w: World): Caller | null {
  if (endpoint.access === 'public') return null;
  if (endpoint.access === 'operator') return { operator: w.admin };
  return w.a.owner;
}
