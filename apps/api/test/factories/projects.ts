import type { CreateProject, Project } from '@club/contract';
import type { FastifyInstance } from 'fastify';
import type { UserRow } from '../../src/db/schema/users';

let sequence = 0;

/** An in-progress project of the user's company, created as the app creates one; pass overrides. */
export async function createProject(
  app: FastifyInstance,
  user: Pick<UserRow, 'companyId' | 'uuid'>,
  overrides: Partial<CreateProject> = {},
): Promise<Project> {
  sequence += 1;
  return app.services.projects.create(user.companyId, user.uuid, {
    name: `Dom jednorodzinny ${sequence}`,
    streetName: `ul. Słoneczna ${sequence}`,
    city: 'Kraków',
    postalCode: '30-001',
    ...overrides,
  });
}
