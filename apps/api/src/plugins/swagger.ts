import { APP_VERSION } from '@club/contract';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/** The OpenAPI document, generated from the contract's zod schemas: UI at /api/docs, JSON at /api/docs/json. */
export const swaggerPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(swagger, {
      openapi: {
        info: { title: 'Installer Club API', version: APP_VERSION },
        servers: [{ url: '/' }],
        components: {
          securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
      },
      transform: jsonSchemaTransform,
      // Schemas the contract names with `.meta({ id })` become components.schemas, referenced by name.
      transformObject: jsonSchemaTransformObject,
    });
    await app.register(async (docs) => {
      // The documentation is public; marking its routes keeps the every-route-has-a-policy rule whole.
      docs.addHook('onRoute', (routeOptions) => {
        routeOptions.config = { ...routeOptions.config, access: 'public' };
      });
      await docs.register(swaggerUi, {
        routePrefix: '/api/docs',
        uiConfig: { validatorUrl: null },
        staticCSP: true,
        // Same reason as the app's CSP: the docs must open over plain http on a local network too.
        transformStaticCSP: (header) => header.replace(/\s*upgrade-insecure-requests;?/, ''),
      });
    });
  },
  { name: 'swagger' },
);
