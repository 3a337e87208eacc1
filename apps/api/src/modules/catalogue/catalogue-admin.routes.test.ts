import {
  CATALOGUE_CSV_COLUMNS,
  CatalogueImportReportSchema,
  CatalogueProductTypeListSchema,
  CatalogueProductTypeSchema,
  ProjectSchema,
  ProjectSurveyResultSchema,
  type CatalogueImportReport,
  type OperatorRole,
} from '@club/contract';
import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { testApi, type Caller } from '../../../test/api';
import { setupTestApp, type SignedIn } from '../../../test/build-app';
import { scanOf } from '../../../test/scans';
import { auditLog, operators } from '../../db/schema/accounts';

const ctx = setupTestApp();
const api = testApi(ctx);
const as: Partial<Record<OperatorRole, Caller>> = {};
let installer: SignedIn;

const caller = (role: OperatorRole): Caller => {
  const found = as[role];
  if (!found) throw new Error(`no ${role} operator`);
  return found;
};

async function auditRows(action: string) {
  return ctx.database.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.action, action))
    .orderBy(desc(auditLog.createdAt));
}

const dryRun = async (csv: string, who: Caller = caller('content')): Promise<CatalogueImportReport> => {
  const res = await api.as(who).post('/api/admin/catalogue/import/dry-run', { body: { csv } });
  expect(res.status, res.text).toBe(200);
  return CatalogueImportReportSchema.parse(res.body);
};

beforeAll(async () => {
  for (const role of ['admin', 'support', 'content', 'fulfilment'] as const) {
    const [row] = await ctx.database.db
      .insert(operators)
      .values({ email: `${role}.catalogue@installer.club.example`, name: `Catalogue ${role}`, role })
      .returning();
    if (!row) throw new Error('operator insert');
    as[role] = { operator: row };
  }
  installer = await ctx.signIn('piotr.zielinski@example.com');
});

describe('the scanning catalogue in the back-office (ARCHITECTURE §6)', () => {
  it('is for admins and the content team: others are refused', async () => {
    const calls = [
      ['GET', '/api/admin/catalogue/types', undefined],
      ['GET', '/api/admin/catalogue/lists', undefined],
      ['PATCH', '/api/admin/catalogue/types/GGL', { position: 1 }],
      ['POST', '/api/admin/catalogue/import/dry-run', { csv: 'record,code\n' }],
    ] as const;
    for (const [method, url, body] of calls) {
      const send = (who: Caller | undefined) =>
        method === 'GET' ? api.as(who).get(url) : api.as(who).send(method, url, { body });
      expect((await send(undefined)).status, `${method} ${url} anonymous`).toBe(401);
      expect([401, 403], `${method} ${url} installer`).toContain((await send(installer)).status);
      for (const role of ['support', 'fulfilment'] as const) {
        expect((await send(caller(role))).status, `${method} ${url} ${role}`).toBe(403);
      }
      for (const role of ['admin', 'content'] as const) {
        expect((await send(caller(role))).status, `${method} ${url} ${role}`).toBe(200);
      }
    }
  });

  it('answers 422 with the fields for bad input, 404 for an unknown type', async () => {
    const res = await api.as(caller('content')).post('/api/admin/catalogue/types', {
      body: { code: 'ab c', name: ' ', kind: 'sofa', points: { PL: -1, XX: 5 } },
    });
    expect(res.status, res.text).toBe(422);
    expect(Object.keys(res.body.errors)).toEqual(expect.arrayContaining(['code', 'name', 'kind']));
    expect(JSON.stringify(res.body.errors)).toMatch(/points/);
    // a closed set of country codes: an unknown one is refused like any unknown field
    expect(res.body.errors.points).toEqual(['Unknown region.']);
    const taken = await api.as(caller('content')).post('/api/admin/catalogue/types', {
      body: { code: 'GGL', name: 'Again', kind: 'brand' },
    });
    expect(taken.status).toBe(422);
    expect(taken.body.errors.code).toEqual(['A product type with this code exists.']);
    expect(
      (await api.as(caller('admin')).patch('/api/admin/catalogue/types/NOPE', { body: { name: 'x' } }))
        .status,
    ).toBe(404);
    expect(
      (await api.as(caller('admin')).get('/api/admin/catalogue/types?limit=1000&active=maybe')).status,
    ).toBe(422);
    const rule = await api.as(caller('admin')).post('/api/admin/catalogue/tag-photo-rules', {
      body: { variant: 'NOPE', factory: 'PL', year: 2024 },
    });
    expect(rule.status).toBe(422);
    expect(rule.body.errors.variant).toEqual(['Unknown variant.']);
  });

  it('creates, lists with filters, edits and deactivates a type, each write audited before and after', async () => {
    const created = await api.as(caller('content')).post('/api/admin/catalogue/types', {
      body: { code: 'vlt', name: 'Test skylight', kind: 'brand', points: { PL: 20, CZ: 18 } },
    });
    expect(created.status, created.text).toBe(201);
    expect(CatalogueProductTypeSchema.parse(created.body)).toMatchObject({
      code: 'VLT',
      is_active: true,
      points: { PL: 20, CZ: 18 },
    });

    const listed = CatalogueProductTypeListSchema.parse(
      (await api.as(caller('content')).get('/api/admin/catalogue/types?q=skylight&kind=brand')).body,
    );
    expect(listed.data.map((type) => type.code)).toEqual(['VLT']);
    expect(listed.meta.total).toBe(1);
    const paged = CatalogueProductTypeListSchema.parse(
      (await api.as(caller('content')).get('/api/admin/catalogue/types?limit=2&page=2')).body,
    );
    expect(paged.data).toHaveLength(2);
    expect(paged.meta).toMatchObject({ current_page: 2, per_page: 2 });
    const byName = CatalogueProductTypeListSchema.parse(
      (await api.as(caller('content')).get('/api/admin/catalogue/types?sort=name&order=desc&limit=100')).body,
    ).data.map((type) => type.name);
    expect(byName).toEqual([...byName].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0)));
    const one = await api.as(caller('content')).get('/api/admin/catalogue/types/vlt');
    expect(one.body).toMatchObject({ code: 'VLT', points: { PL: 20, CZ: 18 } });

    const edited = await api.as(caller('content')).patch('/api/admin/catalogue/types/VLT', {
      body: { is_active: false, points: { PL: 25 } },
    });
    expect(edited.status, edited.text).toBe(200);
    expect(edited.body).toMatchObject({ is_active: false, points: { PL: 25 } });
    expect(
      CatalogueProductTypeListSchema.parse(
        (await api.as(caller('content')).get('/api/admin/catalogue/types?active=false')).body,
      ).data.map((type) => type.code),
    ).toContain('VLT');

    const [audit] = await auditRows('catalogue.type.update');
    expect(audit?.targetId).toBe('type:VLT');
    expect(audit).toMatchObject({
      before: { is_active: true, points: { PL: 20, CZ: 18 } },
      after: { is_active: false, points: { PL: 25 } },
    });
    // the scanner no longer accepts the deactivated type
    const config = (await api.as(installer).get('/api/v1/config')).body;
    expect(config.products.types).not.toContain('VLT');
  });
});

describe('the catalogue CSV import', () => {
  it('reports every refused line with its column and reason, and plans the rest', async () => {
    const csv = [
      'record,code,name,kind,region,points,factory,year',
      'type,RTX,Roof terrace window,brand,,,,',
      'points,RTX,,,PL,abc,,',
      'points,RTX,,,XX,12,,',
      'points,RTX,,,PL,15,,',
      'points,RTX,,,PL,16,,',
      'points,GGL,,,CZ,-3,,',
      'tag_photo,2070,,,,,PL,2026',
      'tag_photo,2070,,,,,PL,2026',
      'tag_photo,2070,,,,,P,1999',
      'type,NEW1,,,,,,',
      'points,NOPE,,,PL,5,,',
      'shelf,ABC,,,,,,',
      'points,RTX,,,PL',
    ].join('\n');
    const report = await dryRun(csv);
    expect(report.applied).toBe(false);
    expect(report.errors).toEqual([
      { line: 3, column: 'points', message: 'Enter a whole number.' },
      { line: 4, column: 'region', message: expect.stringMatching(/^Unknown region/) },
      { line: 6, column: 'region', message: 'Given already on line 5.' },
      { line: 7, column: 'points', message: 'Enter 0 to 10000.' },
      { line: 9, column: 'code', message: 'Given already on line 8.' },
      { line: 10, column: 'factory', message: 'Use two letters or digits.' },
      { line: 10, column: 'year', message: 'Enter 2000 to 2099.' },
      { line: 11, column: 'name', message: 'Required for a new type.' },
      { line: 11, column: 'kind', message: 'Required for a new type.' },
      { line: 12, column: 'code', message: 'Unknown product type.' },
      { line: 13, column: 'record', message: expect.stringMatching(/^Use type, variant/) },
      { line: 14, column: null, message: 'The line has 5 fields; the header has 8.' },
    ]);
    expect(report.counts).toEqual({ create: 3, update: 0, unchanged: 0, refused: 10 });
    expect(report.changes.map(({ line, record, key, action }) => ({ line, record, key, action }))).toEqual([
      { line: 2, record: 'type', key: 'RTX', action: 'create' },
      { line: 5, record: 'points', key: 'RTX PL', action: 'create' },
      { line: 8, record: 'tag_photo', key: '2070 PL 2026', action: 'create' },
    ]);
    // a dry run writes nothing
    const list = CatalogueProductTypeListSchema.parse(
      (await api.as(caller('content')).get('/api/admin/catalogue/types?q=RTX')).body,
    );
    expect(list.data).toEqual([]);
  });

  it('reads the file Excel writes: a BOM, semicolons, CRLF, quoted names, empty lines', async () => {
    const csv =
      '\uFEFFRecord;Code;Name;Kind;Scannable;Region;Points\r\n' +
      'type;exl;"Window; with a semicolon";brand;yes;;\r\n' +
      ';;;;;;\r\n' +
      'points;EXL;;;;pl;30\r\n' +
      'type;GGL;;;;;\r\n';
    const report = await dryRun(csv);
    expect(report.errors).toEqual([]);
    expect(report.changes).toEqual([
      {
        line: 2,
        record: 'type',
        key: 'EXL',
        action: 'create',
        before: null,
        after: expect.objectContaining({
          name: 'Window; with a semicolon',
          kind: 'brand',
          is_scannable: true,
        }),
      },
      { line: 4, record: 'points', key: 'EXL PL', action: 'create', before: null, after: { points: 30 } },
      { line: 5, record: 'type', key: 'GGL', action: 'unchanged', before: null, after: {} },
    ]);
  });

  it('documents its columns in the OpenAPI description', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      components: { schemas: Record<string, { description?: string }> };
    }>();
    const description = doc.components.schemas.CatalogueImportBody?.description ?? '';
    for (const column of CATALOGUE_CSV_COLUMNS) expect(description).toContain(column);
    expect(description).toMatch(/semicolon/);
  });

  it('refuses the whole file when the header lacks a required column or has an unknown one', async () => {
    const missing = await dryRun('record;name\ntype;Nameless\n');
    expect(missing.errors).toEqual([{ line: 1, column: 'code', message: 'Missing column.' }]);
    expect(missing.changes).toEqual([]);
    const unknown = await dryRun('record,code,colour\ntype,ABC,red\n');
    expect(unknown.errors).toEqual([{ line: 1, column: 'colour', message: 'Unknown column.' }]);
    expect(unknown.counts.create).toBe(0);
    const bad = await api
      .as(caller('content'))
      .post('/api/admin/catalogue/import/dry-run', { body: { csv: '' } });
    expect(bad.status).toBe(422);
  });

  it('applies exactly what the dry run reported, in one go, and refuses a stale plan', async () => {
    const csv = [
      'record,code,name,kind,region,points,width_cm,height_cm,factory,year',
      'type,APX,Apply test window,brand,,,,,,',
      'points,APX,,,PL,40,,,,',
      'points,APX,,,XX,40,,,,',
      'points,GGL,,,SK,11,,,,',
      'variant,9999,Test finish,,,,,,,',
      'tag_photo,9999,,,,,,,DK,2026',
      'size,ZZ01,,,,,70,70,,',
    ].join('\n');
    const report = await dryRun(csv);
    expect(report.counts).toEqual({ create: 5, update: 1, unchanged: 0, refused: 1 });

    const stale = await api.as(caller('content')).post('/api/admin/catalogue/import', {
      body: { csv, fingerprint: '0'.repeat(64) },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('catalogue_import_stale');

    const before = await api.as(caller('content')).get('/api/admin/catalogue/types?q=GGL');
    expect(before.body.data[0].points.SK).not.toBe(11);

    const res = await api.as(caller('content')).post('/api/admin/catalogue/import', {
      body: { csv, fingerprint: report.fingerprint },
    });
    expect(res.status, res.text).toBe(200);
    const applied = CatalogueImportReportSchema.parse(res.body);
    expect(applied.applied).toBe(true);
    expect(applied.changes).toEqual(report.changes);
    expect(applied.errors).toEqual(report.errors);

    const apx = CatalogueProductTypeListSchema.parse(
      (await api.as(caller('content')).get('/api/admin/catalogue/types?q=APX')).body,
    ).data[0];
    expect(apx).toMatchObject({ code: 'APX', name: 'Apply test window', kind: 'brand', points: { PL: 40 } });
    expect(
      (await api.as(caller('content')).get('/api/admin/catalogue/types?q=GGL')).body.data[0].points.SK,
    ).toBe(11);
    const lists = (await api.as(caller('content')).get('/api/admin/catalogue/lists')).body;
    expect(lists.variants).toContainEqual(expect.objectContaining({ code: '9999', name: 'Test finish' }));
    expect(lists.sizes).toContainEqual(expect.objectContaining({ code: 'ZZ01', shape: 'square' }));
    expect(lists.tag_photo_rules).toContainEqual(
      expect.objectContaining({ variant: '9999', factory: 'DK', year: 2026 }),
    );
    // the scanner's config follows at once on this instance
    const config = (await api.as(installer).get('/api/v1/config')).body;
    expect(config.products.types).toContain('APX');
    expect(config.products.requires_tag_photo).toContainEqual({ variant: '9999', factory: 'DK', year: 2026 });

    const [audit] = await auditRows('catalogue.import');
    expect(Object.keys(audit?.after as object)).toHaveLength(6);
    expect(audit?.after).toMatchObject({
      'type APX': { name: 'Apply test window' },
      'points APX PL': { points: 40 },
    });

    // the same file again changes nothing, and the first plan cannot be applied twice
    const again = await dryRun(csv);
    expect(again.counts).toEqual({ create: 0, update: 0, unchanged: 6, refused: 1 });
    const twice = await api.as(caller('content')).post('/api/admin/catalogue/import', {
      body: { csv, fingerprint: report.fingerprint },
    });
    expect(twice.status).toBe(409);

    // an update reports the fields it changes, before and after
    const update = await dryRun('record,code,name,active\ntype,APX,Renamed window,no\n');
    expect(update.changes).toEqual([
      {
        line: 2,
        record: 'type',
        key: 'APX',
        action: 'update',
        before: { name: 'Apply test window', is_active: true },
        after: { name: 'Renamed window', is_active: false },
      },
    ]);
  });

  it('credits the next closed project with a changed points value', async () => {
    const closeOneGgl = async (): Promise<number> => {
      const created = await api.as(installer).post('/api/v1/projects', {
        body: { streetName: 'ul. Katalogowa 1', postalCode: '30-004' },
      });
      const project = ProjectSchema.parse(created.body);
      expect((await api.as(installer).post('/api/v1/scans', { body: scanOf(project.uuid) })).status).toBe(
        201,
      );
      const res = await api.as(installer).post(`/api/v1/projects/${project.uuid}/survey`, {
        body: {
          response: [
            { question_id: 11, answer_id: 71 },
            { question_id: 13, answer_id: 80 },
            { question_id: 14, answer_id: 91 },
            { question_id: 15, answer_id: 92 },
            { question_id: 113, answer_id: 106 },
          ],
        },
      });
      expect(res.status, res.text).toBe(200);
      return ProjectSurveyResultSchema.parse(res.body).points_earned;
    };
    const ggl = CatalogueProductTypeListSchema.parse(
      (await api.as(caller('admin')).get('/api/admin/catalogue/types?q=GGL')).body,
    ).data.find((type) => type.code === 'GGL');
    const basePl = ggl?.points.PL ?? 0;
    const first = await closeOneGgl();
    const edited = await api.as(caller('admin')).patch('/api/admin/catalogue/types/GGL', {
      body: { points: { ...ggl?.points, PL: basePl + 50 } },
    });
    expect(edited.status, edited.text).toBe(200);
    expect(await closeOneGgl()).toBe(first + 50);
    const [audit] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'catalogue.type.update'), eq(auditLog.targetId, 'type:GGL')))
      .orderBy(desc(auditLog.createdAt))
      .limit(1);
    expect(audit).toMatchObject({
      before: { points: { PL: basePl } },
      after: { points: { PL: basePl + 50 } },
    });
  });
});
