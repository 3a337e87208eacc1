import { NotificationListSchema, PROJECT_STATUS, ProjectSchema } from '@club/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { testApi } from '../../../test/api';
import { setupTestApp } from '../../../test/build-app';
import { createCompany } from '../../../test/factories/companies';
import { createInstaller, createOwner } from '../../../test/factories/users';
import type { UserRow } from '../../db/schema/users';
import { createManualClock } from '../../lib/clock';
import { createNotificationsService } from '../notifications/notifications.service';
import { createProjectDeadlines } from './project-deadlines';

const ctx = setupTestApp();
const api = testApi(ctx);
const DAY_MS = 86_400_000;
let owner: UserRow;
let installer: UserRow;

/** The jobs' core with a clock the test moves; the database is the app's. */
function deadlinesAt(at: Date) {
  const clock = createManualClock(at);
  const notifications = createNotificationsService({ db: ctx.database.db, clock });
  return createProjectDeadlines({ db: ctx.database.db, clock, notify: notifications.notifyCompany });
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

async function project(body: object) {
  const res = await api.as(installer).post('/api/v1/projects', {
    body: {
      streetName: 'ul. Krzywa 7',
      postalCode: '30-003',
      ...body,
    },
  });
  expect(res.status, res.text).toBe(201);
  return ProjectSchema.parse(res.body);
}

const statusOf = async (uuid: string) =>
  ProjectSchema.parse((await api.as(owner).get(`/api/v1/projects/${uuid}`)).body).status.id;

beforeAll(async () => {
  const plCompany = await createCompany(ctx.app);
  owner = await createOwner(ctx.app, plCompany);
  installer = await createInstaller(ctx.app, plCompany);
});

describe('projects past their deadline (spec 02 §4)', () => {
  it('marks an in-progress project without a survey lost once its days are up, not before', async () => {
    const open = await project({});
    expect(open.days_left).toBe(60);
    const created = new Date(open.created_at).getTime();

    expect(await deadlinesAt(new Date(created + 59 * DAY_MS)).markLost()).toBeGreaterThanOrEqual(0);
    expect(await statusOf(open.uuid)).toBe(PROJECT_STATUS.IN_PROGRESS);

    expect(await deadlinesAt(new Date(created + 61 * DAY_MS)).markLost()).toBeGreaterThanOrEqual(1);
    expect(await statusOf(open.uuid)).toBe(PROJECT_STATUS.LOST);
  });
});

describe('installation-date reminders (spec 02 §2)', () => {
  it('tells the company the day before, once, and links to the project', async () => {
    const now = new Date();
    const tomorrow = isoDay(new Date(now.getTime() + DAY_MS));
    const due = await project({ installationDate: tomorrow });
    const later = await project({ installationDate: isoDay(new Date(now.getTime() + 5 * DAY_MS)) });
    expect(due.status.id).toBe(PROJECT_STATUS.SCHEDULED);

    const jobs = deadlinesAt(now);
    expect(await jobs.sendInstallationReminders()).toBe(1);
    expect(await jobs.sendInstallationReminders()).toBe(0);

    const list = NotificationListSchema.parse((await api.as(owner).get('/api/v1/notifications')).body);
    const reminders = list.data.filter((n) => n.event === 'project_installation_date_reminder');
    expect(reminders.map((n) => n.meta.ticket_uuid)).toEqual([due.uuid]);
    expect(reminders[0]?.params).toEqual({ date: tomorrow, project: 'ul. Krzywa 7' });
    expect(reminders.some((n) => n.meta.ticket_uuid === later.uuid)).toBe(false);
  });
});
