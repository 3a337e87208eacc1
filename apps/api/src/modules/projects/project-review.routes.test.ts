import {
  CompanyPointsSchema,
  PROJECT_STATUS,
  ProjectSchema,
  ProjectSurveyResultSchema,
  ReviewDecisionResultSchema,
  ReviewProjectListSchema,
  type Project,
} from '@club/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { testApi } from '../../../test/api';
import { setupTestApp, type SignedIn } from '../../../test/build-app';
import { jpegPhoto } from '../../../test/images';
import { scanOf } from '../../../test/scans';

const ctx = setupTestApp();
const api = testApi(ctx);
let installer: SignedIn;
let owner: SignedIn;
let admin: SignedIn;
let companyUuid: string;

const PL_SURVEY = {
  response: [
    { question_id: 11, answer_id: 71 },
    { question_id: 13, answer_id: 80 },
    { question_id: 14, answer_id: 91 },
    { question_id: 15, answer_id: 92 },
    { question_id: 113, answer_id: 106 },
  ],
};

const balance = async () =>
  CompanyPointsSchema.parse((await api.as(owner).get(`/api/v1/company/points/${companyUuid}`)).body)
    .company_points;

const upload = async (who: SignedIn) =>
  api.as(who).upload('/api/v1/scans/images', {
    field: 'image',
    filename: 'tag.jpg',
    contentType: 'image/jpeg',
    bytes: await jpegPhoto(),
  });

let tagSequence = 0;

/** A PL project with a plain GGL and a tag-photo product (with its photo), surveyed into review. */
async function projectInReview(): Promise<{ project: Project; plain: string; tagged: string }> {
  const created = await api.as(installer).post('/api/v1/projects', {
    body: {
      streetName: 'ul. Jasna 9',
      postalCode: '30-004',
    },
  });
  const project = ProjectSchema.parse(created.body);
  const plain = await api.as(installer).post('/api/v1/scans', { body: scanOf(project.uuid) });
  expect(plain.status, plain.text).toBe(201);
  const image = (await upload(installer)).body.image_data;
  tagSequence += 1;
  const serial = `PL24${String(Date.now()).slice(-6)}${String(tagSequence).padStart(2, '0')}`;
  const tagged = await api.as(installer).post('/api/v1/scans', {
    body: {
      ...scanOf(project.uuid, serial),
      image_data: image,
    },
  });
  expect(tagged.status, tagged.text).toBe(201);
  const surveyed = ProjectSurveyResultSchema.parse(
    (await api.as(installer).post(`/api/v1/projects/${project.uuid}/survey`, { body: PL_SURVEY })).body,
  );
  expect(surveyed.status.id).toBe(PROJECT_STATUS.IN_REVIEW);
  return {
    project,
    plain: plain.body.uuid,
    tagged: tagged.body.uuid,
  };
}

beforeAll(async () => {
  installer = await ctx.signIn('piotr.zielinski@example.com');
  owner = await ctx.signIn('jan.nowak@example.com');
  admin = await ctx.signIn('admin@installer.club.example', 'operator');
  companyUuid = (await api.as(owner).get('/api/v1/installer/user/self')).body.company.uuid;
});

describe('the back-office review of projects (spec 02 §4 in review)', () => {
  it('is for operators only and checks its input', async () => {
    const uuid = '5b0c8f8e-7a57-4d7e-9d3a-0d6a3c3f9e11';
    expect((await api.as(undefined).get('/api/admin/projects/review')).status).toBe(401);
    expect([401, 403]).toContain((await api.as(owner).get('/api/admin/projects/review')).status);
    expect([401, 403]).toContain(
      (await api.as(owner).post(`/api/admin/projects/${uuid}/review`, { body: { approve: true } })).status,
    );
    expect((await api.as(admin).post(`/api/admin/projects/${uuid}/review`, { body: {} })).status).toBe(422);
    expect(
      (
        await api.as(admin).post(`/api/admin/projects/${uuid}/review`, {
          body: {
            approve: true,
            rejected_products: [{ uuid, reason: 'Blurred tag' }],
          },
        })
      ).status,
    ).toBe(422);
    expect(
      (await api.as(admin).post(`/api/admin/projects/${uuid}/review`, { body: { approve: true } })).status,
    ).toBe(404);
  });

  it('lists the project with its company and the product to check', async () => {
    const { project, tagged } = await projectInReview();
    const res = await api.as(admin).get('/api/admin/projects/review?limit=100');
    expect(res.status, res.text).toBe(200);
    const listed = ReviewProjectListSchema.parse(res.body).data.find((p) => p.uuid === project.uuid);
    expect(listed?.company.uuid).toBe(companyUuid);
    expect(listed?.products_count).toBe(2);
    const opened = await api.as(admin).get(`/api/admin/projects/${project.uuid}/review`);
    expect(opened.body.products.find((p: { uuid: string }) => p.uuid === tagged)).toMatchObject({
      flag: 2,
      has_photo: true,
    });
  });

  it('rejects a product: it earns nothing, the others are credited and the team is told', async () => {
    const { project, plain, tagged } = await projectInReview();
    const before = await balance();
    const res = await api.as(admin).post(`/api/admin/projects/${project.uuid}/review`, {
      body: {
        rejected_products: [{ uuid: tagged, reason: 'The tag photo shows another product.' }],
      },
    });
    expect(res.status, res.text).toBe(200);
    const result = ReviewDecisionResultSchema.parse(res.body);
    expect(result).toMatchObject({ status: { id: PROJECT_STATUS.CLOSED }, rejected: 1, points_awarded: 18 });
    expect(await balance()).toBe(before + 18);

    const closed = ProjectSchema.parse(
      (await api.as(installer).get(`/api/v1/projects/${project.uuid}`)).body,
    );
    expect(closed.products.find((p) => p.uuid === tagged)).toMatchObject({ flag: 3, points: 0 });
    expect(closed.products.find((p) => p.uuid === plain)).toMatchObject({ flag: null, points: 18 });
    const notices = (await api.as(owner).get('/api/v1/notifications')).body.data;
    expect(notices[0]).toMatchObject({ event: 'scans_rejected', meta: { ticket_uuid: project.uuid } });

    // decided once: a second decision is refused and credits nothing
    const again = await api
      .as(admin)
      .post(`/api/admin/projects/${project.uuid}/review`, { body: { approve: true } });
    expect(again.status).toBe(409);
    expect(await balance()).toBe(before + 18);
  });

  it('refuses to reject a product of another project', async () => {
    const first = await projectInReview();
    const second = await projectInReview();
    const res = await api.as(admin).post(`/api/admin/projects/${first.project.uuid}/review`, {
      body: {
        rejected_products: [{ uuid: second.tagged, reason: 'Not this project' }],
      },
    });
    expect(res.status).toBe(422);
  });

  it('approves a project once, even when two operators decide at the same moment', async () => {
    const { project } = await projectInReview();
    const before = await balance();
    const answers = await Promise.all([
      api.as(admin).post(`/api/admin/projects/${project.uuid}/review`, { body: { approve: true } }),
      api.as(admin).post(`/api/admin/projects/${project.uuid}/review`, { body: { approve: true } }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const awarded = ReviewDecisionResultSchema.parse(
      answers.find((a) => a.status === 200)?.body,
    ).points_awarded;
    expect(awarded).toBeGreaterThan(18);
    expect(await balance()).toBe(before + awarded);
  });
});
