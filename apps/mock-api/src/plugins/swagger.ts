import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';

import fp from 'fastify-plugin';
import { createJsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/** Options of the swagger plugin. */
export interface SwaggerPluginOptions {
  publicUrl: string;
}

/**
 * OpenAPI 3.1 generated from the routes' zod schemas (i.e. from the domain contracts) via
 * @fastify/swagger and fastify-type-provider-zod's transform; served at GET /openapi.json,
 * with interactive docs at /docs. Must be registered before the routes.
 */
export const swaggerPlugin = fp<SwaggerPluginOptions>(
  async (app, opts) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Trini storefront mock API',
          description:
            'Mock of the storefront backend. Every route is generated from the @trini/domain contracts. ' +
            'Send `x-mock-session: <id>` for an isolated state; see /__mock for test control.',
          version: '0.1.0',
        },
        servers: [{ url: opts.publicUrl }],
        components: {
          securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
      },
      transform: createJsonSchemaTransform({ skipList: [] }),
      transformObject: jsonSchemaTransformObject,
    });
    await app.register(swaggerUi, { routePrefix: '/docs' });
    app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  },
  { name: 'swagger' },
);
