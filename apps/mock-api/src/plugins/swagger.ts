import swagger from '@fastify/swagger';
import fp from 'fastify-plugin';
import { peerInstalled } from '../optional-peers.js';
import { createJsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/** Options of the swagger plugin. */
export interface SwaggerPluginOptions {
  publicUrl: string;
}

/** GET /docs without @fastify/swagger-ui: where the document is and how to get the pages. */
const DOCS_UI_MISSING = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Trini storefront mock API</title></head>
<body><h1>Trini storefront mock API</h1>
<p>The OpenAPI document is at <a href="/openapi.json">/openapi.json</a>.</p>
<p>For the interactive docs here, install <code>@fastify/swagger-ui</code> beside the mock
(<code>npm i @fastify/swagger-ui</code>) and start it again.</p></body></html>
`;

/**
 * OpenAPI 3.1 generated from the routes' zod schemas (i.e. from the domain contracts) via
 * @fastify/swagger and fastify-type-provider-zod's transform; served at GET /openapi.json,
 * with interactive docs at /docs when @fastify/swagger-ui is installed (else /docs is a page
 * linking the document and saying how to get them). Must be registered before the routes.
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
    if (peerInstalled('@fastify/swagger-ui')) {
      const { default: swaggerUi } = await import('@fastify/swagger-ui');
      await app.register(swaggerUi, { routePrefix: '/docs' });
    } else
      app.get('/docs', { schema: { hide: true } }, async (_request, reply) =>
        reply.type('text/html; charset=utf-8').send(DOCS_UI_MISSING),
      );
    app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  },
  { name: 'swagger' },
);
