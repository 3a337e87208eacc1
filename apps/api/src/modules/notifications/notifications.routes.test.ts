import { NotificationListSchema, NotificationSchema, ProjectSchema } from '@club/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { testApi } from '../../../test/api';
import { setupTestApp, type SignedIn } from '../../../test/build-app';
import { scanOf } from '../../../test/scans';

const ctx = setupTestApp();
const api = testApi(ctx);
let installer: SignedIn;
let owner: SignedIn;
let other: SignedIn;

const list = async (who: SignedIn) => {
  const res = await api.as(who).get('/api/v1/notifications');
  expect(res.status, res.text).toBe(200);
  return NotificationListSchema.parse(res.body);
};

const PL_SURVEY = {
  response: [
    { question_id: 11, answer_id: 71 },
    { question_id: 13, answer_id: 80 },
    { question_id: 14, answer_id: 91 },
    { question_id: 15, answer_id: 92 },
    { question_id: 113, answer_id: 106 },
  ],
};

/** A PL project with one product, closed by its survey: the event every team member hears of. */
async function closeProject(who: SignedIn): Promise<string> {
  const created = await api.as(who).post('/api/v1/projects', {
    body: {
      streetName: 'ul. Lipowa 3',
      postalCode: '30-002',
    },
  });
  const project = ProjectSchema.parse(created.body);
  expect((await api.as(who).post('/api/v1/scans', { body: scanOf(project.uuid) })).status).toBe(201);
  const closed = await api.as(who).post(`/api/v1/projects/${project.uuid}/survey`, { body: PL_SURVEY });
  expect(closed.status, closed.text).toBe(200);
  return project.uuid;
}

beforeAll(async () => {
  installer = await ctx.signIn('piotr.zielinski@example.com');
  owner = await ctx.signIn('jan.nowak@example.com');
  other = await ctx.signIn('tomas.dvorak@example.com');
});

describe('notifications (spec 02 §2, §7)', () => {
  it('answers 401 without a session and 422 for a bad mark or page', async () => {
    const uuid = '5b0c8f8e-7a57-4d7e-9d3a-0d6a3c3f9e11';
    expect((await api.as(undefined).get('/api/v1/notifications')).status).toBe(401);
    expect(
      (await api.as(undefined).patch(`/api/v1/notifications/${uuid}`, { body: { mark: 1 } })).status,
    ).toBe(401);
    expect((await api.as(owner).patch(`/api/v1/notifications/${uuid}`, { body: { mark: 2 } })).status).toBe(
      422,
    );
    expect((await api.as(owner).patch(`/api/v1/notifications/${uuid}`, { body: {} })).status).toBe(422);
    expect(
      (await api.as(owner).patch('/api/v1/notifications/not-a-uuid', { body: { mark: 1 } })).status,
    ).toBe(422);
    expect((await api.as(owner).get('/api/v1/notifications?page=0')).status).toBe(422);
  });

  it('tells every member of the company that a project closed, with its points and link', async () => {
    const ownerBefore = await list(owner);
    const otherBefore = await list(other);
    const project = await closeProject(installer);

    for (const who of [owner, installer]) {
      const after = await list(who);
      const [newest] = after.data;
      expect(newest).toMatchObject({
        event: 'project_closed',
        mark: 0,
        meta: { ticket_uuid: project },
        // the app words the notice itself: the project's name and points travel as params
        params: { points: 18, project: 'ul. Lipowa 3' },
      });
      expect(newest?.text).toContain('ul. Lipowa 3');
      expect(newest?.text).toContain('18 points');
    }
    expect((await list(owner)).meta.unread).toBe(ownerBefore.meta.unread + 1);
    // another company hears nothing
    expect((await list(other)).meta.total).toBe(otherBefore.meta.total);
  });

  it('marks the own notification read and unread, and nobody else’s', async () => {
    await closeProject(installer);
    const [newest] = (await list(owner)).data;
    const unread = (await list(owner)).meta.unread;
    const read = await api.as(owner).patch(`/api/v1/notifications/${newest!.uuid}`, { body: { mark: 1 } });
    expect(read.status, read.text).toBe(200);
    expect(NotificationSchema.parse(read.body).mark).toBe(1);
    expect((await list(owner)).meta.unread).toBe(unread - 1);

    // the installer's copy is their own: the owner's reading does not touch it, and the owner's uuid is
    // not theirs to mark
    expect(
      (await api.as(installer).patch(`/api/v1/notifications/${newest!.uuid}`, { body: { mark: 1 } })).status,
    ).toBe(404);
    expect(
      (await api.as(other).patch(`/api/v1/notifications/${newest!.uuid}`, { body: { mark: 1 } })).status,
    ).toBe(404);

    const again = await api.as(owner).patch(`/api/v1/notifications/${newest!.uuid}`, { body: { mark: 0 } });
    expect(NotificationSchema.parse(again.body).mark).toBe(0);
    expect((await list(owner)).meta.unread).toBe(unread);
  });

  it('pages newest first', async () => {
    await closeProject(installer);
    const all = await list(owner);
    const res = await api.as(owner).get('/api/v1/notifications?page=1&limit=1');
    const first = NotificationListSchema.parse(res.body);
    expect(first.data).toHaveLength(1);
    expect(first.data[0]?.uuid).toBe(all.data[0]?.uuid);
    expect(first.meta.last_page).toBe(all.meta.total);
  });
});
