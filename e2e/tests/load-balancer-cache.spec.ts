import { get } from 'node:http';
import type { Browser, BrowserContext, Response } from '@playwright/test';
import { expect, test } from '../fixtures/lb-test';
import type { LbStack } from '../fixtures/lb-stack';
import { SHARED_MAX_AGE_S, STALE_WHILE_REVALIDATE_S } from '../fixtures/lb-stack';
import { CUSTOMERS, login } from '../fixtures/order';
import { FIXTURE } from '../fixtures/shop';

/** nginx's verdict on a request (its $upstream_cache_status); '' when it looked nothing up (a POST). */
const cacheStatus = (response: Response): string => response.headers()['x-cache-status'] ?? '';

/** The header count a page was rendered with (its state's `cookieCount`), from its HTML. */
const renderedCount = (html: string): number | undefined => {
  const found = /"cookieCount":(\d+)/.exec(html)?.[1];
  return found === undefined ? undefined : Number(found);
};

/** All pages both copies have rendered so far. */
const totalRenders = async (lb: LbStack): Promise<number> =>
  Object.values(await lb.renders()).reduce((sum, n) => sum + n, 0);

/**
 * A shopper's own browser: none of the test's mock session (that header makes nginx pass every
 * request on, as a cookie does), so nginx treats it as any visitor, on the mock's seed data.
 */
const shopperBrowser = (browser: Browser, lb: LbStack): Promise<BrowserContext> =>
  browser.newContext({ baseURL: lb.origin, extraHTTPHeaders: {} });

/**
 * A guest's GET through nginx, as a plain client on a connection of its own (as another shopper
 * would be: nginx holds a connection that got a stale answer until its background refresh ends),
 * with no cookie, session or Accept-Encoding: its status, nginx's verdict, how long the whole
 * answer took, and its body.
 */
function guestGet(lb: LbStack, path: string) {
  const started = performance.now();
  return new Promise<{ status: number; cache: string; ms: number; body: string }>(
    (resolve, reject) => {
      get(`${lb.origin}${path}`, { agent: false }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('error', reject);
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            cache: String(response.headers['x-cache-status'] ?? ''),
            ms: performance.now() - started,
            body,
          }),
        );
      }).on('error', reject);
    },
  );
}

/**
 * The shared cache nginx keeps in front of the two copies (e2e/nginx/lb-test.conf, the same
 * rules as deploy/nginx/default.conf; docs/decisions/shared-cache.md): guests' pages are kept
 * as long as the copies' `s-maxage` says and served stale while they refresh; nothing a shopper
 * sent a cookie (other than the XSRF token) or a bearer token for is ever kept or served to
 * another. The copies here share pages for SHARED_MAX_AGE_S (lb-stack.ts). Each test uses a
 * product page no other test of the project asks for without a mock session.
 */
test.describe('a shared cache in front of the two copies', () => {
  test('a guest product page is rendered once and the next guest gets it from the cache (HIT)', async ({
    lb,
  }) => {
    const path = `/productdetails/${FIXTURE.bundle}`;
    const before = await totalRenders(lb);
    const first = await guestGet(lb, path);
    const second = await guestGet(lb, path);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(first.cache).toBe('MISS');
    expect(second.cache).toBe('HIT');
    expect(second.body).toBe(first.body);
    expect(await totalRenders(lb)).toBe(before + 1);
  });

  test('a burst of 50 guests at once on one product page costs one render across both copies', async ({
    lb,
  }, testInfo) => {
    const path = `/productdetails/${FIXTURE.video}`;
    const before = await lb.renders();
    const answers = await Promise.all(Array.from({ length: 50 }, () => guestGet(lb, path)));
    const after = await lb.renders();
    const verdicts: Record<string, number> = {};
    for (const a of answers) verdicts[a.cache] = (verdicts[a.cache] ?? 0) + 1;
    const rendered = lb.upstreams.map((u) => (after[u] ?? 0) - (before[u] ?? 0)) as [
      number,
      number,
    ];
    const figures = `50 guests: ${JSON.stringify(verdicts)}; renders by copy ${lb.upstreams
      .map((u, i) => `${u} +${rendered[i]}`)
      .join(', ')}`;
    testInfo.annotations.push({ type: 'burst', description: figures });
    console.log(`burst: ${figures}`);

    expect(answers.map((a) => a.status)).toEqual(Array.from({ length: 50 }, () => 200));
    expect(new Set(answers.map((a) => a.body)).size, 'one page for all').toBe(1);
    expect(rendered[0] + rendered[1], figures).toBe(1);
    // One guest fetched it; the others waited for that answer (cache lock) and got the copy.
    expect(verdicts, figures).toEqual({ MISS: 1, HIT: 49 });
  });

  test("a page rendered from shopper A's cart cookie is never kept, and shopper B gets a page with no cart", async ({
    browser,
    lb,
  }) => {
    const path = `/productdetails/${FIXTURE.soldOut}`;
    const cart = `${FIXTURE.plain}:1.${FIXTURE.lineDiscount}:2.${FIXTURE.freeDelivery}:1`;
    const a = await shopperBrowser(browser, lb);
    const b = await shopperBrowser(browser, lb);
    try {
      await a.addCookies([{ name: 'trini_cart', value: cart, url: lb.origin }]);
      const aPage = await a.newPage();
      // A's product page counts A's 3 lines in its header, and so does A's cart page: neither
      // is looked up in the cache nor kept (BYPASS), the product page though the copy marks it
      // `public` (its `Vary: Cookie` keeps it apart in a cache that honours Vary).
      for (const visit of [1, 2]) {
        const own = await aPage.goto(path);
        expect(own?.headers()['cache-control'], 'the copy shares the count page').toMatch(
          /^public/,
        );
        expect(cacheStatus(own!), `A's visit ${visit}`).toBe('BYPASS');
        expect(renderedCount(await own!.text())).toBe(3);
      }
      const ownCart = await aPage.goto('/cart');
      expect(ownCart?.headers()['cache-control']).toBe('private, max-age=0');
      expect(cacheStatus(ownCart!)).toBe('BYPASS');
      await expect(aPage.getByRole('link', { name: /^cart/i }).first()).toContainText('3');

      // B, with no cookie, asks for the same pages next: the cache holds nothing of A's.
      const bPage = await b.newPage();
      const theirs = await bPage.goto(path);
      expect(cacheStatus(theirs!), "B's product page").toBe('MISS');
      expect(renderedCount(await theirs!.text())).toBe(0);
      await expect(bPage.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(bPage.getByRole('link', { name: /^cart/i }).first()).not.toContainText('3');
      const theirCart = await bPage.goto('/cart');
      expect(cacheStatus(theirCart!), "B's cart page").not.toBe('HIT');
      expect(renderedCount(await theirCart!.text())).toBe(0);
      await expect(bPage.getByText('Your Cart is Empty!')).toBeVisible();
    } finally {
      await a.close();
      await b.close();
    }
  });

  test("shopper A's account call is never kept: B without A's token is refused, never given A's data", async ({
    browser,
    lb,
  }) => {
    const a = await shopperBrowser(browser, lb);
    try {
      const aPage = await a.newPage();
      await aPage.goto('/');
      await login(aPage, CUSTOMERS.kavita);
      const accountCall = aPage.waitForResponse(
        (r) => new URL(r.url()).pathname === '/api/Common/LoadCustomer',
      );
      await aPage.goto('/account');
      const own = await accountCall;
      expect(own.status()).toBe(200);
      expect((await own.request().allHeaders()).authorization).toMatch(/^Bearer /);
      expect(own.headers()['cache-control']).toBe('no-store');
      expect(cacheStatus(own)).toBe('BYPASS');
      expect(await own.text()).toContain(CUSTOMERS.kavita.name);
      await expect(aPage.getByText(/INV-/).first()).toBeVisible();

      // B asks for the very same URL without a token, twice: refused each time, from a copy.
      for (const visit of [1, 2]) {
        const { pathname, search } = new URL(own.url());
        const theirs = await guestGet(lb, pathname + search);
        expect(theirs.status, `B's call ${visit}`).toBe(401);
        expect(theirs.cache, `B's call ${visit}`).toBe('MISS');
        expect(theirs.body).not.toContain(CUSTOMERS.kavita.name);
        expect(theirs.body).not.toContain(CUSTOMERS.kavita.mobile);
      }
    } finally {
      await a.close();
    }
  });

  test('a login is never kept: each one reaches the API and gets an answer of its own', async ({
    browser,
    lb,
  }) => {
    // The logins the API received, in the mock's journal of visitors without a session.
    const logins = async () => {
      const url = `${lb.mockURL}/__mock/requests/count?path=/api/Auth/CLogin&method=POST`;
      return ((await (await fetch(url)).json()) as { count: number }).count;
    };
    const before = await logins();
    const answers: { status: number; headers: Record<string, string>; token: string }[] = [];
    for (const who of [CUSTOMERS.kavita, CUSTOMERS.kavita, CUSTOMERS.marcus]) {
      const context = await shopperBrowser(browser, lb);
      try {
        const page = await context.newPage();
        await page.goto('/');
        const answer = page.waitForResponse((r) => r.url().endsWith('/api/Auth/CLogin'));
        await login(page, who);
        const response = await answer;
        answers.push({
          status: response.status(),
          headers: response.headers(),
          token: ((await response.json()) as { Token: string }).Token,
        });
      } finally {
        await context.close();
      }
    }
    for (const { status, headers } of answers) {
      expect(status).toBe(200);
      expect(headers['cache-control']).toBe('no-store');
      // A POST is never looked up in the cache: nginx gives no verdict.
      expect(headers['x-cache-status']).toBeUndefined();
      expect(lb.upstreams).toContain(headers['x-served-by']);
    }
    const mobileOf = (token: string) =>
      (
        JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
          custom_mobile?: string;
        }
      ).custom_mobile;
    expect(answers.map((a) => mobileOf(a.token))).toEqual([
      CUSTOMERS.kavita.mobile,
      CUSTOMERS.kavita.mobile,
      CUSTOMERS.marcus.mobile,
    ]);
    expect(await logins()).toBe(before + 3);
  });

  test('stale-while-revalidate: once s-maxage has passed, the stale page is served at once and refreshed in the background', async ({
    lb,
  }, testInfo) => {
    const productNo = FIXTURE.freeDelivery;
    const path = `/productdetails/${productNo}`;
    const kept = Date.now();
    const first = await guestGet(lb, path);
    expect(first.cache).toBe('MISS');
    expect((await guestGet(lb, path)).cache).toBe('HIT');
    // From now on the API takes 3 s to answer this product: a render of it takes at least that.
    const slowMs = 3_000;
    const scenarios = `${lb.mockURL}/__mock/scenarios`;
    const added = await fetch(scenarios, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        path: '/api/Product/loadproduct',
        query: { ProductNo: String(productNo) },
        latencyMs: slowMs,
      }),
    });
    expect(added.ok).toBe(true);
    try {
      // Time is the subject here: the copy kept for SHARED_MAX_AGE_S runs out.
      const before = await totalRenders(lb);
      let stale: Awaited<ReturnType<typeof guestGet>> | undefined;
      await expect
        .poll(
          async () => {
            stale = await guestGet(lb, path);
            return stale.cache;
          },
          { timeout: (SHARED_MAX_AGE_S + 15) * 1000, intervals: [250] },
        )
        .not.toBe('HIT');
      const staleAfterMs = Date.now() - kept;
      expect(stale?.cache).toBe('STALE');
      // Fresh for its s-maxage (nginx counts whole seconds), stale within its
      // stale-while-revalidate.
      expect(staleAfterMs).toBeGreaterThan((SHARED_MAX_AGE_S - 1) * 1000);
      expect(staleAfterMs).toBeLessThan(STALE_WHILE_REVALIDATE_S * 1000);
      expect(stale?.body).toBe(first.body);
      expect(stale?.ms, 'the stale page does not wait for the refresh').toBeLessThan(slowMs);

      // Meanwhile the one refresh runs: other guests get the stale copy too (UPDATING), then
      // the refreshed one (HIT); none waits for a render.
      const seen: { cache: string; ms: number }[] = [];
      await expect
        .poll(
          async () => {
            const next = await guestGet(lb, path);
            seen.push({ cache: next.cache, ms: Math.round(next.ms) });
            return next.cache;
          },
          { timeout: 30_000, intervals: [250] },
        )
        .toBe('HIT');
      const told = JSON.stringify(seen);
      const figures = `STALE ${(staleAfterMs / 1000).toFixed(1)} s after the page was kept, in ${Math.round(stale?.ms ?? 0)} ms (a render takes over ${slowMs} ms now); then ${told}`;
      testInfo.annotations.push({ type: 'stale-while-revalidate', description: figures });
      console.log(`stale-while-revalidate: ${figures}`);
      expect(
        seen.every((s) => ['UPDATING', 'HIT'].includes(s.cache)),
        told,
      ).toBe(true);
      expect(Math.max(...seen.map((s) => s.ms)), told).toBeLessThan(slowMs);
      await expect.poll(() => totalRenders(lb), { timeout: 30_000 }).toBe(before + 1);
    } finally {
      await fetch(scenarios, { method: 'DELETE' });
    }
  });
});
