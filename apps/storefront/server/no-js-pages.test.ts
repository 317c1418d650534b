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

  it('/login and /register render their form; the header links to them', async () => {
    const home = await page('/');
    expect(home).toMatch(/<a href="\/login"[^>]*>Login<\/a>/);
    expect(home).toMatch(/<a href="\/register"[^>]*>Register<\/a>/);
    for (const [path, title] of [
      ['/login', 'LogIn'],
      ['/register', 'Register'],
    ] as const) {
      const html = await page(path);
      expect(html).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`));
      expect(html).toMatch(/<form [^>]*method="post"/);
      expect(html).toContain('type="password"');
    }
  });

  it('a login or registration form sent without JavaScript comes back to its page (303), its body dropped', async () => {
    for (const url of ['/login', '/register']) {
      const res = await app.inject({
        method: 'POST',
        url,
        headers: { host: 'shop.test', 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'Mobile=7000001&Password=secret',
      });
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe(url);
    }
    const huge = await app.inject({
      method: 'POST',
      url: '/login',
      headers: { host: 'shop.test', 'content-type': 'application/x-www-form-urlencoded' },
      payload: `Password=${'x'.repeat(10_000)}`,
    });
    expect(huge.statusCode).toBe(413);
  });
});
