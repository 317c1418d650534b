import { contracts } from '@trini/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../helpers.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await build();
});
afterAll(() => app.close());

/** The parts of the OpenAPI document these tests read. */
interface Operation {
  tags: string[];
  responses: Record<string, unknown>;
  requestBody?: { content: Record<string, { schema?: unknown }> };
  security?: unknown[];
}
interface OpenApiDocument {
  openapi: string;
  info: { title: string };
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, { scheme: string }> };
}

describe('OpenAPI from the domain contracts', () => {
  it('GET /openapi.json is OpenAPI 3.1 with every contract path and method', async () => {
    const res = await app.inject({ method: 'GET', url: '/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<OpenApiDocument>();
    expect(doc.openapi).toMatch(/^3\.1/);
    expect(doc.info.title).toBeTruthy();
    for (const c of Object.values(contracts)) {
      const item = doc.paths[c.path];
      expect(item, c.path).toBeDefined();
      expect(item?.[c.method.toLowerCase()], `${c.method} ${c.path}`).toBeDefined();
      expect(item?.[c.method.toLowerCase()]?.responses['200']).toBeDefined();
    }
    expect(
      doc.paths['/api/shop/SaveOrder']?.post?.requestBody?.content['application/json']?.schema,
    ).toBeDefined();
    expect(Object.keys(doc.paths).some((p) => p.startsWith('/__mock'))).toBe(false);
  });

  it('each operation is tagged with its contract’s tag, one spelling per group', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/openapi.json' })).json<OpenApiDocument>();
    for (const c of Object.values(contracts)) {
      expect(doc.paths[c.path]?.[c.method.toLowerCase()]?.tags, `${c.method} ${c.path}`).toEqual([
        c.tag,
      ]);
    }
    const tags = Object.values(doc.paths).flatMap((item) =>
      Object.values(item).flatMap((op) => op.tags),
    );
    // No tag of its own: the docs' groups are the contracts' (spelled in the domain's test).
    expect(new Set(tags)).toEqual(new Set(Object.values(contracts).map((c) => c.tag)));
  });

  it('customer-token contracts declare bearer security', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/openapi.json' })).json<OpenApiDocument>();
    expect(doc.paths['/api/Common/LoadCustomer']?.get?.security).toEqual([{ bearerAuth: [] }]);
    expect(doc.components.securitySchemes.bearerAuth?.scheme).toBe('bearer');
  });

  it('/docs serves the interactive documentation', async () => {
    const res = await app.inject({ method: 'GET', url: '/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/swagger/i);
  });
});
