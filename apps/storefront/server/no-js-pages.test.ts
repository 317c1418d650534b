import { describe, expect, it } from 'vitest';
import { testServerForFile } from './test/test-stack.ts';

const server = testServerForFile();

const page = async (url: string) => {
  const res = await server().inject({ method: 'GET', url, headers: { host: 'shop.test' } });
  expect(res.statusCode).toBe(200);
  return res.body;
};

/**
 * The attributes of every `<name …>` start tag of `html`, in document order, whatever order the
 * renderer writes them in.
 */
function tags(html: string, name: string): Record<string, string>[] {
  const out: Record<string, string>[] = [];
  for (const tag of html.matchAll(new RegExp(`<${name}\\b([^>]*)>`, 'g'))) {
    const attributes: Record<string, string> = {};
    for (const a of (tag[1] ?? '').matchAll(/([\w-]+)(?:="([^"]*)")?/g))
      if (a[1]) attributes[a[1]] = a[2] ?? '';
    out.push(attributes);
  }
  return out;
}

describe('pages that work without JavaScript: the server renders their forms', () => {
  it("the category page's controls are one GET form to the page, sent by Apply buttons shown only without JavaScript", async () => {
    const html = await page('/category/1?view=list&page=2');
    const form = tags(html, 'form').find((f) => f.method === 'get' && f.action === '/category/1');
    const id = form?.id;
    expect(id).toBeTruthy();
    // Sort By, Show, the TT$ max and the availability boxes belong to it.
    const fields = [...tags(html, 'select'), ...tags(html, 'input')].filter((f) => f.form === id);
    expect(fields.map((f) => f.name)).toEqual(
      expect.arrayContaining(['sort', 'show', 'price', 'stock']),
    );
    expect(fields.filter((f) => f.name === 'stock').map((f) => f.value)).toEqual(['in', 'out']);
    const applies = Array.from(
      html.matchAll(/<noscript><button ([^>]*)>(Apply|Apply filters)<\/button><\/noscript>/g),
      (m): Record<string, string | undefined> => ({
        label: m[2],
        ...tags(`<button ${m[1]}>`, 'button')[0],
      }),
    );
    expect(applies.map((b) => [b.label, b.type, b.form])).toEqual(
      expect.arrayContaining([
        ['Apply', 'submit', id],
        ['Apply filters', 'submit', id],
      ]),
    );
    expect(applies).toHaveLength(2);
    // The view shown is kept when the form is sent.
    expect(tags(html, 'input')).toContainEqual({ type: 'hidden', name: 'view', value: 'list' });
  });

  it('the header search is a GET form to /search with the field text', async () => {
    const html = await page('/');
    expect(tags(html, 'form')).toContainEqual(
      expect.objectContaining({ role: 'search', method: 'get', action: '/search' }),
    );
    expect(tags(html, 'input')).toContainEqual(
      expect.objectContaining({ type: 'search', name: 'text' }),
    );
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

  it('a login, registration or order form sent without JavaScript comes back to its page (303), its body dropped', async () => {
    for (const url of ['/login', '/register', '/checkout']) {
      const res = await server().inject({
        method: 'POST',
        url,
        headers: { host: 'shop.test', 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'Mobile=7000001&Password=secret',
      });
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe(url);
    }
    const huge = await server().inject({
      method: 'POST',
      url: '/login',
      headers: { host: 'shop.test', 'content-type': 'application/x-www-form-urlencoded' },
      payload: `Password=${'x'.repeat(20_000)}`,
    });
    expect(huge.statusCode).toBe(413);
  });
});
