import { expect, test } from '../fixtures/test';

/**
 * The pages the server renders, every one of them a lazily loaded screen whose components' CSS
 * Modules ship in the screen's own stylesheets (issue 16 §4).
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

test.describe('styles of server-rendered pages (issue 16 §4: CSS Modules, no flash of unstyled page)', () => {
  test.use({ javaScriptEnabled: false });

  for (const path of PAGES) {
    test(`${path}: without JavaScript, every component class in the markup has its stylesheet`, async ({
      page,
    }) => {
      await page.goto(path);
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
