import type { Page } from '@playwright/test';
import { scrollThrough } from '../fixtures/at-rest';
import { CUSTOMERS, fillCustomer, login } from '../fixtures/order';
import { FIXTURE, addFromProductPage, choose } from '../fixtures/shop';
import { expect, test } from '../fixtures/test';

/**
 * Visual regression: every screen of both specs at 375 and 1280 px, compared with its committed
 * picture (e2e/screenshots/{screen}-{width}.png, Playwright's `toHaveScreenshot`). The pictures
 * are taken in the self-hosted brand typeface with motion reduced (the banner stands still), so
 * they hold from one machine of this kind to the next. On a difference the report keeps the
 * expected, actual and diff pictures (e2e/test-results). To review and accept a change:
 * `pnpm --filter @trini/e2e visual:update`, then look at the changed pictures in `git diff`.
 * The README shows four of them, so it always shows the shop as it is.
 */

/** The widths of the pictures, px: a phone and a desktop. */
const WIDTHS = [375, 1280] as const;

/**
 * A screen: its picture's name, the state a shopper brings to it (a cart, a login: made once,
 * kept in the browser's cookies and storage for every width), how the shopper then opens it, and
 * whether its whole length is taken.
 */
interface Screen {
  name: string;
  /** What the shopper did before (added to the cart, logged in); none for most screens. */
  prepare?: (page: Page) => Promise<void>;
  /** Opens the screen at the page's width, from the state `prepare` left. */
  open: (page: Page) => Promise<void>;
  /** The whole page (short screens), or the first screen only (long product lists). */
  fullPage: boolean;
}

/** Paints every box of a full-page picture, as each is painted when scrolled to. */
const FULL_PAGE_STYLE = '* { content-visibility: visible !important; }';

/** The longest a picture may take to arrive before the page is taken as it is, ms. */
const PICTURE_WAIT_MS = 10_000;

/**
 * Waits until the page shows what a person would see at rest: everything it asked for come, the
 * app started and its fonts loaded. For a full-page picture it is scrolled through as a person
 * scrolls until a pass asks for nothing more (`scrollThrough`: the lists that load as they near
 * the screen have come, and the browser's lazy loading has asked for their pictures). Then, back
 * at the top, every picture with a box is awaited (PICTURE_WAIT_MS at most) and two frames are
 * drawn.
 */
async function settle(page: Page, fullPage: boolean): Promise<void> {
  await page.waitForLoadState('networkidle');
  // At rest the app has started. Until then the browser skips painting the boxes below the first
  // screen (content-visibility, styles/wait-for-app.module.css) and paints each as it nears the
  // screen; a full-page picture shows parts no one has scrolled to, so it would show them blank.
  await expect(page.locator('html[data-hydrated]')).toBeAttached();
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  if (fullPage) {
    // A box off the screen is not painted until it nears it (content-visibility: the product
    // cards); a person scrolling there sees it painted, so the picture does too. A style tag,
    // not toHaveScreenshot's `style` option (docs/decisions/tests-with-eyes.md).
    await page.addStyleTag({ content: FULL_PAGE_STYLE });
    await scrollThrough(page);
  }
  await page.evaluate(
    async ({ fullPage, wait }) => {
      // The picture starts at the top of the page, wherever the browser restored the scroll to.
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

const go =
  (path: string) =>
  async (page: Page): Promise<void> => {
    await page.goto(path);
    await expect(page.locator('main, #main').first()).toBeVisible();
  };

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

const SCREENS: Screen[] = [
  { name: 'home', open: go('/'), fullPage: false },
  { name: 'category', open: go('/category/1'), fullPage: false },
  { name: 'search', open: go('/search/a'), fullPage: false },
  { name: 'product', open: go(`/productdetails/${FIXTURE.plain}`), fullPage: false },
  { name: 'product-sold-out', open: go(`/productdetails/${FIXTURE.soldOut}`), fullPage: false },
  { name: 'cart-empty', open: go('/cart'), fullPage: true },
  { name: 'cart', prepare: twoLines, open: go('/cart'), fullPage: true },
  { name: 'wishlist', open: go('/wishlist'), fullPage: true },
  { name: 'checkout', prepare: twoLines, open: go('/checkout'), fullPage: true },
  {
    name: 'checkout-errors',
    prepare: twoLines,
    open: async (page) => {
      await go('/checkout')(page);
      await page.getByRole('button', { name: 'Place Order', exact: true }).click();
      await expect(page.getByRole('alert').first()).toBeVisible();
    },
    fullPage: true,
  },
  {
    name: 'checkout-bank-transfer',
    prepare: twoLines,
    open: async (page) => {
      await go('/checkout')(page);
      await fillCustomer(page, '7055555', 'Renee Baptiste');
      await choose(page.getByRole('radio', { name: /bank/i }));
    },
    fullPage: true,
  },
  {
    name: 'checkout-logged-in',
    prepare: async (page) => {
      await addFromProductPage(page, FIXTURE.plain);
      await loggedIn(page);
    },
    open: go('/checkout'),
    fullPage: true,
  },
  { name: 'direct-order', open: go(`/fborder/${FIXTURE.plain}`), fullPage: true },
  { name: 'place-order', open: go(`/placeorder/${FIXTURE.plain}`), fullPage: true },
  { name: 'login', open: go('/login'), fullPage: true },
  { name: 'register', open: go('/register'), fullPage: true },
  { name: 'order-track', open: go('/ordertrack'), fullPage: true },
  { name: 'account', prepare: loggedIn, open: go('/account'), fullPage: true },
  { name: 'edit-account', prepare: loggedIn, open: go('/editaccountinfo'), fullPage: true },
  { name: 'change-password', prepare: loggedIn, open: go('/changepassword'), fullPage: true },
  { name: 'order-history', prepare: loggedIn, open: go('/orderhistory'), fullPage: true },
  { name: 'order-detail', prepare: loggedIn, open: go('/orderdetail'), fullPage: true },
  { name: 'product-return', prepare: loggedIn, open: go('/productreturn'), fullPage: true },
  { name: 'delivery-policy', open: go('/deliverypolicy'), fullPage: false },
  { name: 'about', open: go('/aboutus'), fullPage: true },
  { name: 'not-found', open: go('/no-such-page'), fullPage: true },
];

test.describe('visual regression: every screen at 375 and 1280 px', () => {
  test.use({ reducedMotion: 'reduce' });

  // One test per screen: its state is made once, then the screen is opened anew at each width
  // (a page loaded at that width, as a shopper's is) and pictured there.
  for (const screen of SCREENS) {
    test(`${screen.name} at ${WIDTHS.join(' and ')} px`, async ({ page }) => {
      await page.setViewportSize({ width: WIDTHS[0], height: 900 });
      await screen.prepare?.(page);
      for (const width of WIDTHS) {
        await test.step(`at ${width} px`, async () => {
          await page.setViewportSize({ width, height: 900 });
          await screen.open(page);
          await settle(page, screen.fullPage);
          await expect(page).toHaveScreenshot(`${screen.name}-${width}.png`, {
            fullPage: screen.fullPage,
            animations: 'disabled',
            caret: 'hide',
            // Notices come and go on their own clock; the back-to-top button follows the scroll.
            mask: [page.locator('[data-sonner-toaster]')],
          });
        });
      }
    });
  }
});
