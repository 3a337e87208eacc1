import { createHash } from 'node:crypto';
import {
  PHOTO_HASH_MAX_DISTANCE,
  PROJECT_STATUS,
  ProjectSchema,
  ProjectSurveyResultSchema,
  ReviewProjectDetailSchema,
  ReviewProjectListSchema,
  type ReviewQueueItem,
} from '@club/contract';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, type OperatorRow } from '../../db/schema/accounts';
import { projectProducts, scanImages } from '../../db/schema/projects';
import { writeDemoPhotos } from '../../db/seed/review-data';
import type { FileStorage } from '../../adapters/storage/file-storage';
import type { UserRow } from '../../db/schema/users';
import { testApi } from '../../../test/api';
import { setupTestApp } from '../../../test/build-app';
import { createCompany } from '../../../test/factories/companies';
import { createOperator } from '../../../test/factories/operators';
import { createOwner } from '../../../test/factories/users';
import { detailedPhoto } from '../../../test/images';
import { scanOf, uniqueSerial } from '../../../test/scans';

const PL_SURVEY = {
  response: [
    { question_id: 11, answer_id: 71 },
    { question_id: 13, answer_id: 80 },
    { question_id: 14, answer_id: 91 },
    { question_id: 15, answer_id: 92 },
    { question_id: 113, answer_id: 106 },
  ],
};

/** A serial of a PL factory in 2024: the catalogue asks a photo of its tag. */
const tagPhotoSerial = () => `PL24${uniqueSerial().slice(-8)}`;

const ctx = setupTestApp();
const api = testApi(ctx);
let admin: { operator: OperatorRow };
let support: { operator: OperatorRow };
let content: { operator: OperatorRow };
let fulfilment: { operator: OperatorRow };

const newOwner = async () => createOwner(ctx.app, await createCompany(ctx.app));

async function uploadPhoto(who: UserRow, bytes: Buffer): Promise<string> {
  const res = await api.as(who).upload('/api/v1/scans/images', {
    field: 'image',
    filename: 'tag.jpg',
    contentType: 'image/jpeg',
    bytes,
  });
  expect(res.status, res.text).toBe(201);
  return res.body.image_data;
}

/** A project of the owner's company with a tag-photo product (and its photo), surveyed into review. */
async function projectInReview(who: UserRow, photo: Buffer, serial = tagPhotoSerial(), plain?: string) {
  const project = ProjectSchema.parse(
    (
      await api
        .as(who)
        .post('/api/v1/projects', { body: { streetName: 'ul. Lipowa 3', postalCode: '30-004' } })
    ).body,
  );
  const image = await uploadPhoto(who, photo);
  const tagged = await api
    .as(who)
    .post('/api/v1/scans', { body: { ...scanOf(project.uuid, serial), image_data: image } });
  expect(tagged.status, tagged.text).toBe(201);
  if (plain) {
    const saved = await api.as(who).post('/api/v1/scans', { body: scanOf(project.uuid, plain) });
    expect(saved.status, saved.text).toBe(201);
  }
  const surveyed = ProjectSurveyResultSchema.parse(
    (await api.as(who).post(`/api/v1/projects/${project.uuid}/survey`, { body: PL_SURVEY })).body,
  );
  expect(surveyed.status.id).toBe(PROJECT_STATUS.IN_REVIEW);
  return { project: project.uuid, product: tagged.body.uuid as string, image, serial };
}

const detail = async (project: string) => {
  const res = await api.as(admin).get(`/api/admin/projects/${project}/review`);
  expect(res.status, res.text).toBe(200);
  return ReviewProjectDetailSchema.parse(res.body);
};

const queue = async (): Promise<ReviewQueueItem[]> => {
  const res = await api.as(admin).get('/api/admin/projects/review', { query: { limit: '100' } });
  expect(res.status, res.text).toBe(200);
  return ReviewProjectListSchema.parse(res.body).data;
};

/** A project's row of the queue: its number of products and the flags its products raise. */
const queued = async (project: string) => {
  const row = (await queue()).find((p) => p.uuid === project);
  return { products_count: row?.products_count, risk_flags: row?.risk_flags };
};

beforeAll(async () => {
  admin = { operator: await createOperator(ctx.app, 'admin') };
  support = { operator: await createOperator(ctx.app, 'support') };
  content = { operator: await createOperator(ctx.app, 'content') };
  fulfilment = { operator: await createOperator(ctx.app, 'fulfilment') };
});

describe('the review queue (spec 02 §4, §7)', () => {
  it('lists the projects in review oldest first, with the company and each product to check', async () => {
    const owner = await newOwner();
    const first = await projectInReview(owner, await detailedPhoto(101));
    const second = await projectInReview(owner, await detailedPhoto(102));
    const listed = await queue();
    const order = listed.map((p) => p.uuid);
    expect(order.indexOf(first.project)).toBeGreaterThanOrEqual(0);
    expect(order.indexOf(first.project)).toBeLessThan(order.indexOf(second.project));
    const waiting = listed.map((p) => Date.parse(p.waiting_since));
    expect(waiting).toEqual([...waiting].sort((a, b) => a - b));

    const project = listed.find((p) => p.uuid === first.project);
    expect(project?.company).toMatchObject({
      name: expect.stringContaining('Dekarstwo Test'),
      region: { code: 'PL' },
    });
    // the queue carries what its screen shows; the products come with the project's own call
    expect(project).not.toHaveProperty('products');
    expect(project?.products_count).toBe(1);
    expect(project?.risk_flags).toEqual([]);
    const opened = await detail(first.project);
    expect(opened.products).toHaveLength(1);
    expect(opened.products[0]).toMatchObject({
      uuid: first.product,
      serial_number: first.serial,
      type: 'GGL',
      size: 'MK04',
      variant: '2070',
      requires_tag_photo: true,
      decision: 'pending',
      image: { uuid: first.image, url: `/api/admin/scans/${first.image}/image` },
    });
    expect(opened.risk_flags).toEqual([]);
  });

  it('pages the queue and counts it, also past its last page', async () => {
    const owner = await newOwner();
    await projectInReview(owner, await detailedPhoto(103));
    await projectInReview(owner, await detailedPhoto(104));
    const all = await queue();
    const first = await api.as(admin).get('/api/admin/projects/review', { query: { limit: '1' } });
    expect(ReviewProjectListSchema.parse(first.body)).toMatchObject({
      data: [{ uuid: all[0]?.uuid }],
      meta: { current_page: 1, per_page: 1, total: all.length, last_page: all.length },
    });
    const second = await api
      .as(admin)
      .get('/api/admin/projects/review', { query: { limit: '1', page: '2' } });
    expect(ReviewProjectListSchema.parse(second.body).data.map((p) => p.uuid)).toEqual([all[1]?.uuid]);
    const past = await api
      .as(admin)
      .get('/api/admin/projects/review', { query: { limit: '1', page: '999' } });
    expect(ReviewProjectListSchema.parse(past.body)).toMatchObject({ data: [], meta: { total: all.length } });
  });

  it('serves any company’s tag photo to admin and support only, as a download that never runs', async () => {
    const owner = await newOwner();
    const stranger = await newOwner();
    const { image } = await projectInReview(owner, await detailedPhoto(201));
    const path = `/api/admin/scans/${image}/image`;
    for (const who of [admin, support]) {
      const res = await api.as(who).get(path);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('image/jpeg');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
      expect(res.headers['content-disposition']).toMatch(/^attachment;/);
      expect((await sharp(res.bytes).metadata()).format).toBe('jpeg');
    }
    expect((await api.as(content).get(path)).status).toBe(403);
    expect((await api.as(fulfilment).get(path)).status).toBe(403);
    expect([401, 403]).toContain((await api.as(stranger).get(path)).status);
    expect((await api.anonymous.get(path)).status).toBe(401);
    // the installers' call stays the company's own
    expect((await api.as(stranger).get(`/api/v1/scans/images/${image}`)).status).toBe(404);
    expect((await api.as(owner).get(`/api/v1/scans/images/${image}`)).status).toBe(200);
    expect(
      (await api.as(admin).get('/api/admin/scans/5b0c8f8e-7a57-4d7e-9d3a-0d6a3c3f9e11/image')).status,
    ).toBe(404);
  });

  it('keeps the queue and the detail for admin and support', async () => {
    const owner = await newOwner();
    const { project } = await projectInReview(owner, await detailedPhoto(301));
    for (const who of [content, fulfilment]) {
      expect((await api.as(who).get('/api/admin/projects/review')).status).toBe(403);
      expect((await api.as(who).get(`/api/admin/projects/${project}/review`)).status).toBe(403);
      expect(
        (await api.as(who).post(`/api/admin/projects/${project}/review`, { body: { approve: true } })).status,
      ).toBe(403);
    }
    expect((await api.as(support).get(`/api/admin/projects/${project}/review`)).status).toBe(200);
    expect([401, 403]).toContain((await api.as(owner).get(`/api/admin/projects/${project}/review`)).status);
  });
});

describe('the risk signals beside each product (decision 017)', () => {
  it('records a refused scan of a registered serial and shows it on the registered product', async () => {
    const owner = await newOwner();
    const other = await newOwner();
    const plainSerial = uniqueSerial();
    const { project, product, serial } = await projectInReview(
      owner,
      await detailedPhoto(401),
      tagPhotoSerial(),
      plainSerial,
    );
    expect((await detail(project)).products[0]?.risk.serial_attempts.count).toBe(0);

    const otherProject = ProjectSchema.parse(
      (
        await api
          .as(other)
          .post('/api/v1/projects', { body: { streetName: 'ul. Polna 1', postalCode: '30-004' } })
      ).body,
    );
    const image = await uploadPhoto(other, await detailedPhoto(402));
    const refused = await api
      .as(other)
      .post('/api/v1/scans', { body: { ...scanOf(otherProject.uuid, serial), image_data: image } });
    expect(refused.status).toBe(406);
    // the offline backlog's refusals count as well
    const bulk = await api.as(other).post('/api/v1/scans/bulk', {
      body: [scanOf(otherProject.uuid, plainSerial)],
    });
    expect(bulk.body.map((item: { status: string }) => item.status)).toEqual(['error']);

    const reviewed = await detail(project);
    const signals = reviewed.products.find((p) => p.uuid === product);
    expect(signals?.risk.serial_attempts.count).toBe(1);
    expect(signals?.risk.serial_attempts.companies.map((c) => c.uuid)).toEqual([await companyUuid(other)]);
    expect(signals?.risk_flags).toContain('serial_refused');
    expect(reviewed.risk_flags).toContain('serial_refused');
    const plain = reviewed.products.find((p) => p.serial_number === plainSerial);
    expect(plain?.risk.serial_attempts.count).toBe(1);
    expect(plain?.risk_flags).toEqual(['serial_refused']);
    expect(await queued(project)).toEqual({ products_count: 2, risk_flags: ['serial_refused'] });
  });

  it('finds a re-encoded copy of a photo used elsewhere, and not an unrelated photo', async () => {
    const first = await newOwner();
    const second = await newOwner();
    const original = await detailedPhoto(501);
    const earlier = await projectInReview(first, original);
    // the same picture, scaled down and saved again at a low quality: other bytes, the same photo
    const copy = await sharp(original).resize(480).jpeg({ quality: 55 }).toBuffer();
    expect(copy.equals(original)).toBe(false);
    const reused = await projectInReview(second, copy);
    const unrelated = await projectInReview(second, await detailedPhoto(502));
    const exactAgain = await projectInReview(second, original);

    const found = (await detail(reused.project)).products[0];
    const match = found?.risk.photo_reuse.find((r) => r.image_uuid === earlier.image);
    expect(match).toMatchObject({
      exact: false,
      company: { uuid: await companyUuid(first) },
      project_uuid: earlier.project,
    });
    expect(match?.distance).toBeLessThanOrEqual(PHOTO_HASH_MAX_DISTANCE);
    expect(found?.risk_flags).toContain('photo_reused');

    const exact = (await detail(exactAgain.project)).products[0]?.risk.photo_reuse;
    expect(exact?.find((r) => r.image_uuid === earlier.image)).toMatchObject({ exact: true, distance: 0 });

    const clean = (await detail(unrelated.project)).products[0];
    expect(clean?.risk.photo_reuse).toEqual([]);
    expect(clean?.risk_flags).not.toContain('photo_reused');
    expect((await queued(reused.project)).risk_flags).toEqual(['photo_reused']);
    expect((await queued(exactAgain.project)).risk_flags).toEqual(['photo_reused']);
    expect((await queued(unrelated.project)).risk_flags).toEqual([]);
  });

  it('compares the day’s scans with the company’s median of its active days', async () => {
    const owner = await newOwner();
    const history = await projectInReview(owner, await detailedPhoto(601));
    const day = 86_400_000;
    const now = Date.now();
    // two scans a day on five days of the last month: a median of 2
    const { db } = ctx.database;
    const [done] = await db.select().from(projectProducts).where(eq(projectProducts.uuid, history.product));
    const past = Array.from({ length: 10 }, (_, i) => ({
      clientId: crypto.randomUUID(),
      projectId: done!.projectId,
      companyId: owner.companyId,
      serialNumber: `9${String(now).slice(-7)}${String(i).padStart(4, '0')}`,
      type: 'GGL',
      size: 'MK04',
      variant: '2070',
      createdAt: new Date(now - (3 + Math.floor(i / 2) * 4) * day),
    }));
    await db.insert(projectProducts).values(past);
    const quiet = (await detail(history.project)).products[0]?.risk.scan_rate;
    expect(quiet).toMatchObject({ median: 2, flagged: false });
    expect((await queued(history.project)).risk_flags).toEqual([]);

    // a busy day: twelve scans today against that median
    const today = Array.from({ length: 11 }, (_, i) => ({
      ...past[0]!,
      clientId: crypto.randomUUID(),
      serialNumber: `8${String(now).slice(-7)}${String(i).padStart(4, '0')}`,
      createdAt: new Date(now),
    }));
    await db.insert(projectProducts).values(today);
    const busy = (await detail(history.project)).products[0];
    expect(busy?.risk.scan_rate).toMatchObject({ count: 12, median: 2, flagged: true });
    expect(busy?.risk_flags).toContain('scan_rate');
    expect((await queued(history.project)).risk_flags).toEqual(['scan_rate']);
  });
});

describe('a decision (spec 02 §4 in review)', () => {
  it('needs a reason for each rejected product', async () => {
    const owner = await newOwner();
    const { project, product } = await projectInReview(owner, await detailedPhoto(701));
    const res = await api.as(admin).post(`/api/admin/projects/${project}/review`, {
      body: { rejected_products: [{ uuid: product, reason: '  ' }] },
    });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual(['rejected_products.0.reason']);
    expect((await detail(project)).products[0]?.decision).toBe('pending');
  });

  it('is audit-logged with the operator, the project and each product’s decision', async () => {
    const owner = await newOwner();
    const { project, product } = await projectInReview(owner, await detailedPhoto(801));
    const before = await detail(project);
    expect(before.history).toMatchObject({ projects_closed: 0, earlier_rejections: 0 });
    expect(before.history.products_scanned_this_year).toBeGreaterThanOrEqual(1);

    const res = await api.as(support).post(`/api/admin/projects/${project}/review`, {
      body: { rejected_products: [{ uuid: product, reason: 'The tag photo shows a different window.' }] },
    });
    expect(res.status, res.text).toBe(200);

    const [entry] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'project'), eq(auditLog.targetId, project)));
    expect(entry).toMatchObject({ operatorId: support.operator.id, action: 'project.review.decide' });
    expect(entry?.before).toMatchObject({
      status: PROJECT_STATUS.IN_REVIEW,
      products: [{ uuid: product, flag: 2 }],
    });
    expect(entry).toMatchObject({
      after: {
        status: PROJECT_STATUS.CLOSED,
        products: [
          { uuid: product, decision: 'rejected', reason: 'The tag photo shows a different window.', flag: 3 },
        ],
      },
    });

    const after = await detail(project);
    expect(after.status.id).toBe(PROJECT_STATUS.CLOSED);
    expect(after.products[0]).toMatchObject({
      decision: 'rejected',
      rejection_reason: 'The tag photo shows a different window.',
    });
    expect(after.history).toMatchObject({ projects_closed: 1, earlier_rejections: 1 });
    expect((await queue()).map((p) => p.uuid)).not.toContain(project);
  });
});

describe('the demo data', () => {
  it('has a project in review with a real tag photo, written where the storage keeps it', async () => {
    const demo = (await queue()).find((p) => p.company.name === 'Dakh-Servis TOV');
    const photo = (await detail(demo!.uuid)).products.find((p) => p.image !== null)?.image;
    expect(photo).toBeDefined();
    const files = new Map<string, Buffer>();
    const storage: FileStorage = {
      name: 'local',
      put: async (key, body) => void files.set(key, body),
      get: async (key) => files.get(key) ?? null,
      delete: async (key) => void files.delete(key),
    };
    await writeDemoPhotos(ctx.database.db, storage);
    const [written] = [...files.values()];
    const [row] = await ctx.database.db.select().from(scanImages).where(eq(scanImages.uuid, photo!.uuid));
    expect((await sharp(written).metadata()).format).toBe('jpeg');
    expect(createHash('sha256').update(written!).digest('hex')).toBe(row?.sha256);
  });
});

async function companyUuid(owner: UserRow): Promise<string> {
  return (await api.as(owner).get('/api/v1/installer/user/self')).body.company.uuid;
}
