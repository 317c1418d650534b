import { expect, test } from '../fixtures/test';

/**
 * The pages the server renders, every one of them a lazily loaded screen whose components' CSS
 * Modules ship in the screen's own stylesheets.
 */
const PAGES = [
  '/',
  '/search/a',
  '/category/1',
  '/productdetails/1001',
  '/cart',
  '/checkout',
  '/login',
  '/aboutus',
  '/ordertrack',
  '/notfoundpage-x',
];

test.describe('styles of server-rendered pages (CSS Modules, no flash of unstyled page)', () => {
  test.use({ javaScriptEnabled: false });

  for (const path of PAGES) {
    test(`${path}: without JavaScript, every component class in the markup has its stylesheet`, async ({
      page,
    }) => {
      // The test reads the page's stylesheets: it waits for them to have come (the load event).
      await page.goto(path, { waitUntil: 'load' });
      const missing = await page.evaluate(() => {
        const defined = new Set<string>();
        const collect = (rules: CSSRuleList) => {
          for (const rule of Array.from(rules)) {
            if (rule instanceof CSSStyleRule)
              for (const m of rule.selectorText.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g))
                defined.add(m[1] ?? '');
            if ('cssRules' in rule) collect((rule as CSSGroupingRule).cssRules);
          }
        };
        for (const sheet of Array.from(document.styleSheets)) collect(sheet.cssRules);
        // A CSS Module class is `{local}_{hash}` (vite.config.ts): one its page must define.
        const used = new Set(
          Array.from(document.querySelectorAll('[class]')).flatMap((el) =>
            Array.from(el.classList).filter((c) => /^[a-zA-Z][\w-]*_[\w-]{6}$/.test(c)),
          ),
        );
        return { count: used.size, missing: [...used].filter((c) => !defined.has(c)) };
      });
      expect(missing.count).toBeGreaterThan(0);
      expect(missing.missing).toEqual([]);
    });
  }
});

test.describe('product grids on a phone (Lighthouse’s 412 × 823 screen)', () => {
  test.use({ viewport: { width: 412, height: 823 } });

  for (const path of ['/category/1', '/category/1?view=list', '/', '/search/a', '/cart']) {
    test(`${path}: a card takes the same height before and after the shopper scrolls to it`, async ({
      page,
    }) => {
      // Cards out of the screen are not rendered (content-visibility) and hold a placeholder
      // height: a wrong one moves what is below them as they render (a layout shift).
      await page.goto(path);
      await expect(page.getByRole('article').first()).toBeVisible();
      const heights = () =>
        page.evaluate(() =>
          Array.from(document.querySelectorAll('li:has(> article)'), (li) =>
            Math.round(li.getBoundingClientRect().height * 10),
          ),
        );
      const before = await heights();
      expect(before.length).toBeGreaterThan(8);
      const bottom = await page.evaluate(() => document.documentElement.scrollHeight);
      for (let y = 0; y < bottom; y += 600) {
        await page.mouse.wheel(0, 600);
        await page.waitForTimeout(30);
      }
      expect((await heights()).slice(0, before.length)).toEqual(before);
    });
  }
});

// A shopper's tap on a phone's card: run at 375 px, with touch.
test.describe(
  'a product card is one link (its name), stretched over the card',
  { tag: '@narrow' },
  () => {
    for (const path of ['/category/1', '/category/1?view=list']) {
      test(`${path}: a tap on a card's picture opens the product; its heart and ADD TO CART stay buttons`, async ({
        page,
      }) => {
        await page.goto(path);
        const card = page.getByRole('article').first();
        await expect(card).toBeVisible();
        // One link a card: the name's.
        await expect(card.locator('a')).toHaveCount(1);
        const name = (await card.getByRole('heading').innerText()).trim();
        // The buttons are above the link: a tap on them is theirs (Playwright clicks only a
        // button that would receive the tap).
        await card.getByRole('button', { name: `Add ${name} to wishlist` }).click();
        await expect(
          card.getByRole('button', { name: `Remove ${name} from wishlist` }),
        ).toBeVisible();
        await card.getByRole('button', { name: 'ADD TO CART' }).click();
        await expect(card.getByRole('button', { name: 'Item Added To Cart' })).toBeVisible();
        // A tap in the middle of the picture, as a shopper's finger lands.
        const box = (await card.locator('picture img').boundingBox())!;
        await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
        await expect(page).toHaveURL(/\/productdetails\/\d+$/);
        await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      });
    }
  },
);
