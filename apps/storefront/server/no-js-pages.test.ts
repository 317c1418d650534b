import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildTestServer, fakeClientBuild, startMockApi } from './test-stack.ts';

let api: Awaited<ReturnType<typeof startMockApi>>;
let app: FastifyInstance;

beforeAll(async () => {
  api = await startMockApi();
  app = await buildTestServer(api.origin, fakeClientBuild().dir);
});
afterAll(async () => {
  await app.close();
  await api.close();
});

const page = async (url: string) => {
  const res = await app.inject({ method: 'GET', url, headers: { host: 'shop.test' } });
  expect(res.statusCode).toBe(200);
  return res.body;
};

describe('pages that work without JavaScript (issue 23 §1): the server renders their forms', () => {
  it("the category page's controls are one GET form to the page, sent by Apply buttons shown only without JavaScript", async () => {
    const html = await page('/category/1?view=list&page=2');
    const id = /<form id="([^"]+)" method="get" action="\/category\/1">/.exec(html)?.[1];
    expect(id).toBeTruthy();
    // Sort By, Show, the TT$ max and the availability boxes belong to it.
    for (const field of [
      'select[^>]* name="sort"',
      'select[^>]* name="show"',
      'input[^>]* name="price"',
    ])
      expect(html).toMatch(new RegExp(`<${field} form="${id}"`));
    expect(html.match(new RegExp(`name="stock" value="(in|out)" form="${id}"`, 'g'))).toHaveLength(
      2,
    );
    expect(html).toContain(
      `<noscript><button type="submit" form="${id}" class="btn btn--small">Apply</button></noscript>`,
    );
    expect(html).toMatch(
      new RegExp(
        `<noscript><button type="submit" form="${id}"[^>]*>Apply filters</button></noscript>`,
      ),
    );
    // The view shown is kept when the form is sent.
    expect(html).toContain('<input type="hidden" name="view" value="list"/>');
  });

  it('the header search is a GET form to /search with the field text', async () => {
    const html = await page('/');
    expect(html).toMatch(/<form role="search" method="get" action="\/search"/);
    expect(html).toMatch(/<input [^>]*type="search" name="text"/);
  });
});
