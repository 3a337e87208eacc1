import { randomInt } from 'node:crypto';
import { createInstaller as createInstallerCall } from '@club/contract';
import { describe, expect, it } from 'vitest';
import { testApi } from '../../../test/api';
import { setupTestApp } from '../../../test/build-app';
import { createCompany } from '../../../test/factories/companies';
import { createInstaller, createOwner } from '../../../test/factories/users';

const ctx = setupTestApp({ env: { RATE_LIMITS_ENABLED: 'false' } });
const api = testApi(ctx);
const ROUNDS = 20;
const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';

const body = () => ({ name: 'Tomasz', surname: 'Nowak', phone: `50${randomInt(1_000_000, 9_999_999)}` });

describe('the team limit under concurrency (spec 03 §6)', () => {
  // PGlite runs one query at a time and hides the race that PostgreSQL shows; the assertions are the same.
  it(`fills the last place (the 10th installer, 11th member) once of two sent at once, ${ROUNDS} rounds (${database})`, async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const company = await createCompany(ctx.app);
      const owner = await createOwner(ctx.app, company);
      for (let i = 0; i < 9; i += 1) await createInstaller(ctx.app, company);
      const answers = await Promise.all([
        api.as(owner).post(createInstallerCall, { body: body() }),
        api.as(owner).post(createInstallerCall, { body: body() }),
      ]);
      expect(answers.map((a) => a.status).sort(), `round ${round}`).toEqual([201, 409]);
    }
  }, 240_000);
});
