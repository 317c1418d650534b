import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';
import { startCardPayment } from '../fixtures/journeys';
import { CUSTOMERS, authForm, login, openHeaderMenuIfNarrow } from '../fixtures/order';
import { FIXTURE, addFromProductPage, isNarrow, openProduct, productCards } from '../fixtures/shop';

/** A rectangle on the page, px. */
interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  expect(box, 'the element is laid out').not.toBeNull();
  return box!;
}

const intersects = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/**
 * A checkbox or radio as a shopper sees it beside its label: the box left of the label's text
 * and level with its first line, the text wrapping inside `panel`, the whole label a tap target
 * of at least 24 px.
 */
async function expectBoxBesideLabel(control: Locator, panel: Locator) {
  const labelOf = control.locator('xpath=ancestor::label[1]');
  const box = await boxOf(control);
  // The label's text as laid out (a Range over its text, the control left out).
  const words = await labelOf.evaluate((label) => {
    const range = document.createRange();
    range.selectNodeContents(label);
    const input = label.querySelector('input');
    if (input) range.setStartAfter(input);
    const r = range.getBoundingClientRect();
    return { x: r.x, y: r.y, width: r.width, height: r.height };
  });
  const within = await boxOf(panel);
  const label = await boxOf(labelOf);
  expect(box.width, 'the box keeps its own size').toBeLessThanOrEqual(28);
  expect(box.x, 'the box is inside the panel').toBeGreaterThanOrEqual(within.x);
  expect(box.x + box.width, 'the box is left of its label').toBeLessThanOrEqual(words.x);
  expect(Math.abs(box.y - words.y), 'the box is level with the first line').toBeLessThan(12);
  expect(words.x + words.width, "the label's right edge is inside the panel").toBeLessThanOrEqual(
    within.x + within.width,
  );
  expect(label.height, 'the label is a 24 px tap target').toBeGreaterThanOrEqual(24);
}

/** The registration form's own-number checkbox and its text, in `form`. */
async function expectConsentBesideLabel(form: Locator) {
  const consent = form.getByRole('checkbox', { name: /own mobile number/i });
  await expect(consent).toBeVisible();
  await expectBoxBesideLabel(consent, form);
}

test.describe('faults a shopper met on forms, cards, checkout and the category page', () => {
  test('register: the consent checkbox sits left of its wrapped label, inside the panel (/register and the side panel)', async ({
    page,
  }) => {
    await page.goto('/register');
    await expectConsentBesideLabel(page.getByRole('region', { name: 'Register' }));

    // The subject here is the side panel, which exists only in the hydrated app (before it, the
    // header's Register link is a link to /register, checked above): so this waits for hydration.
    await page.goto('/');
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
    await openHeaderMenuIfNarrow(page);
    await page
      .getByRole('link', { name: /^register$/i })
      .first()
      .click();
    const panel = authForm(page);
    await expect(panel.getByRole('checkbox')).toBeVisible();
    await expectConsentBesideLabel(panel);
  });

  test('the return form: each reason radio sits left of its wrapped label, inside the panel', async ({
    page,
  }) => {
    await page.goto('/');
    await login(page, CUSTOMERS.kavita);
    await page.goto('/productreturn');
    const panel = page.getByRole('group', { name: 'Product Information' });
    const reasons = panel.getByRole('group', { name: 'Reason for Return' }).getByRole('radio');
    await expect(reasons.first()).toBeVisible();
    expect(await reasons.count()).toBeGreaterThan(1);
    for (const radio of await reasons.all()) {
      await expectBoxBesideLabel(radio, panel);
    }
  });

  test("a sold-out product says so before any tap, and a tap still answers the spec's message", async ({
    page,
  }) => {
    await page.goto('/');
    const card = productCards(page).filter({ hasText: 'Non-Stick Tawa' }).first();
    const add = card.getByRole('button', { name: 'Sold out', exact: true });
    await expect(add).toHaveAttribute('aria-disabled', 'true');
    await expect(card.getByRole('button', { name: /add to cart/i })).toHaveCount(0);
    // aria-disabled, not disabled: a tap still reaches it (Playwright waits for neither).
    await add.click({ force: true });
    await expect(
      page.getByText('Item is sold out. Please select other item').first(),
    ).toBeVisible();

    await openProduct(page, FIXTURE.soldOut);
    const main = page.getByRole('main');
    await expect(main.getByText("This item can't be bought right now.")).toBeVisible();
    const pageAdd = main.getByRole('button', { name: 'Sold out', exact: true });
    const buyNow = main.getByRole('button', { name: 'Buy Now', exact: true });
    await expect(pageAdd).toHaveAttribute('aria-disabled', 'true');
    await expect(buyNow).toHaveAttribute('aria-disabled', 'true');
    await buyNow.click({ force: true });
    await expect(
      page.getByText('Item is sold out. Please select other item').first(),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/productdetails\/1003$/);
  });

  test("home's category tiles show each name once: the picture's own name band is cropped away", async ({
    page,
  }) => {
    await page.goto('/');
    const section = page.getByRole('region', { name: 'Browse our Categories' });
    await section.scrollIntoViewIfNeeded();
    const tiles = section.getByRole('link');
    await expect(tiles).toHaveCount(6);
    for (const tile of await tiles.all()) {
      const name = (await tile.innerText()).trim();
      await expect(tile).toHaveAccessibleName(name);
      // The seeded picture is 400 × 250 px with its own name band from 180 px down (the mock's
      // categorySvg): the part of it the tile shows, from the picture's layout and object-fit.
      const shown = await tile.locator('img').evaluate((img: HTMLImageElement) => {
        const w = Number(img.getAttribute('width'));
        const h = Number(img.getAttribute('height'));
        const box = img.getBoundingClientRect();
        const style = getComputedStyle(img);
        const scale =
          style.objectFit === 'cover'
            ? Math.max(box.width / w, box.height / h)
            : Math.min(box.width / w, box.height / h);
        const y = style.objectPosition.split(' ')[1] ?? '50%';
        const top = (h * scale - box.height) * (parseFloat(y) / 100);
        return { from: top / scale / h, to: (top + box.height) / scale / h };
      });
      expect(shown.to, `${name}: the picture's name band is not shown`).toBeLessThanOrEqual(
        180 / 250,
      );
      // The tile's own caption is visible and not laid over the picture.
      const caption = tile.getByText(name, { exact: true });
      await expect(caption).toBeVisible();
      const picture = await boxOf(tile.locator('img'));
      expect((await boxOf(caption)).y).toBeGreaterThanOrEqual(picture.y + picture.height - 1);
    }
  });

  test("a card's ribbon, Sold out badge, heart and play button overlap neither each other nor the picture's own labels, 320–1440 px", async ({
    page,
  }) => {
    await page.goto('/');
    const grid = page.getByRole('region', { name: 'Our Products' });
    await expect(productCards(grid).first()).toBeVisible();
    for (const width of [320, 375, 768, 1280, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      const overlaps = await overlapsIn(page);
      expect(overlaps, `overlaps at ${width} px`).toEqual([]);
    }
  });

  test('checkout with an empty Mobile: the Mobile field is focused, in view, and says why', async ({
    page,
  }) => {
    await addFromProductPage(page, FIXTURE.plain);
    await page.goto('/checkout');
    const personal = page.locator('#co-personal');
    await personal.getByLabel('Name').fill('Renee Baptiste');
    await page.getByLabel('Address').fill('12 Eastern Main Road');
    await page.getByRole('button', { name: 'Place Order', exact: true }).click();
    const mobile = personal.getByLabel('Mobile');
    await expect(mobile).toBeFocused();
    await expect(mobile).toBeInViewport();
    await expect(mobile).toHaveAttribute('aria-invalid', 'true');
    await expect(mobile).toHaveAccessibleDescription('Customer Mobile is required.');
  });

  test("a declined card payment's Back to checkout keeps what was typed and the card payment chosen", async ({
    page,
  }) => {
    await startCardPayment(page);
    await page.getByRole('button', { name: 'Decline' }).click();
    await expect(page.getByText('Order could not be placed!')).toBeVisible();
    await page.getByRole('link', { name: 'Back to checkout' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    const personal = page.locator('#co-personal');
    await expect(page.getByRole('radio', { name: /card/i })).toBeChecked();
    await expect(personal.getByLabel('Name')).toHaveValue('Renee Baptiste');
    await expect(personal.getByLabel('Mobile')).toHaveValue('7055555');
    await expect(personal.getByLabel('Email')).toHaveValue('shopper@example.tt');
    await expect(page.getByLabel('Address')).toHaveValue('12 Eastern Main Road');
    await expect(page.getByLabel('City')).not.toHaveValue('');
    await expect(page.getByRole('button', { name: 'Place Order Using Wipay' })).toBeVisible();
    // A corrupt draft is dropped, not shown: the form starts empty.
    await page.evaluate(() => sessionStorage.setItem('trini_checkout_draft', '{"CustomerName":'));
    await page.reload();
    // The subject is what the started app does with the stored draft (the server always renders
    // the form empty): an empty Name proves something only after hydration.
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
    await expect(personal.getByLabel('Name')).toHaveValue('');
    await expect
      .poll(() => page.evaluate(() => sessionStorage.getItem('trini_checkout_draft')))
      .toBeNull();
  });

  test(
    'the category tree is within the first screen and a half on a phone, in the side panel on a wide screen',
    { tag: '@both-widths' },
    async ({ page }) => {
      await page.goto('/category/1');
      const tree = page.getByRole('navigation', { name: /all categories/i });
      if (!isNarrow(page)) {
        await expect(tree).toBeVisible();
        await expect(tree.getByRole('link').first()).toBeInViewport();
        return;
      }
      const opener = page.getByRole('main').locator('summary', { hasText: /^Categories$/ });
      await expect(opener).toBeVisible();
      const screen = page.viewportSize()!.height;
      expect((await boxOf(opener)).y).toBeLessThan(1.5 * screen);
      await opener.click();
      await expect(tree).toBeVisible();
      await expect(tree.getByRole('link', { name: 'Kitchen', exact: true })).toBeInViewport();
      await tree.getByRole('link', { name: 'Kitchen', exact: true }).click();
      await expect(page).toHaveURL(/\/category\/\d+$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Kitchen' })).toBeVisible();
    },
  );
});

/**
 * Every pair of a home card's overlays (ribbon, Sold out badge, heart, play button) and of the
 * picture's own labels (the seeded 800 px picture's brand pill at 24–156 × 24–68 and its name card
 * at 40–760 × 620–770, product-image.ts in the mock) that intersect, one line each.
 */
async function overlapsIn(page: Page): Promise<string[]> {
  const cards = productCards(page.getByRole('region', { name: 'Our Products' }));
  const found: string[] = [];
  for (const card of await cards.all()) {
    await card.scrollIntoViewIfNeeded();
    const boxes = await card.evaluate((el) => {
      const rect = (e: Element) => {
        const r = e.getBoundingClientRect();
        return { x: r.x, y: r.y, width: r.width, height: r.height };
      };
      const img = el.querySelector('img')!;
      const p = rect(img);
      const s = p.width / 800;
      const part = (x1: number, y1: number, x2: number, y2: number) => ({
        x: p.x + x1 * s,
        y: p.y + y1 * s,
        width: (x2 - x1) * s,
        height: (y2 - y1) * s,
      });
      const overlays: [string, Element | null][] = [
        ['ribbon', el.querySelector('.ribbon')],
        ['sold out', el.querySelector('.badge--sold-out')],
        ['heart', el.querySelector('button[aria-label*="wishlist"]')],
        ['play', el.querySelector('button[aria-label*="video"]')],
      ];
      return [
        ...overlays.filter(([, e]) => e !== null).map(([name, e]) => ({ name, ...rect(e!) })),
        { name: "picture's brand pill", ...part(24, 24, 156, 68) },
        { name: "picture's name card", ...part(40, 620, 760, 770) },
      ];
    });
    const label = await card.getAttribute('aria-labelledby');
    for (let i = 0; i < boxes.length; i++)
      for (let j = i + 1; j < boxes.length; j++) {
        const a = boxes[i]!;
        const b = boxes[j]!;
        if (a.name.startsWith('picture') && b.name.startsWith('picture')) continue;
        if (intersects(a, b)) found.push(`${label}: ${a.name} × ${b.name}`);
      }
  }
  return found;
}
