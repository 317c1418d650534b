import { describe, expect, it } from 'vitest';
import { CART_COOKIE, COUPON_COOKIE, cartCookieFor, formatTTD } from '@trini/domain';
import { testServerForFile } from './test/test-stack.ts';

const server = testServerForFile();

const get = (url: string, cookie?: string) =>
  server().inject({
    method: 'GET',
    url,
    headers: { host: 'shop.test', ...(cookie === undefined ? {} : { cookie }) },
  });

/** The state the browser hydrates from. */
const ssrState = (html: string) =>
  JSON.parse(
    /<script type="application\/json" id="trini-state">(.*?)<\/script>/s.exec(html)?.[1] ?? '{}',
  ) as {
    browser?: { cookieLines: unknown[]; cookieCount: number; cartPriced: boolean };
    cart?: {
      ItemList: { ProductNo: number; ProductName: string; Quantity: number }[];
      ItemTotal: number;
      CouponCode: string;
      CouponDiscPercent: number;
      CouponDiscountAmount: number;
      ItemGrandTotal: number;
    };
    api?: { mutations?: Record<string, unknown> };
  };

/** The header's cart link label. */
const headerCount = (html: string) => /aria-label="Cart, (\d+) items?"/.exec(html)?.[1];

describe('the cart rendered on the server from the cart cookie', () => {
  it('shows the lines, priced from the API, and the header count', async () => {
    const res = await get('/cart', `other=1; ${CART_COOKIE.NAME}=1001:2.1002:1`);
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).not.toContain('Loading your cart');
    expect(html).toContain('Wireless Earbuds with Charging Case');
    const state = ssrState(html);
    expect(state.browser).toEqual({
      cookieLines: [
        { ProductNo: 1001, Quantity: 2 },
        { ProductNo: 1002, Quantity: 1 },
      ],
      cookieCount: 2,
      cartPriced: true,
    });
    const lines = state.cart?.ItemList ?? [];
    expect(lines.map((l) => l.ProductNo)).toEqual([1001, 1002]);
    for (const line of lines) expect(html).toContain(line.ProductName);
    expect(html).toContain(formatTTD(state.cart?.ItemTotal ?? -1));
    expect(headerCount(html)).toBe('2');
    // The products' data came in one call, in the cache the browser hydrates from.
    expect(html).toContain('loadProducts([1001,1002])');
    expect(html).not.toContain('loadProduct(1001)');
    // The shopper's own cart: never kept by a shared cache.
    expect(res.headers['cache-control']).toBe('private, max-age=0');
    expect(String(res.headers.vary)).toMatch(/cookie/i);
  });

  it('takes no price from the cookie: a forged price or name is the empty cart', async () => {
    const honest = ssrState((await get('/cart', `${CART_COOKIE.NAME}=1001:1`)).body);
    const price = honest.cart?.ItemTotal ?? 0;
    expect(price).toBeGreaterThan(1);
    for (const forged of ['1001:1:1', '1001:1:0.01', '1001:1.SalesPrice:1', '{"SalesPrice":1}']) {
      const res = await get('/cart', `${CART_COOKIE.NAME}=${forged}`);
      expect(res.statusCode, forged).toBe(200);
      expect(res.body).toContain('Your Cart is Empty!');
      expect(ssrState(res.body).cart?.ItemList).toEqual([]);
    }
  });

  it('a garbage, oversized or unknown-product cookie gives the empty cart with 200', async () => {
    for (const cookie of [
      `${CART_COOKIE.NAME}=%%%garbage`,
      `${CART_COOKIE.NAME}=${'9'.repeat(5000)}`,
      `${CART_COOKIE.NAME}=${cartCookieFor([99999])}`,
      `${CART_COOKIE.NAME}=`,
    ]) {
      const res = await get('/cart', cookie);
      expect(res.statusCode, cookie.slice(0, 40)).toBe(200);
      expect(res.body).toContain('Your Cart is Empty!');
    }
  });

  it('a first visitor gets the empty cart with its Best Sellers, shareable by a cache', async () => {
    const res = await get('/cart');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Your Cart is Empty!');
    expect(res.body).toContain('Best Sellers');
    expect(res.body).toMatch(/href="\/productdetails\/\d+"/);
    expect(headerCount(res.body)).toBe('0');
    expect(res.headers['cache-control']).toMatch(/^public/);
  });

  it("the empty cart's first row of Best Sellers, its largest paint, loads at once with high priority; the rest when near", async () => {
    const images = (await get('/cart')).body.match(/<img [^>]*>/g) ?? [];
    const eager = images.filter((img) => img.includes('loading="eager"'));
    expect(eager).toHaveLength(4);
    expect(eager.every((img) => /fetchpriority="high"/i.test(img))).toBe(true);
    expect(images.slice(0, 4)).toEqual(eager);
    expect(images.length).toBeGreaterThan(4);
    // With lines, Best Sellers are below the cart: none of them is loaded at once.
    const withLines = await get('/cart', `${CART_COOKIE.NAME}=${cartCookieFor([1001])}`);
    expect(withLines.body).not.toMatch(/loading="eager"/);
  });

  it("checkout renders the cookie's lines, priced, in its guest form with the City list; its form posts and says it needs JavaScript", async () => {
    const res = await get('/checkout', `${CART_COOKIE.NAME}=${cartCookieFor([1001, 1002])}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toMatch(/^private/);
    const { cart } = ssrState(res.body);
    expect(cart?.ItemList.map((l) => l.ProductNo)).toEqual([1001, 1002]);
    const main = /<main[\s\S]*<\/main>/.exec(res.body)?.[0] ?? '';
    for (const line of cart?.ItemList ?? []) expect(main).toContain(line.ProductName);
    expect(main).toContain(formatTTD(cart?.ItemTotal ?? 0));
    expect(main).toMatch(/<form [^>]*method="post"/);
    expect(main).toContain('Placing an order needs JavaScript');
    expect(main).toContain('Continue as Guest');
    // The City select lists the cities (GetCityList, fetched for the render).
    expect((main.match(/<option /g) ?? []).length).toBeGreaterThan(5);
    expect(main).not.toContain('Loading the checkout');
  });

  it("the cart and checkout show the coupon cookie's coupon, its percent from the API, in the totals", async () => {
    const lines = `${CART_COOKIE.NAME}=${cartCookieFor([1001, 1002])}`;
    const plain = ssrState((await get('/cart', lines)).body).cart;
    for (const page of ['/cart', '/checkout']) {
      const res = await get(page, `${lines}; ${COUPON_COOKIE.NAME}=SAVE10`);
      expect(res.statusCode, page).toBe(200);
      const state = ssrState(res.body);
      expect(state.cart, page).toMatchObject({ CouponCode: 'SAVE10', CouponDiscPercent: 10 });
      const discount = state.cart?.CouponDiscountAmount ?? 0;
      expect(discount, page).toBeGreaterThan(0);
      expect(state.cart?.ItemGrandTotal, page).toBeCloseTo(
        (plain?.ItemGrandTotal ?? 0) - discount,
        2,
      );
      // React's text separators (<!-- -->) left out, the text as the shopper reads it.
      const main = (/<main[\s\S]*<\/main>/.exec(res.body)?.[0] ?? '').replaceAll('<!-- -->', '');
      expect(main, page).toContain('Coupon Discount (10%)');
      expect(main, page).toContain(formatTTD(state.cart?.ItemGrandTotal ?? -1));
      // The check with the API is not left in the state the browser hydrates.
      expect(Object.keys(state.api?.mutations ?? {}), page).toEqual([]);
    }
  });

  it('an expired, unknown, forged or garbage coupon cookie gives the totals without a coupon', async () => {
    const lines = `${CART_COOKIE.NAME}=${cartCookieFor([1001])}`;
    for (const coupon of ['EXPIRED20', 'NOPE', '%E0%A4%A', 'SAVE10%0A', 'S'.repeat(60)]) {
      const res = await get('/cart', `${lines}; ${COUPON_COOKIE.NAME}=${coupon}`);
      expect(res.statusCode, coupon).toBe(200);
      expect(ssrState(res.body).cart, coupon).toMatchObject({
        CouponCode: '',
        CouponDiscPercent: 0,
      });
      expect(res.body, coupon).not.toContain('Coupon Discount');
    }
  });

  it('checkout with no cart cookie is the empty cart, and no Best Sellers', async () => {
    const res = await get('/checkout');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Your Cart is Empty!');
    expect(res.body).not.toContain('Best Sellers');
    expect(res.body).not.toContain('Loading the checkout');
  });

  it("other pages show the cookie's line count in the header, without pricing it", async () => {
    const res = await get('/aboutus', `${CART_COOKIE.NAME}=${cartCookieFor([1001, 1002, 1003])}`);
    expect(res.statusCode).toBe(200);
    expect(headerCount(res.body)).toBe('3');
    const state = ssrState(res.body);
    expect(state.browser?.cartPriced).toBe(false);
    expect(state.cart).toBeUndefined();
    expect(res.body).not.toMatch(/loadProducts?\(/);
  });
  it('cart/{ProductNo} renders the cart with that product added, as the browser adds it', async () => {
    const res = await get('/cart/1002', `${CART_COOKIE.NAME}=1001:2`);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('Adding the product to your cart');
    const state = ssrState(res.body);
    const lines = state.cart?.ItemList ?? [];
    expect(lines.map((l) => [l.ProductNo, l.Quantity])).toEqual([
      [1001, 2],
      [1002, 1],
    ]);
    // The cookie holds the line too: a link tapped before the app runs keeps it (the next page's
    // render reads it), and the page is the shopper's own.
    expect(res.headers['set-cookie']).toBe(
      `${CART_COOKIE.NAME}=1001:2.1002:1; Max-Age=${CART_COOKIE.MAX_AGE_S}; Path=/; SameSite=Lax`,
    );
    expect(res.headers['cache-control']).toBe('private, max-age=0');
    expect(headerCount(res.body)).toBe('2');
    // The cookie's lines stay the cookie's: the browser's restore merges the added line after them.
    expect(state.browser?.cookieLines).toEqual([{ ProductNo: 1001, Quantity: 2 }]);
    // The browser's add finds the product in the cache it hydrates from.
    expect(res.body).toContain('loadProduct(1002)');
  });

  it('cart/{ProductNo} leaves a product already in the cart, a sold-out and an unknown one as they are', async () => {
    const present = await get('/cart/1001', `${CART_COOKIE.NAME}=1001:2`);
    expect(ssrState(present.body).cart?.ItemList.map((l) => [l.ProductNo, l.Quantity])).toEqual([
      [1001, 2],
    ]);
    expect(present.headers['set-cookie']).toBeUndefined();
    for (const productNo of [1003, 99999]) {
      const res = await get(`/cart/${productNo}`);
      expect(res.statusCode, String(productNo)).toBe(200);
      expect(res.headers['set-cookie'], String(productNo)).toBeUndefined();
      expect(ssrState(res.body).cart?.ItemList).toEqual([]);
      // The browser's add then says why (sold out) or gives up (unknown), as before.
      expect(res.body).toContain('Adding the product to your cart');
    }
  });
});
