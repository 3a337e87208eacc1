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
import { setupTestApp, type SignedIn } from '../../../test/build-app';
import { scanOf } from '../../../test/scans';

const ctx = setupTestApp();
let installer: SignedIn;
let owner: SignedIn;
let admin: SignedIn;
let companyUuid: string;

type Who = SignedIn | undefined;
const call = (method: 'GET' | 'POST', url: string, who: Who, payload?: unknown) =>
  ctx.app.inject({
    method,
    url,
    ...(payload === undefined ? {} : { payload: payload as object }),
    ...(who ? { headers: who.headers } : {}),
  });

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
  CompanyPointsSchema.parse((await call('GET', `/api/v1/company/points/${companyUuid}`, owner)).json())
    .company_points;

function upload(who: SignedIn) {
  const boundary = `----club${Date.now()}`;
  const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, ...Array.from({ length: 64 }, (_, i) => i)]);
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="tag.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    ),
    jpeg,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/v1/scans/images',
    payload,
    headers: { ...who.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
}

let tagSequence = 0;

/** A PL project with a plain GGL and a tag-photo product (with its photo), surveyed into review. */
async function projectInReview(): Promise<{ project: Project; plain: string; tagged: string }> {
  const created = await call('POST', '/api/v1/projects', installer, {
    streetName: 'ul. Jasna 9',
    postalCode: '30-004',
  });
  const project = ProjectSchema.parse(created.json());
  const plain = await call('POST', '/api/v1/scans', installer, scanOf(project.uuid));
  expect(plain.statusCode, plain.body).toBe(201);
  const image = (await upload(installer)).json<{ image_data: string }>().image_data;
  tagSequence += 1;
  const serial = `PL24${String(Date.now()).slice(-6)}${String(tagSequence).padStart(2, '0')}`;
  const tagged = await call('POST', '/api/v1/scans', installer, {
    ...scanOf(project.uuid, serial),
    image_data: image,
  });
  expect(tagged.statusCode, tagged.body).toBe(201);
  const surveyed = ProjectSurveyResultSchema.parse(
    (await call('POST', `/api/v1/projects/${project.uuid}/survey`, installer, PL_SURVEY)).json(),
  );
  expect(surveyed.status.id).toBe(PROJECT_STATUS.IN_REVIEW);
  return {
    project,
    plain: plain.json<{ uuid: string }>().uuid,
    tagged: tagged.json<{ uuid: string }>().uuid,
  };
}

beforeAll(async () => {
  installer = await ctx.signIn('piotr.zielinski@example.com');
  owner = await ctx.signIn('jan.nowak@example.com');
  admin = await ctx.signIn('admin@installer.club.example', 'operator');
  companyUuid = (await call('GET', '/api/v1/installer/user/self', owner)).json<{
    company: { uuid: string };
  }>().company.uuid;
});

describe('the back-office review of projects (spec 02 §4 in review)', () => {
  it('is for operators only and checks its input', async () => {
    const uuid = '5b0c8f8e-7a57-4d7e-9d3a-0d6a3c3f9e11';
    expect((await call('GET', '/api/admin/projects/review', undefined)).statusCode).toBe(401);
    expect([401, 403]).toContain((await call('GET', '/api/admin/projects/review', owner)).statusCode);
    expect([401, 403]).toContain(
      (await call('POST', `/api/admin/projects/${uuid}/review`, owner, { approve: true })).statusCode,
    );
    expect((await call('POST', `/api/admin/projects/${uuid}/review`, admin, {})).statusCode).toBe(422);
    expect(
      (
        await call('POST', `/api/admin/projects/${uuid}/review`, admin, {
          approve: true,
          rejected_products: [uuid],
        })
      ).statusCode,
    ).toBe(422);
    expect(
      (await call('POST', `/api/admin/projects/${uuid}/review`, admin, { approve: true })).statusCode,
    ).toBe(404);
  });

  it('lists the project with its company and the product to check', async () => {
    const { project, tagged } = await projectInReview();
    const res = await call('GET', '/api/admin/projects/review?limit=100', admin);
    expect(res.statusCode, res.body).toBe(200);
    const listed = ReviewProjectListSchema.parse(res.json()).data.find((p) => p.uuid === project.uuid);
    expect(listed?.company.uuid).toBe(companyUuid);
    expect(listed?.products.find((p) => p.uuid === tagged)).toMatchObject({ flag: 2, has_photo: true });
  });

  it('rejects a product: it earns nothing, the others are credited and the team is told', async () => {
    const { project, plain, tagged } = await projectInReview();
    const before = await balance();
    const res = await call('POST', `/api/admin/projects/${project.uuid}/review`, admin, {
      rejected_products: [tagged],
    });
    expect(res.statusCode, res.body).toBe(200);
    const result = ReviewDecisionResultSchema.parse(res.json());
    expect(result).toMatchObject({ status: { id: PROJECT_STATUS.CLOSED }, rejected: 1, points_awarded: 18 });
    expect(await balance()).toBe(before + 18);

    const closed = ProjectSchema.parse(
      (await call('GET', `/api/v1/projects/${project.uuid}`, installer)).json(),
    );
    expect(closed.products.find((p) => p.uuid === tagged)).toMatchObject({ flag: 3, points: 0 });
    expect(closed.products.find((p) => p.uuid === plain)).toMatchObject({ flag: null, points: 18 });
    const notices = (await call('GET', '/api/v1/notifications', owner)).json<{
      data: { event: string; meta: { ticket_uuid: string } }[];
    }>().data;
    expect(notices[0]).toMatchObject({ event: 'scans_rejected', meta: { ticket_uuid: project.uuid } });

    // decided once: a second decision is refused and credits nothing
    const again = await call('POST', `/api/admin/projects/${project.uuid}/review`, admin, { approve: true });
    expect(again.statusCode).toBe(409);
    expect(await balance()).toBe(before + 18);
  });

  it('refuses to reject a product of another project', async () => {
    const first = await projectInReview();
    const second = await projectInReview();
    const res = await call('POST', `/api/admin/projects/${first.project.uuid}/review`, admin, {
      rejected_products: [second.tagged],
    });
    expect(res.statusCode).toBe(422);
  });

  it('approves a project once, even when two operators decide at the same moment', async () => {
    const { project } = await projectInReview();
    const before = await balance();
    const answers = await Promise.all([
      call('POST', `/api/admin/projects/${project.uuid}/review`, admin, { approve: true }),
      call('POST', `/api/admin/projects/${project.uuid}/review`, admin, { approve: true }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const awarded = ReviewDecisionResultSchema.parse(
      answers.find((a) => a.statusCode === 200)?.json(),
    ).points_awarded;
    expect(awarded).toBeGreaterThan(18);
    expect(await balance()).toBe(before + awarded);
  });
});
