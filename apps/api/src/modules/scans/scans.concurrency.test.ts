import { saveScan, saveScansBulk } from '@club/contract';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { testApi, type TestApi } from '../../../test/api';
import { setupTestApp } from '../../../test/build-app';
import { createProject } from '../../../test/factories/projects';
import { createInstaller } from '../../../test/factories/users';
import { scanOf, uniqueSerial } from '../../../test/scans';
import { projectProducts } from '../../db/schema/projects';
import type { UserRow } from '../../db/schema/users';

const ctx = setupTestApp();
const COMPANIES = 50;
const ROUNDS = 20;
const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';

let api: TestApi;
let people: { who: UserRow; project: string }[] = [];

beforeAll(async () => {
  api = testApi(ctx.app);
  people = await Promise.all(
    Array.from({ length: COMPANIES }, async () => {
      const who = await createInstaller(ctx.app);
      const project = await createProject(ctx.app, who);
      return { who, project: project.uuid };
    }),
  );
}, 120_000);

describe('the serial register under concurrency (ARCHITECTURE §6)', () => {
  // On PostgreSQL the saves truly race and only the unique index can decide; PGlite runs one query at a
  // time, so there the same scenario checks the rule without the race. The assertions are the same.
  it(`registers a serial saved in parallel by ${COMPANIES} companies exactly once, ${ROUNDS} rounds (${database})`, async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const serial = uniqueSerial();
      const answers = await Promise.all(
        people.map(({ who, project }) => api.as(who).post(saveScan, { body: scanOf(project, serial) })),
      );
      const codes = answers.map((res) => res.status);
      expect(
        codes.filter((code) => code === 201),
        `round ${round}`,
      ).toHaveLength(1);
      expect(
        codes.filter((code) => code === 406),
        `round ${round}`,
      ).toHaveLength(COMPANIES - 1);
      const [rows] = await ctx.database.db
        .select({ n: count() })
        .from(projectProducts)
        .where(eq(projectProducts.serialNumber, serial));
      expect(rows?.n).toBe(1);
    }
  }, 240_000);

  it(`gives each serial of a batch sent by two companies at once, in opposite orders, to one of them (${database})`, async () => {
    const [a, b] = people;
    if (!a || !b) throw new Error('no companies');
    const serials = Array.from({ length: 100 }, () => uniqueSerial());
    // The second sends them in reverse order: the server must not deadlock on the unique index.
    const [first, second] = await Promise.all(
      [a, b].map(({ who, project }, index) =>
        api.as(who).post(saveScansBulk, {
          body: (index === 0 ? serials : [...serials].reverse()).map((serial) => scanOf(project, serial)),
        }),
      ),
    );
    expect([first?.status, second?.status]).toEqual([200, 200]);
    const valid = (res: typeof first) =>
      (res?.body as { status: string }[] | undefined)?.filter((v) => v.status === 'valid').length;
    // Each serial goes to exactly one of the two companies.
    expect((valid(first) ?? 0) + (valid(second) ?? 0)).toBe(100);
  }, 60_000);
});
