import { ENDPOINTS } from '@club/contract';
import { describe, expect, it } from 'vitest';
import { setupTestApp } from './build-app';

const ctx = setupTestApp();

interface OpenApiDocument {
  paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
  components: { schemas?: Record<string, unknown> };
}

async function openApi(): Promise<OpenApiDocument> {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  return res.json<OpenApiDocument>();
}

/** `/v1/projects/:id` as OpenAPI writes it: `/api/v1/projects/{id}`. */
const openApiPath = (path: string) => `/api${path.replace(/:([A-Za-z_]+)/g, '{$1}')}`;

describe('OpenAPI document', () => {
  it('names the contract schemas in components.schemas', async () => {
    const { components } = await openApi();
    expect(Object.keys(components.schemas ?? {})).toEqual(
      expect.arrayContaining([
        'Error',
        'ValidationError',
        'Session',
        'User',
        'Project',
        'SaveScan',
        'Company',
      ]),
    );
  });

  it('documents 401 on every endpoint that needs a session, 422 on every one with input', async () => {
    const { paths } = await openApi();
    for (const [name, endpoint] of Object.entries(ENDPOINTS)) {
      const operation = paths[openApiPath(endpoint.path)]?.[endpoint.method.toLowerCase()];
      expect(operation, name).toBeDefined();
      const statuses = Object.keys(operation?.responses ?? {});
      if (endpoint.access !== 'public') expect(statuses, name).toContain('401');
      if ('params' in endpoint || 'query' in endpoint || 'body' in endpoint) {
        expect(statuses, name).toContain('422');
      }
    }
  });
});
