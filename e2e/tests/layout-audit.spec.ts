import type { Page } from '@playwright/test';
import { openWhole, scrollThrough } from '../fixtures/at-rest';
import { AUDIT_WIDTHS, auditLayout } from '../fixtures/layout-audit';
import { CUSTOMERS, login } from '../fixtures/order';
import { FIXTURE, addFromProductPage } from '../fixtures/shop';
import { axeFaults, expect, test } from '../fixtures/test';

/**
 * The layout audit: every route of both specs at 320, 375, 768, 1280 and 1440 px (opened afresh
 * at 375, 768 and 1280 px, and resized to 320 and 1440 px: RESIZED_FROM), looked at as laid out
 * (fixtures/layout-audit.ts): the page never scrolls sideways, no text is cut, every icon-only
 * control shows a glyph that contrasts with its ground (from its pixels), every phone target
 * meets WCAG 2.2 2.5.8, nothing covers a header control; and at 375 and 1280 px axe finds no
 * serious or critical WCAG 2 A/AA violation. A failure names the route, the width and the
 * element.
 */

/** The widths axe runs at on every route: a phone and a laptop. */
const AXE_WIDTHS: readonly number[] = [375, 1280];

/**
 * The audit widths reached by resizing the page opened at another one, as a window is made
 * narrower or wider, rather than by opening the route again: 320 px from 375 px and 1440 px from
 * 1280 px. Each pair lies between the same breakpoints (the storefront's custom media are at 400,
 * 600, 767 and 992 px) and no script of the storefront reads the width, so the page is laid out
 * as a fresh one; the resized page is scrolled through again for what the new width asks for.
 * Every other width is opened afresh (docs/decisions/layout-audit-cost.md).
 */
const RESIZED_FROM: Readonly<Record<number, number>> = { 320: 375, 1440: 1280 };

/** AUDIT_WIDTHS in the order audited: each resized width right after the one it comes from. */
const WIDTH_ORDER = AUDIT_WIDTHS.filter((w) => !(w in RESIZED_FROM)).flatMap((w) => [
  w,
  ...AUDIT_WIDTHS.filter((r) => RESIZED_FROM[r] === w),
]);

/** A way into a route: what must be true before it is opened (a cart with lines, a login). */
type Setup = 'guest' | 'cart' | 'customer' | 'customer-cart';

/** The audited routes, each with the state a shopper reaches it in. */
const ROUTES: { path: string; setup: Setup; note?: string }[] = [
  { path: '/', setup: 'guest' },
  { path: '/search/a', setup: 'guest' },
  { path: '/category/1', setup: 'guest' },
  { path: '/category/1?view=list', setup: 'guest' },
  { path: `/productdetails/${FIXTURE.plain}`, setup: 'guest' },
  { path: `/productdetails/${FIXTURE.soldOut}`, setup: 'guest', note: 'sold out' },
  { path: '/cart', setup: 'guest', note: 'empty' },
  { path: '/cart', setup: 'cart', note: 'with lines' },
  { path: '/wishlist', setup: 'guest' },
  { path: '/checkout', setup: 'cart', note: 'guest' },
  { path: '/checkout', setup: 'customer-cart', note: 'logged in' },
  { path: `/fborder/${FIXTURE.plain}`, setup: 'guest' },
  { path: `/placeorder/${FIXTURE.plain}`, setup: 'guest' },
  { path: '/login', setup: 'guest' },
  { path: '/register', setup: 'guest' },
  { path: '/ordertrack', setup: 'guest' },
  { path: '/account', setup: 'customer' },
  { path: '/editaccountinfo', setup: 'customer' },
  { path: '/changepassword', setup: 'customer' },
  { path: '/orderhistory', setup: 'customer' },
  { path: '/orderdetail', setup: 'customer' },
  { path: '/productreturn', setup: 'customer' },
  { path: '/deliverypolicy', setup: 'guest' },
  { path: '/termsandcondition', setup: 'guest' },
  { path: '/aboutus', setup: 'guest' },
  { path: '/ourservices', setup: 'guest' },
  { path: '/privacypolicy', setup: 'guest' },
  { path: '/no-such-page', setup: 'guest', note: 'not found' },
];

/** Brings the shopper to the state `setup` names, from a fresh session. */
async function prepare(page: Page, setup: Setup): Promise<void> {
  if (setup === 'cart' || setup === 'customer-cart') await addFromProductPage(page, FIXTURE.plain);
  if (setup === 'customer' || setup === 'customer-cart') {
    await page.goto('/');
    await login(page, CUSTOMERS.kavita);
  }
}

test.describe('the layout audit sees what a person sees', () => {
  test('it names an empty icon button, a cut table cell, a sideways page, a tiny target and a covered header control', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.setContent(`
      <style>body { margin: 0; font: 16px sans-serif } .box { width: 200px; overflow: hidden }</style>
      <header>
        <button aria-label="Open menu" style="background:#fff;color:#fff;border:1px solid #555;width:44px;height:44px">☰</button>
        <a href="/cart" style="display:inline-block;padding:12px">Cart</a>
      </header>
      <div style="position:fixed;top:0;left:48px;width:200px;height:60px;background:#eee">Notice</div>
      <main>
        <div class="box"><table><tr><td>Name</td><td style="padding-left:100px">TT$100.00</td></tr></table></div>
        <p><button aria-label="Remove" style="width:16px;height:16px;padding:0">×</button><button aria-label="Add" style="width:16px;height:16px;padding:0">+</button></p>
        <div style="width:500px">wide</div>
      </main>`);
    const faults = await auditLayout(page);
    expect(faults.join('\n')).toContain('icon-only control <button> "Open menu" shows no glyph');
    expect(faults.join('\n')).toContain('"TT$100.00": text cut by <div class="box">');
    expect(faults.join('\n')).toContain('the page scrolls sideways');
    expect(faults.join('\n')).toMatch(/<button> "Remove": a 16 × 16 px target too close/);
    expect(faults.join('\n')).toContain('header control <a> "Cart" is covered by <div>');
  });

  test('axe names a nameless button and faint text, in a page and inside its frames', async ({
    page,
  }) => {
    const faulty = '<button></button><p style="color:#bbb;background:#fff">Faint text</p>';
    await page.setContent(`<html lang="en"><body><main>${faulty}</main></body></html>`);
    const inPage = (await axeFaults(page)).join('\n');
    expect(inPage).toContain('button-name (critical)');
    expect(inPage).toContain('color-contrast (serious)');

    await page.setContent(
      `<html lang="en"><body><main><iframe title="Part" srcdoc='<html lang="en"><body>${faulty}</body></html>'></iframe></main></body></html>`,
    );
    await expect.poll(() => page.frames().length).toBe(2);
    await page.frames()[1]?.waitForLoadState();
    const inFrame = (await axeFaults(page)).join('\n');
    expect(inFrame).toContain('button-name (critical)');
    expect(inFrame).toContain('color-contrast (serious)');
  });

  test('it passes a clean page', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.setContent(`
      <style>body { margin: 0; font: 16px sans-serif }</style>
      <header><button aria-label="Open menu" style="background:#111;color:#fff;width:44px;height:44px;border:0">☰</button></header>
      <main><table><tr><td>Name</td><td>TT$100.00</td></tr></table></main>`);
    expect(await auditLayout(page)).toEqual([]);
  });
});

test.describe('layout audit: every route at every width', () => {
  for (const { path, setup, note } of ROUTES) {
    test(`${path}${note ? ` (${note})` : ''}`, async ({ page }) => {
      await prepare(page, setup);
      const faults: string[] = [];
      expect([...WIDTH_ORDER].sort((a, b) => a - b)).toEqual([...AUDIT_WIDTHS]);
      for (const width of WIDTH_ORDER) {
        await page.setViewportSize({ width, height: 800 });
        if (width in RESIZED_FROM) await scrollThrough(page);
        else await openWhole(page, path);
        for (const fault of await auditLayout(page))
          faults.push(`${path} at ${width} px: ${fault}`);
        if (AXE_WIDTHS.includes(width))
          for (const fault of await axeFaults(page))
            faults.push(`${path} at ${width} px: axe ${fault}`);
      }
      expect(faults, faults.join('\n')).toEqual([]);
    });
  }
});
