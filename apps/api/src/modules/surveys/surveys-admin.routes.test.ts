import { randomUUID } from 'node:crypto';
import {
  AdminSurveyListSchema,
  AdminSurveySchema,
  regionByCode,
  SURVEY_DEFAULT_DELAY_DAYS,
  type OperatorRole,
} from '@club/contract';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, type OperatorRow } from '../../db/schema/accounts';
import { surveyConfigurations } from '../../db/schema/surveys';
import type { UserRow } from '../../db/schema/users';
import { testApi } from '../../../test/api';
import { setupTestApp, testConfig } from '../../../test/build-app';
import { createOperator } from '../../../test/factories/operators';
import { createInstaller } from '../../../test/factories/users';

const ctx = setupTestApp();
const api = testApi(ctx);
const PL = regionByCode('PL')?.id ?? 10;
const CZ = regionByCode('CZ')?.id ?? 5;

const operators = {} as Record<OperatorRole, { operator: OperatorRow }>;
let installer: UserRow;
let neighbour: UserRow;
let surveyKey: string;
let surveyUuid: string;

beforeAll(async () => {
  for (const role of ['admin', 'content', 'support', 'fulfilment'] as const) {
    operators[role] = { operator: await createOperator(ctx.app, role) };
  }
  installer = await createInstaller(ctx.app);
  neighbour = await createInstaller(ctx.app);
  surveyKey = `roof-safety-${randomUUID().slice(0, 8)}`;
  const [row] = await ctx.database.db
    .insert(surveyConfigurations)
    .values({
      surveyKey,
      regionId: PL,
      languages: [{ lang: 'pl', title: 'Bezpieczeństwo na dachu', tagline: 'Trzy pytania.' }],
    })
    .returning();
  surveyUuid = row?.uuid ?? '';
  // one user opened it, the other put it off
  expect((await api.as(installer).post('/api/v2/surveys', { body: { survey_key: surveyKey } })).status).toBe(
    201,
  );
  const later = new Date(Date.now() + 3 * 24 * 3_600_000).toISOString();
  const delayed = await api
    .as(neighbour)
    .post('/api/v2/surveys', { body: { survey_key: surveyKey, delayed_to: later } });
  expect(delayed.status, delayed.text).toBe(201);
});

const userKeys = async (who: UserRow) =>
  (
    (await api.as(who).get('/api/v2/surveys')).body.data as { survey_configuration: { survey_key: string } }[]
  ).map((s) => s.survey_configuration.survey_key);

describe('GET /api/admin/surveys', () => {
  it("lists a region's surveys with their settings, collector link and items", async () => {
    const res = await api
      .as(operators.content)
      .get('/api/admin/surveys', { query: { region_id: String(PL) } });
    expect(res.status, res.text).toBe(200);
    const list = AdminSurveyListSchema.parse(res.body);
    expect(list.data.every((s) => s.region_id === PL)).toBe(true);
    const survey = list.data.find((s) => s.survey_key === surveyKey);
    expect(survey).toMatchObject({
      uuid: surveyUuid,
      is_active: true,
      delay_days: SURVEY_DEFAULT_DELAY_DAYS,
      collector_link: `${testConfig().surveys.collectorUrl}${surveyKey}`,
      counts: { pending: 2, delayed: 1, opened: 1, completed: 0 },
    });
    const czech = await api
      .as(operators.admin)
      .get('/api/admin/surveys', { query: { region_id: String(CZ) } });
    expect(AdminSurveyListSchema.parse(czech.body).data.some((s) => s.survey_key === surveyKey)).toBe(false);
    const everywhere = AdminSurveyListSchema.parse(
      (await api.as(operators.admin).get('/api/admin/surveys')).body,
    );
    expect(everywhere.data.some((s) => s.region_id === 1)).toBe(true);
  });

  it('refuses support, fulfilment, installers and strangers, and a bad region', async () => {
    for (const role of ['support', 'fulfilment'] as const) {
      expect((await api.as(operators[role]).get('/api/admin/surveys')).status).toBe(403);
      expect(
        (
          await api
            .as(operators[role])
            .patch(`/api/admin/surveys/${surveyUuid}`, { body: { is_active: true } })
        ).status,
      ).toBe(403);
    }
    expect((await api.as(installer).get('/api/admin/surveys')).status).toBe(403);
    expect((await api.anonymous.get('/api/admin/surveys')).status).toBe(401);
    const bad = await api.as(operators.content).get('/api/admin/surveys', { query: { region_id: '77' } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.region_id).toBeDefined();
  });
});

describe('PATCH /api/admin/surveys/:id', () => {
  it("closes a survey, which leaves the users' lists, and opens it again, audit-logged", async () => {
    expect(await userKeys(installer)).toContain(surveyKey);
    const url = `/api/admin/surveys/${surveyUuid}`;
    const closed = await api.as(operators.content).patch(url, { body: { is_active: false } });
    expect(closed.status, closed.text).toBe(200);
    expect(AdminSurveySchema.parse(closed.body).is_active).toBe(false);
    expect(await userKeys(installer)).not.toContain(surveyKey);

    expect((await api.as(operators.admin).patch(url, { body: { is_active: true } })).status).toBe(200);
    expect(await userKeys(installer)).toContain(surveyKey);

    const entries = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'survey_configuration'), eq(auditLog.targetId, surveyUuid)));
    expect(entries.map((e) => [e.action, e.operatorId, { before: e.before, after: e.after }])).toEqual(
      expect.arrayContaining([
        [
          'survey.close',
          operators.content.operator.id,
          { before: { is_active: true }, after: { is_active: false } },
        ],
        [
          'survey.open',
          operators.admin.operator.id,
          { before: { is_active: false }, after: { is_active: true } },
        ],
      ]),
    );
    expect((await api.as(operators.admin).patch(url, { body: { is_active: 'yes' } })).status).toBe(422);
    expect(
      (
        await api
          .as(operators.admin)
          .patch(`/api/admin/surveys/${randomUUID()}`, { body: { is_active: true } })
      ).status,
    ).toBe(404);
  });
});
