import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  buildTestServer,
  fakeClientBuild,
  startHangingApi,
  startMockApi,
} from './test/test-stack.ts';

let api: Awaited<ReturnType<typeof startMockApi>>;
let app: FastifyInstance;
const client = fakeClientBuild();

beforeAll(async () => {
  api = await startMockApi();
  app = await buildTestServer(api.origin, client.dir);
});
afterAll(async () => {
  await app.close();
  await api.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers: { host: 'shop.test', ...headers } });

/** The content of `<meta {key}="{name}">` in a page. */
const meta = (html: string, name: string): string | undefined =>
  new RegExp(`<meta (?:name|property)="${name.replace(/[.:]/g, '\\$&')}" content="([^"]*)"`).exec(
    html,
  )?.[1];

/** The part of a page's state script (`trini-state`) these tests read; null when it has none. */
interface PageState {
  api: { queries: Record<string, { status: string } | undefined> };
  calls?: Record<string, unknown>;
}

/** The state script's JSON in `html`, parsed; null when the page has none. */
function pageState(html: string): PageState | null {
  const text = /<script type="application\/json" id="trini-state">(.*?)<\/script>/s.exec(html)?.[1];
  return text === undefined ? null : (JSON.parse(text) as PageState);
}

describe('server-rendered pages: status, text and head tags in the HTML', () => {
  it('a product page shows its name, price, absolute og:image, product price tags and JSON-LD', async () => {
    const res = await get('/productdetails/1001');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const html = res.body;
    expect(html).toContain(
      '<title>Wireless Earbuds with Charging Case | Trini Online Store</title>',
    );
    expect(html).toMatch(/<h1[^>]*>Wireless Earbuds with Charging Case<\/h1>/);
    expect(html).toMatch(/TT\$\s*\d/);
    expect(meta(html, 'og:image')).toMatch(/^http:\/\/shop\.test\/media\/.+\.jpg$/);
    expect(meta(html, 'og:type')).toBe('product');
    expect(meta(html, 'og:url')).toBe('http://shop.test/productdetails/1001');
    expect(meta(html, 'product:price:currency')).toBe('TTD');
    expect(Number(meta(html, 'product:price:amount'))).toBeGreaterThan(0);
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    expect(html).toContain('<link rel="canonical" href="http://shop.test/productdetails/1001"');
    // The JSON-LD is raw JSON a crawler can parse (not HTML-escaped inside its script).
    const ld = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1] ?? '';
    expect(JSON.parse(ld)).toMatchObject({
      '@type': 'Product',
      name: 'Wireless Earbuds with Charging Case',
      offers: { priceCurrency: 'TTD' },
    });
    // Reviews are part of the product call and rendered too.
    expect(html).toContain('Top Reviews');
  });

  it('home, search, category and a static page render their content', async () => {
    const home = await get('/');
    expect(home.statusCode).toBe(200);
    expect(home.body.match(/href="\/productdetails\/\d+"/g)?.length ?? 0).toBeGreaterThanOrEqual(
      15,
    );
    const search = await get('/search/a');
    expect(search.statusCode).toBe(200);
    expect(search.body).toContain('Searched Products: a | Trini Online Store');
    expect(search.body).toMatch(/href="\/productdetails\/\d+"/);
    const category = await get('/category/1');
    expect(category.statusCode).toBe(200);
    expect(category.body).toContain('ALL CATEGORIES');
    expect(category.body).toMatch(/href="\/productdetails\/\d+"/);
    // The design page's sections are rendered too (shopping.md §2 category page).
    expect(category.body).toContain('New Arrivals');
    const about = await get('/aboutus');
    expect(about.statusCode).toBe(200);
    expect(about.body).toContain('<title>About Us | Trini Online Store</title>');
  });

  it('carries the RTK Query cache in a JSON script (no inline JavaScript) for hydration, without the calls behind it', async () => {
    const html = (await get('/productdetails/1001')).body;
    const data = pageState(html);
    expect(data?.api.queries['loadProduct(1001)']?.status).toBe('fulfilled');
    // The calls are a recording aid (SSR_CALLS=1): a page rendered with the default settings,
    // production's, carries none.
    expect(data).not.toHaveProperty('calls');
    // Every script the page has is either a module file or data.
    for (const tag of html.match(/<script\b[^>]*>/g) ?? [])
      expect(tag).toMatch(/type="(module|application\/json|application\/ld\+json)"/);
  });

  it('with SSR_CALLS on, the state also carries the contract request behind each fulfilled query, for a HAR import', async () => {
    const noting = await buildTestServer(api.origin, client.dir, { ssrCalls: true });
    try {
      const res = await noting.inject({
        method: 'GET',
        url: '/productdetails/1001',
        headers: { host: 'shop.test' },
      });
      const data = pageState(res.body);
      expect(data?.calls?.['loadProduct(1001)']).toEqual({
        method: 'GET',
        path: '/api/Product/loadproduct',
        params: { ProductNo: 1001, LoadReviews: true },
      });
      for (const key of Object.keys(data?.calls ?? {}))
        expect(data?.api.queries[key]?.status, key).toBe('fulfilled');
    } finally {
      await noting.close();
    }
  });

  it('unknown paths, products and categories answer 404 with the readable page', async () => {
    const path = await get('/no/such/page');
    expect(path.statusCode).toBe(404);
    expect(path.body).toMatch(/We couldn(&#x27;|&#39;|')t find that page/);
    const product = await get('/productdetails/99999');
    expect(product.statusCode).toBe(404);
    expect(product.body).toContain('Product not found');
    const badNumber = await get('/productdetails/abc');
    expect(badNumber.statusCode).toBe(404);
    const category = await get('/category/999');
    expect(category.statusCode).toBe(404);
    expect(category.body).toContain('Category not found');
  });

  it('a path that cannot be decoded is a readable 400 page; a product number past any id is a 404', async () => {
    for (const url of ['/search/%ff%fe', '/search/%']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.body, url).toContain('This address could not be read');
    }
    const huge = await get('/productdetails/99999999999999999999');
    expect(huge.statusCode).toBe(404);
    expect(huge.body).toContain('Product not found');
  });

  it("a client's malformed URL is never a 500", async () => {
    for (const url of ['/productdetails/%E0%A4%A', '/search/%', '/category/%FF', '/%2e%2e/%2e%2e'])
      expect((await get(url)).statusCode, url).toBeLessThan(500);
  });
});

describe('production headers', () => {
  it('pages: CSP without unsafe-inline scripts, no framing, nosniff, referrer policy, CDN caching', async () => {
    const res = await get('/productdetails/1001');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['cache-control']).toBe(
      'public, max-age=0, s-maxage=60, stale-while-revalidate=300',
    );
  });

  it('every page is whole in its first answer: no Suspense boundary is left to a streamed inline script, which the CSP would refuse', async () => {
    for (const url of ['/', '/productdetails/1001', '/category/1', '/search/a', '/cart']) {
      const html = (await get(url)).body;
      expect(html, url).toContain('<dialog');
      expect(html, url).toContain('<footer');
      expect(html, url).not.toContain('<!--$?-->');
      expect(html, url).not.toContain('$RC');
    }
  });

  it('pages are compressed for browsers that accept it', async () => {
    const res = await get('/', { 'accept-encoding': 'br, gzip' });
    expect(res.headers['content-encoding']).toBe('br');
  });

  it('hashed assets are immutable and sent precompressed (brotli, gzip, or plain)', async () => {
    const br = await get(`/${client.script}`, { 'accept-encoding': 'br, gzip' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const gz = await get(`/${client.script}`, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await get(`/${client.script}`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(client.source);
    expect((await get('/favicon.svg')).headers['cache-control']).toBe('public, max-age=3600');
  });

  it('a web app manifest with name, theme colour and icons lets a phone add the shop to its home screen', async () => {
    const res = await get('/manifest.webmanifest');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = JSON.parse(res.body) as {
      name: string;
      short_name: string;
      start_url: string;
      display: string;
      theme_color: string;
      icons: { src: string; sizes: string; type: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({ name: 'Trini Online Store', display: 'standalone' });
    const page = await get(manifest.start_url);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<link rel="manifest" href="/manifest.webmanifest"');
    expect(page.body).toContain(`<meta name="theme-color" content="${manifest.theme_color}"`);
    const png = manifest.icons.filter((i) => i.type === 'image/png');
    expect(png.map((i) => `${i.sizes} ${i.purpose}`)).toEqual(
      expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
    );
    for (const icon of png) {
      const file = await app.inject({ method: 'GET', url: icon.src });
      expect(file.headers['content-type']).toBe('image/png');
      // PNG IHDR: width and height are the big-endian words at bytes 16 and 20.
      const width = file.rawPayload.readUInt32BE(16);
      const height = file.rawPayload.readUInt32BE(20);
      expect(`${width}x${height}`).toBe(icon.sizes);
    }
  });

  it('the page template is not served as a file', async () => {
    const res = await get('/index.html');
    expect(res.body).not.toContain('<!--app-html-->');
  });

  it('/health answers ok; /api is proxied to the API', async () => {
    expect((await get('/health')).json()).toEqual({ status: 'ok' });
    const products = await get(
      '/api/trini/GetProducts?MaxRecords=3&HomePageProducts=true&PageNo=1',
    );
    expect(products.statusCode).toBe(200);
    expect(products.json()).toHaveLength(3);
  });
});

describe('when the API cannot be reached', () => {
  it('answers 503 with Retry-After and a readable page, not a hung request', async () => {
    const hanging = await startHangingApi();
    const slow = await buildTestServer(hanging.origin, client.dir, { apiTimeoutMs: 300 });
    try {
      const started = Date.now();
      const res = await slow.inject({ method: 'GET', url: '/productdetails/1001' });
      expect(Date.now() - started).toBeLessThan(5000);
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('30');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body).toMatch(/We couldn(&#x27;|&#39;|')t load this product\./);
    } finally {
      await slow.close();
      await hanging.close();
    }
  });

  it("a shopper's call through /api past API_PROXY_TIMEOUT_MS gets the shop's 504 with a message", async () => {
    const hanging = await startHangingApi();
    const slow = await buildTestServer(hanging.origin, client.dir, { apiProxyTimeoutMs: 300 });
    try {
      const started = Date.now();
      const res = await slow.inject({ method: 'POST', url: '/api/shop/SaveOrder', payload: {} });
      expect(Date.now() - started).toBeLessThan(5000);
      expect(res.statusCode).toBe(504);
      expect(res.json()).toHaveProperty('msg', expect.stringMatching(/could not be reached/));
    } finally {
      await slow.close();
      await hanging.close();
    }
  });

  it('answers 503 when nothing listens at the API address', async () => {
    const down = await buildTestServer('http://127.0.0.1:9', client.dir);
    try {
      const res = await down.inject({ method: 'GET', url: '/' });
      expect(res.statusCode).toBe(503);
      expect(res.body).toContain('Our Products');
    } finally {
      await down.close();
    }
  });
});
