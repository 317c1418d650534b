import { BANK_TRANSFER, MESSAGES, PICKUP_ADDRESS } from '@trini/domain';
import { FIXTURE, openProduct } from '../fixtures/shop';
import { expect, test } from '../fixtures/test';

/**
 * What the shell looks like to a shopper: the brand typeface, the notice placed below the header,
 * the footer's way to reach the shop and its payment methods. The notice is placed against the
 * header, which differs at 1280 and 375 px: that test runs at both.
 */
test.describe('the shop’s shell as a shopper sees it', () => {
  test('pages are set in the self-hosted brand typeface, preloaded with the page', async ({
    page,
  }) => {
    await page.goto('/');
    const preload = page.locator('head link[rel="preload"][as="font"]');
    await expect(preload).toHaveCount(1);
    expect(await preload.getAttribute('href')).toMatch(/^\/assets\/[\w-]+\.woff2$/);
    const font = await page.evaluate(async () => {
      await document.fonts.ready;
      return {
        family: getComputedStyle(document.body).fontFamily,
        loaded: document.fonts.check('16px "Figtree Variable"'),
      };
    });
    expect(font.family).toMatch(/^"Figtree Variable", "Figtree Fallback"/);
    expect(font.loaded).toBe(true);
  });

  test(
    'the "Item Added To Cart" notice shows below the header and covers none of its controls',
    { tag: '@both-widths' },
    async ({ page }) => {
      await openProduct(page, FIXTURE.plain);
      await page.getByRole('button', { name: 'ADD TO CART' }).first().click();
      const notice = page.locator('[data-sonner-toast]').filter({ hasText: 'Item Added To Cart' });
      await expect(notice).toBeVisible();
      // Where the notices' list rests (each notice slides in within it): its top, and the lowest
      // header control's bottom edge, read in one go while the notice shows.
      const { noticeTop, controlsBottom } = await notice.evaluate((toast) => {
        const header = document.querySelector('header')!;
        const bottoms = Array.from(header.querySelectorAll('a[href], button, input'), (c) =>
          c.getBoundingClientRect(),
        )
          .filter((r) => r.width > 0 && r.bottom > 0)
          .map((r) => r.bottom);
        return {
          noticeTop: toast.closest('[data-sonner-toaster]')!.getBoundingClientRect().top,
          controlsBottom: Math.max(...bottoms),
        };
      });
      expect(noticeTop).toBeGreaterThanOrEqual(controlsBottom);
      // The cart link stays the one that receives a tap.
      const cart = page.getByRole('link', { name: /^Cart, 1 item$/ });
      await cart.click({ trial: true });
      await cart.click();
      await expect(page).toHaveURL(/\/cart$/);
    },
  );

  test('the footer gives the shop’s phone, WhatsApp and address, and its payment methods', async ({
    page,
  }) => {
    await page.goto('/aboutus');
    const footer = page.getByRole('contentinfo');
    const digits = BANK_TRANSFER.WhatsAppPhone.replace(/\D/g, '');
    await expect(
      footer.getByRole('link', { name: `Call ${BANK_TRANSFER.WhatsAppPhone}` }),
    ).toHaveAttribute('href', `tel:+${digits}`);
    await expect(footer.getByRole('link', { name: 'WhatsApp us' })).toHaveAttribute(
      'href',
      `https://wa.me/${digits}`,
    );
    await expect(footer.getByText(PICKUP_ADDRESS)).toBeVisible();
    await expect(
      footer.getByRole('list', { name: 'Payment methods' }).getByRole('listitem'),
    ).toHaveText(['Debit & credit card', 'Bank transfer', 'Cash on delivery']);
  });

  test('the place order form shows no template text: no empty field reads “Your Error Message”', async ({
    page,
  }) => {
    await page.goto(`/placeorder/${FIXTURE.plain}`);
    const form = page.getByRole('group', { name: 'Customer Detail' });
    await expect(form.getByLabel('Mobile')).toBeVisible();
    await expect(page.getByPlaceholder(MESSAGES.PLACEHOLDER_ERROR)).toHaveCount(0);
    await expect(page.getByText(MESSAGES.PLACEHOLDER_ERROR).filter({ visible: true })).toHaveCount(
      0,
    );
  });
});
