import { ROLES } from '@club/contract';
import { describe, expect, it } from 'vitest';
import { testApi } from '../../../test/api';
import { setupTestApp, testConfig } from '../../../test/build-app';
import { createCompany } from '../../../test/factories/companies';
import { createInstaller, createOwner } from '../../../test/factories/users';
import { verifyAccessToken, type UserPrincipal } from './access-token';

// ARCHITECTURE §4: the token's company and role are checked against the session's account on every
// request. Whoever learns the signing key (it once had a published development value) and re-signs a
// live session's token with another company or a higher role is refused, as a revoked session is.
const ctx = setupTestApp();
const api = testApi(ctx);

async function livePrincipal(user: Parameters<typeof api.headersOf>[0]): Promise<UserPrincipal> {
  const { authorization } = await api.headersOf(user);
  const principal = await verifyAccessToken(authorization.slice('Bearer '.length), {
    secret: testConfig().jwtSecret,
    clock: { now: () => new Date() },
  });
  if (principal?.kind !== 'user') throw new Error('no user principal');
  return principal;
}

describe('tokens that claim another company or role than their session', () => {
  it('refuses a live session re-signed with another company, on guarded and self-checked routes', async () => {
    const installer = await createInstaller(ctx.app);
    const victim = await createCompany(ctx.app);
    const principal = await livePrincipal(installer);
    const honest = await ctx.authHeader(principal);
    expect((await api.as({ headers: honest }).get('/api/v1/projects')).status).toBe(200);
    const forged = await ctx.authHeader({ ...principal, companyId: victim.id });
    expect((await api.as({ headers: forged }).get('/api/v1/projects')).status).toBe(401);
    expect((await api.as({ headers: forged }).get('/api/v1/installer/user/self')).status).toBe(401);
    const create = await api
      .as({ headers: forged })
      .post('/api/v1/projects', { body: { streetName: 'ul. Obca 1', city: 'Łódź', postalCode: '90-001' } });
    expect(create.status).toBe(401);
  });

  it("refuses an installer's live session re-signed as the company's owner", async () => {
    const company = await createCompany(ctx.app);
    await createOwner(ctx.app, company);
    const installer = await createInstaller(ctx.app, company);
    const principal = await livePrincipal(installer);
    const promoted = await ctx.authHeader({ ...principal, roleId: ROLES.companyOwner.id });
    expect((await api.as({ headers: promoted }).get('/api/v1/projects')).status).toBe(401);
  });
});
