import type { Locator, Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { CUSTOMERS, login } from '../fixtures/order';
import { FIXTURE, addFromProductPage } from '../fixtures/shop';
import { expect, test } from '../fixtures/test';

/**
 * The pictures of the look's faults, one per fault and width, taken the same way of
 * any build of the shop: `look/before-after.sh` runs this against an earlier commit's build and
 * against this one's, so each fault has a before and an after picture side by side in
 * e2e/test-results/look/{LOOK_LABEL}/{fault}-{width}.png. Each picture shows where the shopper
 * meets the fault: the element itself, or the screen scrolled to it. Not part of `pnpm test`
 * (the faults are tested by the layout audit, the visual pictures and look.spec.ts); this only
 * makes the pictures a person compares.
 */

/** The folder of this run's pictures: e2e/test-results/look/{LOOK_LABEL}. */
const OUT = join(
  import.meta.dirname,
  '..',
  'test-results',
  'look',
  process.env.LOOK_LABEL ?? 'now',
);

/** A fault: its picture's name, the widths it is seen at, and how to reach and show it. */
interface Fault {
  name: string;
  widths: number[];
  /** Brings the shopper to the fault; returns the element to picture, or null for the screen. */
  show: (page: Page) => Promise<Locator | null>;
}

/** Scrolls `target` to the middle of the screen and pictures the screen there. */
async function screenAt(target: Locator): Promise<null> {
  await target.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  return null;
}

/** Opens `path` and shows the screen at `target` (or the top of the page without one). */
const opened =
  (path: string, target?: (page: Page) => Locator) =>
  async (page: Page): Promise<Locator | null> => {
    await page.goto(path);
    return target ? screenAt(target(page)) : null;
  };

async function withCart(page: Page, path: string): Promise<void> {
  await addFromProductPage(page, FIXTURE.plain);
  await addFromProductPage(page, FIXTURE.lineDiscount);
  await page.goto(path);
}

async function loggedIn(page: Page, path: string): Promise<void> {
  await page.goto('/');
  await login(page, CUSTOMERS.kavita);
  await page.goto(path);
}

const FAULTS: Fault[] = [
  {
    name: 'menu-button',
    widths: [375],
    show: async (page) => {
      await page.goto('/');
      return page.getByRole('banner');
    },
  },
  {
    name: 'checkout-table',
    widths: [375, 1280],
    show: async (page) => {
      await withCart(page, '/checkout');
      return screenAt(page.getByRole('table').first());
    },
  },
  {
    name: 'direct-order-table',
    widths: [375, 1280],
    show: opened(`/fborder/${FIXTURE.plain}`, (page) => page.getByRole('table').first()),
  },
  {
    name: 'cart-table',
    widths: [375],
    show: async (page) => {
      await withCart(page, '/cart');
      return screenAt(page.getByRole('table').first());
    },
  },
  {
    name: 'order-detail',
    widths: [375, 1280],
    show: async (page) => {
      await loggedIn(page, '/orderdetail');
      return screenAt(page.getByRole('table').first());
    },
  },
  {
    name: 'register-consent',
    widths: [375, 1280],
    show: opened('/register', (page) => page.getByRole('checkbox').first()),
  },
  {
    name: 'return-reasons',
    widths: [375],
    show: async (page) => {
      await loggedIn(page, '/productreturn');
      return screenAt(page.getByRole('radio').first());
    },
  },
  {
    name: 'sold-out',
    widths: [375, 1280],
    show: opened(`/productdetails/${FIXTURE.soldOut}`, (page) =>
      page.getByRole('button', { name: /add to cart|sold out/i }).first(),
    ),
  },
  {
    name: 'added-notice',
    widths: [375, 1280],
    show: async (page) => {
      await page.goto(`/productdetails/${FIXTURE.plain}`);
      await page
        .getByRole('button', { name: /^add to cart$/i })
        .first()
        .click();
      await expect(page.getByText('Item Added To Cart').first()).toBeVisible();
      await page.evaluate(() => scrollTo(0, 0));
      return null;
    },
  },
  {
    name: 'home-tiles',
    widths: [375, 1280],
    show: opened('/', (page) => page.getByRole('heading', { name: 'Browse our Categories' })),
  },
  {
    name: 'card-badges',
    widths: [375, 1280],
    show: opened('/category/1', (page) => page.getByRole('article').first()),
  },
  {
    name: 'checkout-error',
    widths: [375],
    show: async (page) => {
      await withCart(page, '/checkout');
      await page.getByRole('button', { name: 'Place Order', exact: true }).click();
      await expect(page.getByRole('alert').first()).toBeVisible();
      return null;
    },
  },
  {
    name: 'category-page-top',
    widths: [375],
    show: opened('/category/1'),
  },
  {
    name: 'place-order-price',
    widths: [375],
    show: opened(`/placeorder/${FIXTURE.plain}`),
  },
  {
    name: 'typeface',
    widths: [1280],
    show: opened('/'),
  },
  {
    name: 'footer',
    widths: [375, 1280],
    show: async (page) => {
      await page.goto('/');
      return page.getByRole('contentinfo');
    },
  },
];

test.describe('the look, fault by fault', () => {
  test.use({ reducedMotion: 'reduce' });
  mkdirSync(OUT, { recursive: true });

  for (const fault of FAULTS) {
    for (const width of fault.widths) {
      test(`${fault.name} at ${width} px`, async ({ page }) => {
        await page.setViewportSize({ width, height: 800 });
        const target = await fault.show(page);
        await page.waitForLoadState('networkidle');
        await page.evaluate(() => document.fonts.ready.then(() => undefined));
        const path = join(OUT, `${fault.name}-${width}.png`);
        if (target) await target.screenshot({ path, animations: 'disabled' });
        else await page.screenshot({ path, animations: 'disabled' });
      });
    }
  }
});
