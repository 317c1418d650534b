import { describe, expect, it } from 'vitest';
import type { Exchange } from '../../src/record/exchange.js';
import {
  PAGE_STATE_MAX_CHARS,
  pageStateExchanges,
  pageStateText,
} from '../../src/record/page-state.js';

const SHOP = 'https://shop.example.tt';
const AT = '2025-03-04T14:11:12.345Z';

/** The state script as the storefront writes it (`<` escaped). */
const stateScript = (state: unknown) =>
  `<script type="application/json" id="trini-state">${JSON.stringify(state).replace(/</g, '\\u003c')}</script>`;

/** A page the storefront served: `body` as its HTML. */
function page(body: string, over: Partial<Exchange> = {}): Exchange {
  return {
    startedAt: AT,
    method: 'GET',
    url: `${SHOP}/search/red%20shoes?sort=price-asc`,
    requestHeaders: {},
    requestBody: undefined,
    status: 200,
    responseHeaders: { 'content-type': 'text/html; charset=utf-8' },
    setCookies: [],
    responseBody: Buffer.from(body),
    ...over,
  };
}

const html = (state: unknown) =>
  `<!doctype html><html><head><script type="application/ld+json">{"a":1}</script></head>` +
  `<body><div id="root"><p>a &lt;/script&gt; in text</p></div>${stateScript(state)}` +
  `<script type="module" src="/assets/index.js"></script></body></html>`;

const SEARCH = { SearchText: 'red shoes & <socks>', MaxRecords: 15, InStock: true };
const STATE = {
  origin: SHOP,
  api: {
    queries: {
      'getProducts(search)': { status: 'fulfilled', endpointName: 'getProducts', data: [{ a: 1 }] },
      'countProducts(search)': { status: 'rejected', error: { status: 500 } },
      'getCityList(undefined)': { status: 'fulfilled', data: [] },
      'validate(x)': { status: 'fulfilled', data: { success: true } },
      'noCall(1)': { status: 'fulfilled', data: 1 },
    },
  },
  calls: {
    'getProducts(search)': { method: 'GET', path: '/api/trini/GetProducts', params: SEARCH },
    'countProducts(search)': { method: 'GET', path: '/api/trini/GetProductsCount' },
    'getCityList(undefined)': { method: 'GET', path: '/api/Trini/GetCityList' },
    'validate(x)': { method: 'post', path: '/api/shop/validatecoupon', body: { CouponCode: 'X' } },
  },
};

describe('pageStateText: the state script found by plain string search', () => {
  it('is the JSON text between the tag and its </script>', () => {
    expect(pageStateText(html({ a: '</script>' }))).toEqual({
      text: JSON.stringify({ a: '</script>' }).replace(/</g, '\\u003c'),
    });
  });

  it('is none without the script, with the marker outside a tag, or unclosed', () => {
    const none = { skip: 'no trini-state script' };
    expect(pageStateText('<!doctype html><p>hello</p>')).toEqual(none);
    expect(pageStateText('<script>1</script><p>id="trini-state"></p>')).toEqual(none);
    expect(pageStateText('<p id="trini-state">x</p>')).toEqual(none);
    expect(pageStateText('<script id="trini-state">{"a":1}')).toEqual(none);
  });

  it('refuses a state past its bound', () => {
    const big = `<script id="trini-state">"${'x'.repeat(PAGE_STATE_MAX_CHARS)}"</script>`;
    expect(pageStateText(big)).toEqual({
      skip: `state larger than ${PAGE_STATE_MAX_CHARS} characters`,
    });
  });
});

describe("pageStateExchanges: a server-rendered page's calls, rebuilt", () => {
  it('one exchange per fulfilled query with a call: URL from the page origin, path and params, its data as the answer', () => {
    const lines: string[] = [];
    const out = pageStateExchanges(page(html(STATE)), (l) => lines.push(l));
    expect(lines).toEqual([]);
    expect(out.map((e) => `${e.method} ${e.url}`)).toEqual([
      `GET ${SHOP}/api/trini/GetProducts?${new URLSearchParams({ SearchText: SEARCH.SearchText, MaxRecords: '15', InStock: 'true' }).toString()}`,
      `GET ${SHOP}/api/Trini/GetCityList`,
      `POST ${SHOP}/api/shop/validatecoupon`,
    ]);
    expect(out[0]).toMatchObject({
      startedAt: AT,
      status: 200,
      requestHeaders: {},
      requestBody: undefined,
      responseHeaders: { 'content-type': 'application/json' },
      setCookies: [],
    });
    expect(JSON.parse(out[0]!.responseBody.toString())).toEqual([{ a: 1 }]);
    expect(out[2]!.requestHeaders).toEqual({ 'content-type': 'application/json' });
    expect(JSON.parse(out[2]!.requestBody!.toString())).toEqual({ CouponCode: 'X' });
  });

  it('anything but a 200 HTML page gives none, silently', () => {
    const lines: string[] = [];
    const log = (l: string) => lines.push(l);
    expect(pageStateExchanges(page(html(STATE), { status: 404 }), log)).toEqual([]);
    const json = { 'content-type': 'application/json' };
    expect(pageStateExchanges(page(html(STATE), { responseHeaders: json }), log)).toEqual([]);
    expect(lines).toEqual([]);
  });

  it('a page without state, or with a state that does not read, gives none and one line', () => {
    const lines: string[] = [];
    const log = (l: string) => lines.push(l);
    const broken = [
      '<!doctype html><p>legacy shop</p>',
      '<script type="application/json" id="trini-state">{"api":</script>',
      html({ api: { queries: [] } }),
      html({ ...STATE, calls: { x: { method: 'GET', path: '/api/x?y=1' } } }),
      html({ ...STATE, calls: { x: { method: 'GET', path: '/x', params: { a: { b: 1 } } } } }),
    ];
    for (const body of broken) expect(pageStateExchanges(page(body), log)).toEqual([]);
    expect(lines).toHaveLength(broken.length);
    expect(lines[0]).toBe(
      `page GET ${SHOP}/search/red%20shoes?sort=price-asc: no trini-state script (its server's calls not imported)`,
    );
    expect(lines[1]).toMatch(/: state is not JSON \(/);
    expect(lines[2]).toMatch(/: state unreadable: api\.queries: /);
  });

  it('a state without calls (a storefront started without SSR_CALLS=1) gives none: one line saying so when it had answers', () => {
    const lines: string[] = [];
    const log = (l: string) => lines.push(l);
    const production = { origin: STATE.origin, api: STATE.api };
    expect(pageStateExchanges(page(html(production)), log)).toEqual([]);
    expect(lines).toEqual([
      `page GET ${SHOP}/search/red%20shoes?sort=price-asc: 4 fulfilled queries but no calls: start the storefront with SSR_CALLS=1 to record them (its server's calls not imported)`,
    ]);
    // A page that answered from no query (a static page) has nothing to import: no line.
    const rejected = { origin: SHOP, api: { queries: { 'a(1)': { status: 'rejected' } } } };
    expect(pageStateExchanges(page(html(rejected)), log)).toEqual([]);
    expect(lines).toHaveLength(1);
  });
});
