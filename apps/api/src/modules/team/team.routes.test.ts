import { randomInt } from 'node:crypto';
import {
  InstallerListSchema,
  InstallerSchema,
  MESSAGES,
  createInstaller as createInstallerCall,
  deleteInstaller,
  getInstaller,
  getSelf,
  listInstallers,
  regionByCode,
  resendInstallerInvitation,
  updateInstaller,
} from '@club/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { testApi } from '../../../test/api';
import { setupTestApp } from '../../../test/build-app';
import { createCompany } from '../../../test/factories/companies';
import { createOperator } from '../../../test/factories/operators';
import { createInstaller, createOwner } from '../../../test/factories/users';
import type { UserRow } from '../../db/schema/users';

const ctx = setupTestApp({ env: { RATE_LIMITS_ENABLED: 'false' } });
const api = testApi(ctx);

/** A valid Polish mobile number, national. */
const plMobile = () => `50${randomInt(1_000_000, 9_999_999)}`;
const newInstaller = (extra: Record<string, unknown> = {}) => ({
  name: 'Tomasz',
  surname: 'Nowak',
  phone: plMobile(),
  ...extra,
});

interface OutboxMessage {
  channel: string;
  kind: string;
  subject: string | null;
  body: string;
}
const outboxOf = async (to: string): Promise<OutboxMessage[]> =>
  (await api.anonymous.get('/api/dev/outbox', { query: { to } })).body as OutboxMessage[];

let owner: UserRow;
let colleague: UserRow;
let otherOwner: UserRow;
let otherInstaller: UserRow;

beforeAll(async () => {
  const company = await createCompany(ctx.app);
  owner = await createOwner(ctx.app, company);
  colleague = await createInstaller(ctx.app, company);
  const other = await createCompany(ctx.app);
  otherOwner = await createOwner(ctx.app, other);
  otherInstaller = await createInstaller(ctx.app, other);
});

async function emulatedOwner() {
  const operator = await createOperator(ctx.app, 'admin');
  const session = await ctx.app.services.sessions.open(
    { kind: 'user', id: owner.id, uuid: owner.uuid, roleId: 2, companyId: owner.companyId },
    { emulatedByOperatorId: operator.id },
  );
  return api.as({ headers: { authorization: `Bearer ${session.token}` } });
}

describe('GET /v1/installer/user', () => {
  it('lists the company’s people with their role, activity, projects and points, and the limit', async () => {
    const res = await api.as(owner).get(listInstallers);
    expect(res.status, res.text).toBe(200);
    const list = InstallerListSchema.parse(res.body);
    expect(list.data.map((m) => m.uuid)).toEqual([owner.uuid, colleague.uuid]);
    expect(list.data[0]).toMatchObject({ is_self: true, role: { slug: 'company-owner' } });
    expect(list.data[1]).toMatchObject({
      is_self: false,
      role: { slug: 'installer' },
      projects_count: 0,
      contribute_points: 0,
      phone_prefix: '+48',
      phone: colleague.phone.slice(3),
    });
    expect(list.meta).toMatchObject({ per_page: 20, total: 2 });
    expect(list.team).toEqual({ installers: 1, max_installers: 10, reached: false });
  });

  it('counts the projects and points of the person who created them', async () => {
    const created = await api
      .as(colleague)
      .post('/api/v1/projects', { body: { streetName: 'ul. Lipowa 3', postalCode: '30-002' } });
    expect(created.status, created.text).toBe(201);
    const list = InstallerListSchema.parse((await api.as(owner).get(listInstallers)).body);
    expect(list.data.find((m) => m.uuid === colleague.uuid)?.projects_count).toBe(1);
  });

  it('sets no limit outside the limit’s region', async () => {
    const cz = await createCompany(ctx.app, { regionId: regionByCode('CZ')!.id });
    const czOwner = await createOwner(ctx.app, cz);
    const list = InstallerListSchema.parse((await api.as(czOwner).get(listInstallers)).body);
    expect(list.team).toEqual({ installers: 0, max_installers: null, reached: false });
  });

  it('answers 401 without a session, 403 to an installer and 422 for a bad page', async () => {
    expect((await api.anonymous.get(listInstallers)).status).toBe(401);
    expect((await api.as(colleague).get(listInstallers)).status).toBe(403);
    const bad = await api.as(owner).get(listInstallers, { query: { limit: '0' } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toHaveProperty('limit');
  });
});

describe('GET /v1/installer/user/:id', () => {
  it('answers one person of the company, 404 for another company’s', async () => {
    const res = await api.as(owner).get(getInstaller, { params: { id: colleague.uuid } });
    expect(res.status).toBe(200);
    expect(InstallerSchema.parse(res.body).name).toBe(colleague.name);
    const foreign = await api.as(owner).get(getInstaller, { params: { id: otherInstaller.uuid } });
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe(MESSAGES.installerNotFound);
    expect((await api.as(owner).get(getInstaller, { params: { id: 'x' } })).status).toBe(422);
    expect((await api.as(colleague).get(getInstaller, { params: { id: owner.uuid } })).status).toBe(403);
    expect((await api.anonymous.get(getInstaller, { params: { id: owner.uuid } })).status).toBe(401);
  });
});

describe('POST /v1/installer/user', () => {
  it('adds an active installer with the owner’s region and language, and invites them by SMS and e-mail', async () => {
    const email = `nowak.${Date.now()}@example.com`;
    const body = newInstaller({ email });
    const res = await api.as(owner).post(createInstallerCall, { body });
    expect(res.status, res.text).toBe(201);
    const created = InstallerSchema.parse(res.body);
    expect(created).toMatchObject({ name: 'Tomasz', phone: body.phone, email, role: { slug: 'installer' } });
    const sms = await outboxOf(`+48${body.phone}`);
    expect(sms[0]).toMatchObject({ channel: 'sms', kind: 'invitation' });
    expect(sms[0]?.body).toContain('Installer Club');
    expect((await outboxOf(email))[0]).toMatchObject({ channel: 'email', kind: 'invitation' });
  });

  it('takes an installer without e-mail, twice (an empty address is no clash)', async () => {
    for (const email of [undefined, '']) {
      const res = await api.as(owner).post(createInstallerCall, { body: newInstaller({ email }) });
      expect(res.status, res.text).toBe(201);
      expect(res.body.email).toBeNull();
    }
  });

  it('refuses digits in names, a missing surname and an invalid phone with their field paths', async () => {
    const res = await api
      .as(owner)
      .post(createInstallerCall, { body: { name: 'Tom4sz', phone: '123', email: 'nope' } });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors).sort()).toEqual(['email', 'name', 'phone', 'surname']);
    const invalid = await api.as(owner).post(createInstallerCall, { body: newInstaller({ phone: '12345' }) });
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors).toEqual({ phone: [MESSAGES.invalidPhone] });
  });

  it('refuses a phone number another account has', async () => {
    const res = await api
      .as(owner)
      .post(createInstallerCall, { body: newInstaller({ phone: otherInstaller.phone.slice(3) }) });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ phone: [MESSAGES.phoneNotUnique] });
  });

  it('answers 401, 403 to an installer and 403 in an emulated session', async () => {
    expect((await api.anonymous.post(createInstallerCall, { body: newInstaller() })).status).toBe(401);
    expect((await api.as(colleague).post(createInstallerCall, { body: newInstaller() })).status).toBe(403);
    const emulated = await (await emulatedOwner()).post(createInstallerCall, { body: newInstaller() });
    expect(emulated.status).toBe(403);
    expect(emulated.body.code).toBe('emulation_refused');
  });

  it('stops at 10 installers in PL with the limit’s message', async () => {
    const company = await createCompany(ctx.app);
    const boss = await createOwner(ctx.app, company);
    for (let i = 0; i < 10; i += 1) {
      expect((await api.as(boss).post(createInstallerCall, { body: newInstaller() })).status).toBe(201);
    }
    const res = await api.as(boss).post(createInstallerCall, { body: newInstaller() });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'team_limit_reached' });
    expect(res.body.message).toContain('10');
    const list = InstallerListSchema.parse((await api.as(boss).get(listInstallers)).body);
    expect(list.team).toEqual({ installers: 10, max_installers: 10, reached: true });
  });
});

describe('PATCH /v1/installer/user/:id', () => {
  it('changes name and phone of a person of the company', async () => {
    const phone = plMobile();
    const res = await api
      .as(owner)
      .patch(updateInstaller, { params: { id: colleague.uuid }, body: { name: 'Paweł', phone } });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ name: 'Paweł', phone });
  });

  it('answers 422 with field paths, 404 for another company’s person, 403 to an installer or emulated', async () => {
    const bad = await api
      .as(owner)
      .patch(updateInstaller, { params: { id: colleague.uuid }, body: { surname: 'N0wak' } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toHaveProperty('surname');
    const empty = await api.as(owner).patch(updateInstaller, { params: { id: colleague.uuid }, body: {} });
    expect(empty.status).toBe(422);
    const foreign = await api
      .as(owner)
      .patch(updateInstaller, { params: { id: otherInstaller.uuid }, body: { name: 'Jan' } });
    expect(foreign.status).toBe(404);
    expect(
      (
        await api
          .as(colleague)
          .patch(updateInstaller, { params: { id: colleague.uuid }, body: { name: 'Jan' } })
      ).status,
    ).toBe(403);
    expect(
      (
        await (
          await emulatedOwner()
        ).patch(updateInstaller, { params: { id: colleague.uuid }, body: { name: 'Jan' } })
      ).status,
    ).toBe(403);
    expect(
      (await api.anonymous.patch(updateInstaller, { params: { id: colleague.uuid }, body: { name: 'Jan' } }))
        .status,
    ).toBe(401);
  });
});

describe('POST /v1/installer/user/:id/resend', () => {
  it('sends the invitation again (201), 404 for another company’s person', async () => {
    const res = await api.as(owner).post(resendInstallerInvitation, { params: { id: colleague.uuid } });
    expect(res.status, res.text).toBe(201);
    const messages = await outboxOf(
      (await api.as(owner).get(getInstaller, { params: { id: colleague.uuid } })).body.phone_prefix +
        (await api.as(owner).get(getInstaller, { params: { id: colleague.uuid } })).body.phone,
    );
    expect(messages[0]).toMatchObject({ channel: 'sms', kind: 'invitation' });
    const foreign = await api
      .as(owner)
      .post(resendInstallerInvitation, { params: { id: otherInstaller.uuid } });
    expect(foreign.status).toBe(404);
    expect(
      (await api.as(colleague).post(resendInstallerInvitation, { params: { id: owner.uuid } })).status,
    ).toBe(403);
    expect(
      (await (await emulatedOwner()).post(resendInstallerInvitation, { params: { id: colleague.uuid } }))
        .status,
    ).toBe(403);
    expect(
      (await api.anonymous.post(resendInstallerInvitation, { params: { id: colleague.uuid } })).status,
    ).toBe(401);
  });
});

describe('DELETE /v1/installer/user/:id', () => {
  it('deletes the person and ends their open session at once', async () => {
    const company = await createCompany(ctx.app);
    const boss = await createOwner(ctx.app, company);
    const worker = await createInstaller(ctx.app, company);
    expect((await api.as(worker).get(getSelf)).status).toBe(200);
    const res = await api.as(boss).delete(deleteInstaller, { params: { id: worker.uuid } });
    expect(res.status, res.text).toBe(200);
    expect((await api.as(worker).get(getSelf)).status).toBe(401);
    expect((await api.as(boss).get(getInstaller, { params: { id: worker.uuid } })).status).toBe(404);
    // the phone is free again
    const again = await api
      .as(boss)
      .post(createInstallerCall, { body: newInstaller({ phone: worker.phone.slice(3) }) });
    expect(again.status, again.text).toBe(201);
  });

  it('never deletes oneself; 404 for another company’s person; 403 to an installer or emulated', async () => {
    const self = await api.as(owner).delete(deleteInstaller, { params: { id: owner.uuid } });
    expect(self.status).toBe(403);
    const foreign = await api.as(owner).delete(deleteInstaller, { params: { id: otherOwner.uuid } });
    expect(foreign.status).toBe(404);
    expect((await api.as(otherOwner).get(getSelf)).status).toBe(200);
    expect((await api.as(colleague).delete(deleteInstaller, { params: { id: owner.uuid } })).status).toBe(
      403,
    );
    expect(
      (await (await emulatedOwner()).delete(deleteInstaller, { params: { id: colleague.uuid } })).status,
    ).toBe(403);
    expect((await api.anonymous.delete(deleteInstaller, { params: { id: colleague.uuid } })).status).toBe(
      401,
    );
    expect((await api.as(owner).get(getInstaller, { params: { id: colleague.uuid } })).status).toBe(200);
  });
});
