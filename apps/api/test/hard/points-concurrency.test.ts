import { PROJECT_STATUS } from '@club/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../../src/db/schema/users';
import { createManualClock } from '../../src/lib/clock';
import { createPointsExpiry } from '../../src/modules/points/points-expiry';
import { createPointsService } from '../../src/modules/points/points.service';
import { testApi } from '../api';
import { setupTestApp } from '../build-app';
import { createCompany } from '../factories/companies';
import { createOperator } from '../factories/operators';
import { createInstaller, createOwner } from '../factories/users';
import { scanOf } from '../scans';
import { PL_SURVEY, PNG_BYTES, tagPhotoSerial } from './foreign-ids';

// Points under load, over real sockets on PostgreSQL: for SECONDS, 8 writers change one company's points
// through the routes that change points today (a project closed by its survey, sometimes sent twice at
// once; a project in review approved by two operators at once), while the yearly expiry debits the same
// company, and a reader checks every 250 ms that the balance equals the ledger's sum and is never below
// zero. No route spends points yet: the shop's order route joins the writers when it comes.
process.env.DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/test';
const ctx = setupTestApp({ env: { RATE_LIMITS_ENABLED: 'false' } });
const api = testApi(ctx);
const SECONDS = Number(process.env.POINTS_CONCURRENCY_SECONDS ?? 30);
const READ_EVERY_MS = 250;

let base: string;
let companyUuid: string;
let companyId: number;
let people: UserRow[];
let operators: { authorization: string }[];

beforeAll(async () => {
  base = await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  const company = await createCompany(ctx.app);
  companyUuid = company.uuid;
  companyId = company.id;
  people = [await createOwner(ctx.app, company)];
  for (let i = 0; i < 7; i += 1) people.push(await createInstaller(ctx.app, company));
  operators = [];
  for (const role of ['admin', 'support'] as const) {
    operators.push(await api.headersOf({ operator: await createOperator(ctx.app, role) }));
  }
});
afterAll(async () => {
  // let the last requests finish before the app closes
  await new Promise((r) => setTimeout(r, 300));
});

/** Answers that are not part of the game (5xx, or a status the step does not expect). */
const unexpected: string[] = [];

async function call(
  headers: { authorization: string },
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(base + path, {
    method,
    headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

function expectStatus(what: string, got: { status: number }, ...allowed: number[]): boolean {
  if (allowed.includes(got.status)) return true;
  unexpected.push(`${what} → ${got.status} ${JSON.stringify(got).slice(0, 200)}`);
  return false;
}

async function newProject(headers: { authorization: string }): Promise<string | null> {
  const res = await call(headers, 'POST', '/api/v1/projects', {
    streetName: 'ul. Równoległa 8',
    postalCode: '30-001',
  });
  return expectStatus('create a project', res, 201) ? (res.body.uuid as string) : null;
}

/** Closes a project with 1–3 products by its survey; every third time the survey is sent twice at once. */
async function closer(headers: { authorization: string }, round: number): Promise<void> {
  const project = await newProject(headers);
  if (!project) return;
  const products = Array.from({ length: 1 + (round % 3) }, () => scanOf(project));
  const saved = await call(headers, 'POST', '/api/v1/scans/bulk', products);
  if (!expectStatus('scan products', saved, 200)) return;
  const submit = () => call(headers, 'POST', `/api/v1/projects/${project}/survey`, PL_SURVEY);
  const answers = await Promise.all(round % 3 === 0 ? [submit(), submit()] : [submit()]);
  // two taps at once: one closes the project with its points, the other finds it closed
  for (const answer of answers) expectStatus('survey', answer, 200, 409);
  if (answers.filter((a) => a.status === 200).length !== 1) unexpected.push('not one survey closed it');
}

/** A project with a tag-photo product goes to review; two operators approve it at once. */
/** One project through review; false once the person's photo quota is used up (SCAN_IMAGE_QUOTA). */
async function reviewed(headers: { authorization: string }): Promise<boolean> {
  const project = await newProject(headers);
  if (!project) return true;
  const form = new FormData();
  form.append('image', new Blob([PNG_BYTES], { type: 'image/png' }), 'tag.png');
  const upload = await fetch(`${base}/api/v1/scans/images`, { method: 'POST', headers, body: form });
  if (upload.status === 429) return false;
  if (!expectStatus('upload a photo', upload, 201)) return true;
  const image = ((await upload.json()) as { image_data: string }).image_data;
  const scans = [scanOf(project), { ...scanOf(project, tagPhotoSerial()), image_data: image }];
  for (const scan of scans) {
    if (!expectStatus('scan', await call(headers, 'POST', '/api/v1/scans', scan), 201)) return true;
  }
  const surveyed = await call(headers, 'POST', `/api/v1/projects/${project}/survey`, PL_SURVEY);
  if (!expectStatus('survey into review', surveyed, 200)) return true;
  if ((surveyed.body.status as { id: number }).id !== PROJECT_STATUS.IN_REVIEW) {
    unexpected.push(`not in review: ${JSON.stringify(surveyed.body.status)}`);
  }
  const decisions = await Promise.all(
    operators.map((operator) =>
      call(operator, 'POST', `/api/admin/projects/${project}/review`, { approve: true }),
    ),
  );
  for (const decision of decisions) expectStatus('approve', decision, 200, 409);
  if (decisions.filter((d) => d.status === 200).length !== 1) unexpected.push('not one approval closed it');
  return true;
}

interface Reading {
  balance: number;
  ledgerSum: number;
}

async function read(): Promise<Reading> {
  // one statement: one snapshot of the balance and the ledger
  const { rows } = await ctx.database.executeSql(
    `select c.points_balance as balance,
            (select coalesce(sum(l.points), 0)::int from points_ledger l where l.company_id = c.id) as "ledgerSum"
       from companies c where c.id = $1`,
    [companyId],
  );
  const row = rows[0] as { balance: number; ledgerSum: number };
  return { balance: Number(row.balance), ledgerSum: Number(row.ledgerSum) };
}

describe('points under concurrent writers', () => {
  it(
    `keeps balance = ledger sum ≥ 0 while 8 writers change it for ${SECONDS} s`,
    async () => {
      const deadline = Date.now() + SECONDS * 1000;
      const violations: string[] = [];
      let readings = 0;
      let expiries = 0;
      const counts = { closed: 0, reviewed: 0 };

      const reader = (async () => {
        while (Date.now() < deadline) {
          const reading = await read();
          const shown = await call(
            await api.headersOf(people[0]!),
            'GET',
            `/api/v1/company/points/${companyUuid}`,
          );
          readings += 1;
          if (reading.balance !== reading.ledgerSum || reading.balance < 0) {
            violations.push(`balance ${reading.balance}, ledger sum ${reading.ledgerSum}`);
          }
          if (!expectStatus('read the points', shown, 200) || (shown.body.company_points as number) < 0) {
            violations.push(`points shown ${JSON.stringify(shown.body)}`);
          }
          await new Promise((r) => setTimeout(r, READ_EVERY_MS));
        }
      })();

      const writers = people.map(async (person, index) => {
        const headers = await api.headersOf(person);
        for (let round = 0; Date.now() < deadline; round += 1) {
          if (index < 5) {
            await closer(headers, round);
            counts.closed += 1;
          } else {
            // a reviewer whose photo quota is used up stops, as the person would have to
            if (!(await reviewed(headers))) break;
            counts.reviewed += 1;
          }
        }
      });

      // Debits at the same time, through the points module: the expiry of a year to come takes what is
      // left of this year's points (each run a year further, so each is a reference of its own).
      const debits = (async () => {
        const { db } = ctx.database;
        for (let years = 2; Date.now() < deadline; years += 1) {
          const clock = createManualClock(new Date(Date.now() + years * 366 * 24 * 60 * 60 * 1000));
          const expiry = createPointsExpiry({ db, clock, points: createPointsService({ db, clock }) });
          const outcome = await expiry.run();
          if (outcome.points > 0) expiries += 1;
          await new Promise((r) => setTimeout(r, 500));
        }
      })();

      await Promise.all([reader, ...writers, debits]);

      expect(unexpected).toEqual([]);
      expect(violations).toEqual([]);
      expect(readings).toBeGreaterThan((SECONDS * 1000) / READ_EVERY_MS / 4);
      expect(counts.closed).toBeGreaterThan(SECONDS / 3);
      expect(counts.reviewed).toBeGreaterThan(1);
      expect(expiries).toBeGreaterThan(0);

      const final = await read();
      expect(final.balance).toBe(final.ledgerSum);
      const shown = await call(
        await api.headersOf(people[0]!),
        'GET',
        `/api/v1/company/points/${companyUuid}`,
      );
      expect(shown.body.company_points).toBe(final.balance);

      // each project credited once, with what it says it awarded; each debit reference taken once
      const { rows: twice } = await ctx.database.executeSql(
        `select reference_type, reference_id, variation, count(*)::int as n from points_ledger
        where company_id = $1 and reference_id is not null
        group by reference_type, reference_id, variation having count(*) > 1`,
        [companyId],
      );
      expect(twice).toEqual([]);
      const { rows: awarded } = await ctx.database.executeSql(
        `select (select coalesce(sum(points_awarded), 0)::int from projects where company_id = $1) as projects,
              (select coalesce(sum(points), 0)::int from points_ledger
                where company_id = $1 and reference_type = 'project') as ledger`,
        [companyId],
      );
      expect(Number(awarded[0]!.ledger)).toBe(Number(awarded[0]!.projects));
      expect(Number(awarded[0]!.ledger)).toBeGreaterThan(0);
    },
    (SECONDS + 60) * 1000,
  );
});
