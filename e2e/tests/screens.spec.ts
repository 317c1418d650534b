import type { Page } from '@playwright/test';
import { scrollThrough, watchNetwork } from '../fixtures/at-rest';
import { AUDIT_WIDTHS, auditLayout } from '../fixtures/layout-audit';
import { CUSTOMERS, fillCustomer, login } from '../fixtures/order';
import { FIXTURE, addFromProductPage, choose } from '../fixtures/shop';
import { axeFaults, expect, test } from '../fixtures/test';

/**
 * Every screen of both specs looked at as a person sees it, one visit per screen and width:
 * - the layout audit (fixtures/layout-audit.ts) at 320, 375, 768, 1280 and 1440 px: the page
 *   never scrolls sideways, no text is cut, every icon-only control shows a glyph that contrasts
 *   with its ground (from its pixels), every phone target meets WCAG 2.2 2.5.8, nothing covers a
 *   header control;
 * - at 375 and 1280 px, axe finds no serious or critical WCAG 2 A/AA violation, and the screen
 *   matches its committed picture (e2e/screenshots/{picture}-{width}.png, Playwright's
 *   `toHaveScreenshot`).
 * A screen is opened afresh at 375, 768 and 1280 px and resized to 320 and 1440 px
 * (RESIZED_FROM); the audit, axe and the picture at a width all look at the same load. Motion is
 * reduced (the banner stands still), as the pictures need to hold from one machine to the next.
 * A failure names the screen, the width and the element; a picture that differs is reported
 * beside the audit's faults, and the report keeps the expected, actual and diff pictures
 * (e2e/test-results). To review and accept a changed picture:
 * `pnpm --filter @trini/e2e visual:update`, then look at it in `git diff`. The README shows four
 * of them, so it always shows the shop as it is.
 */

/** The widths of the pictures and of axe, px: a phone and a laptop. */
const PICTURE_WIDTHS: readonly number[] = [375, 1280];

/** The viewport's height at every width, px (the pictures of the first screen are this tall). */
const HEIGHT = 900;

/**
 * The audit widths reached by resizing the page opened at another one, as a window is made
 * narrower or wider, rather than by opening the screen again: 320 px from 375 px and 1440 px
 * from 1280 px. Each pair lies between the same breakpoints (the storefront's custom media are at
 * 400, 600, 767 and 992 px) and no script of the storefront reads the width, so the page is laid
 * out as a fresh one; the resized page is scrolled through again for what the new width asks for.
 * Every other width is opened afresh (docs/decisions/layout-audit-cost.md).
 */
const RESIZED_FROM: Readonly<Record<number, number>> = { 320: 375, 1440: 1280 };

/** AUDIT_WIDTHS in the order looked at: each resized width right after the one it comes from. */
const WIDTH_ORDER = AUDIT_WIDTHS.filter((w) => !(w in RESIZED_FROM)).flatMap((w) => [
  w,
  ...AUDIT_WIDTHS.filter((r) => RESIZED_FROM[r] === w),
]);

/**
 * A screen: what the shopper did before (a cart, a login: made once, kept in the browser's
 * cookies and storage for every width), how the shopper then opens it, and its pictures.
 */
interface Screen {
  /** Its pictures' name (`{picture}-{width}.png`), or the audited state's name when unpictured. */
  name: string;
  /** The route, for the test's title and the audit's faults. */
  path: string;
  /** Whether it has committed pictures; a screen with none is audited only. */
  pictured: boolean;
  /** What the shopper did before (added to the cart, logged in); none for most screens. */
  prepare?: (page: Page) => Promise<void>;
  /** After the screen is open: what the shopper does on it (a tap, a form filled); none for most. */
  act?: (page: Page) => Promise<void>;
  /** The whole page in the picture (short screens), or the first screen only (long lists). */
  fullPage: boolean;
}

/** Paints every box of a full-page picture, as each is painted when scrolled to. */
const FULL_PAGE_STYLE = '* { content-visibility: visible !important; }';

/** The longest a picture may take to arrive before the page is taken as it is, ms. */
const PICTURE_WAIT_MS = 10_000;

/**
 * Opens the screen at the page's width as a person would see it in full: its main content shown,
 * what the shopper does there done, its fonts loaded, then scrolled through until everything it
 * asks for, as far down as it goes, has come (`scrollThrough`), and back at the top.
 */
async function visit(page: Page, screen: Screen): Promise<void> {
  const watch = watchNetwork(page);
  await page.goto(screen.path);
  await expect(page.locator('main, #main').first()).toBeVisible();
  await screen.act?.(page);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await scrollThrough(page, watch);
}

/**
 * Readies a visited page for its picture as a person looks at it, whether or not the app has
 * started (a shopper cannot tell, and the picture must not depend on it): the network quiet; for a
 * full-page picture every box painted (FULL_PAGE_STYLE: the browser skips painting the boxes below
 * the first screen until the app starts, styles/wait-for-app.module.css, and a person scrolling
 * there sees each painted) and the page scrolled through again for what that asks for. Then, back
 * at the top, every picture with a box is awaited (PICTURE_WAIT_MS at most) and two frames are
 * drawn; `toHaveScreenshot` then waits for two pictures alike.
 */
async function settle(page: Page, fullPage: boolean): Promise<void> {
  await page.waitForLoadState('networkidle');
  if (fullPage) {
    // A style tag, not toHaveScreenshot's `style` option (docs/decisions/tests-with-eyes.md).
    await page.addStyleTag({ content: FULL_PAGE_STYLE });
    await scrollThrough(page);
  }
  await page.evaluate(
    async ({ fullPage, wait }) => {
      scrollTo(0, 0);
      const shown = Array.from(document.images).filter((img) => {
        const r = img.getBoundingClientRect();
        return r.width > 0 && (fullPage || r.top < innerHeight);
      });
      const timeout = new Promise((done) => setTimeout(done, wait));
      await Promise.race([
        Promise.all(
          shown.map((img) =>
            // decode() gives up at once on a lazy picture still on its way: wait for it to come.
            (img.complete
              ? Promise.resolve()
              : new Promise((done) => {
                  img.addEventListener('load', done, { once: true });
                  img.addEventListener('error', done, { once: true });
                })
            )
              .then(() => img.decode())
              .catch(() => undefined),
          ),
        ),
        timeout,
      ]);
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    },
    { fullPage, wait: PICTURE_WAIT_MS },
  );
}

/** A cart with two lines, one of them with a line discount. */
const twoLines = async (page: Page): Promise<void> => {
  await addFromProductPage(page, FIXTURE.plain);
  await addFromProductPage(page, FIXTURE.lineDiscount);
};

/** Kavita logged in (from the home page's header). */
const loggedIn = async (page: Page): Promise<void> => {
  await page.goto('/');
  await login(page, CUSTOMERS.kavita);
};

/** A screen of a guest with nothing in the cart, pictured whole or by its first screen. */
const guest = (name: string, path: string, fullPage: boolean): Screen => ({
  name,
  path,
  pictured: true,
  fullPage,
});

/** A screen of Kavita logged in, pictured whole. */
const customer = (name: string, path: string): Screen => ({
  name,
  path,
  pictured: true,
  prepare: loggedIn,
  fullPage: true,
});

/** A guest's screen audited only (no picture committed). */
const auditedOnly = (name: string, path: string): Screen => ({
  name,
  path,
  pictured: false,
  fullPage: true,
});

const SCREENS: Screen[] = [
  guest('home', '/', false),
  guest('category', '/category/1', false),
  auditedOnly('category-list-view', '/category/1?view=list'),
  guest('search', '/search/a', false),
  guest('product', `/productdetails/${FIXTURE.plain}`, false),
  guest('product-sold-out', `/productdetails/${FIXTURE.soldOut}`, false),
  guest('cart-empty', '/cart', true),
  { ...guest('cart', '/cart', true), prepare: twoLines },
  guest('wishlist', '/wishlist', true),
  { ...guest('checkout', '/checkout', true), prepare: twoLines },
  {
    ...guest('checkout-errors', '/checkout', true),
    prepare: twoLines,
    act: async (page) => {
      await page.getByRole('button', { name: 'Place Order', exact: true }).click();
      await expect(page.getByRole('alert').first()).toBeVisible();
    },
  },
  {
    ...guest('checkout-bank-transfer', '/checkout', true),
    prepare: twoLines,
    act: async (page) => {
      await fillCustomer(page, '7055555', 'Renee Baptiste');
      await choose(page.getByRole('radio', { name: /bank/i }));
    },
  },
  {
    ...customer('checkout-logged-in', '/checkout'),
    prepare: async (page) => {
      await addFromProductPage(page, FIXTURE.plain);
      await loggedIn(page);
    },
  },
  guest('direct-order', `/fborder/${FIXTURE.plain}`, true),
  guest('place-order', `/placeorder/${FIXTURE.plain}`, true),
  guest('login', '/login', true),
  guest('register', '/register', true),
  guest('order-track', '/ordertrack', true),
  customer('account', '/account'),
  customer('edit-account', '/editaccountinfo'),
  customer('change-password', '/changepassword'),
  customer('order-history', '/orderhistory'),
  customer('order-detail', '/orderdetail'),
  customer('product-return', '/productreturn'),
  guest('delivery-policy', '/deliverypolicy', false),
  auditedOnly('terms', '/termsandcondition'),
  guest('about', '/aboutus', true),
  auditedOnly('services', '/ourservices'),
  auditedOnly('privacy', '/privacypolicy'),
  guest('not-found', '/no-such-page', true),
];

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

test.describe('every screen at every width: audited, and pictured at 375 and 1280 px', () => {
  test.use({ reducedMotion: 'reduce' });

  // One test per screen: its state is made once, then the screen is opened anew at 375, 768 and
  // 1280 px (a page loaded at that width, as a shopper's is) and resized to 320 and 1440 px.
  for (const screen of SCREENS) {
    test(`${screen.name} (${screen.path})`, async ({ page }) => {
      expect([...WIDTH_ORDER].sort((a, b) => a - b)).toEqual([...AUDIT_WIDTHS]);
      await page.setViewportSize({ width: WIDTH_ORDER[0]!, height: HEIGHT });
      await screen.prepare?.(page);
      const faults: string[] = [];
      for (const width of WIDTH_ORDER) {
        await test.step(`at ${width} px`, async () => {
          await page.setViewportSize({ width, height: HEIGHT });
          if (width in RESIZED_FROM) await scrollThrough(page);
          else await visit(page, screen);
          const where = `${screen.name} (${screen.path}) at ${width} px`;
          for (const fault of await auditLayout(page)) faults.push(`${where}: ${fault}`);
          if (!PICTURE_WIDTHS.includes(width)) return;
          for (const fault of await axeFaults(page)) faults.push(`${where}: axe ${fault}`);
          if (!screen.pictured) return;
          await settle(page, screen.fullPage);
          // Soft: a changed picture is reported with the other widths' and the audit's faults.
          await expect.soft(page).toHaveScreenshot(`${screen.name}-${width}.png`, {
            fullPage: screen.fullPage,
            animations: 'disabled',
            caret: 'hide',
            // Notices come and go on their own clock.
            mask: [page.locator('[data-sonner-toaster]')],
          });
        });
      }
      expect(faults, faults.join('\n')).toEqual([]);
    });
  }
});
