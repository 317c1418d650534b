import { MESSAGES, SERVER_MESSAGES } from '@trini/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product, ProductDetail, SuccessResponse } from '@trini/domain';
import { build, call, newSession } from '../helpers.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await build();
});
afterAll(() => app.close());

const review = {
  ProductNo: 1001,
  CustomerMobile: '7000002',
  CustomerName: 'Ravi',
  ReviewTitle: 'Great',
  Comments: 'Works well',
  Rating: 5,
};

describe('what a product answer never publishes', () => {
  it("no reviewer's mobile and no PurchasePrice in loadproduct, product lists or category pages", async () => {
    const s = newSession();
    expect(
      (await call(app, s, 'POST', '/api/trini/saveproductreview', review)).json(),
    ).toMatchObject({ success: true });
    const answers = [
      await call(app, s, 'GET', '/api/Product/loadproduct?ProductNo=1001&LoadReviews=true'),
      await call(app, s, 'GET', '/api/trini/GetProducts?MaxRecords=15'),
    ];
    const detail = answers[0]!.json<ProductDetail>();
    expect(detail.ProductReviewList.length).toBeGreaterThan(1);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.body).not.toContain('CustomerMobile');
      expect(answer.body).not.toContain('PurchasePrice');
      expect(answer.body).not.toContain(review.CustomerMobile);
    }
  });
});

describe('POST /api/trini/saveproductreview', () => {
  it('a saved review appears first on the next loadproduct and moves the Rating', async () => {
    const s = newSession();
    const before = (
      await call(app, s, 'GET', '/api/Product/loadproduct?ProductNo=1001&LoadReviews=true')
    ).json<ProductDetail>();
    const res = await call(app, s, 'POST', '/api/trini/saveproductreview', {
      ...review,
      Rating: 1,
    });
    expect(res.json()).toEqual({ success: true, msg: MESSAGES.REVIEW_SAVED });
    const after = (
      await call(app, s, 'GET', '/api/Product/loadproduct?ProductNo=1001&LoadReviews=true')
    ).json<ProductDetail>();
    expect(after.ProductReviewList[0]).toMatchObject({ CustomerName: 'Ravi', Rating: 1 });
    expect(after.ProductReviewList).toHaveLength(before.ProductReviewList.length + 1);
    const rated = after.ProductReviewList.map((r) => r.Rating).filter((r) => r > 0);
    const avg = Math.round((rated.reduce((a, b) => a + b, 0) / rated.length) * 10) / 10;
    expect(after.Rating).toBe(avg);
    const card = (
      await call(app, s, 'GET', '/api/trini/GetProducts?SimilarProductNo=1002&MaxRecords=100')
    ).json<Product[]>();
    const listed = card.find((p) => p.ProductNo === 1001);
    if (listed) expect(listed.Rating).toBe(avg);
  });

  it('domain validation failures answer 200 success false with the rule message', async () => {
    const s = newSession();
    const cases: [object, string][] = [
      [{ CustomerMobile: '12' }, MESSAGES.REVIEW_PHONE_INVALID],
      [{ CustomerMobile: ' ' }, MESSAGES.REVIEW_MOBILE_REQUIRED],
      [{ CustomerName: '' }, MESSAGES.REVIEW_NAME_REQUIRED],
      [{ ReviewTitle: '   ' }, MESSAGES.REVIEW_TITLE_REQUIRED],
      [{ Comments: '' }, MESSAGES.REVIEW_COMMENTS_REQUIRED],
      [{ Rating: 9 }, MESSAGES.REVIEW_RATING_RANGE],
    ];
    for (const [change, msg] of cases) {
      const res = await call(app, s, 'POST', '/api/trini/saveproductreview', {
        ...review,
        ...change,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ success: false, msg });
    }
  });

  it('a review of an unknown product answers success false', async () => {
    const res = await call(app, newSession(), 'POST', '/api/trini/saveproductreview', {
      ...review,
      ProductNo: 777777,
    });
    expect(res.json()).toEqual({ success: false, msg: SERVER_MESSAGES.REVIEW_PRODUCT_UNKNOWN });
  });

  it('Rating may be omitted', async () => {
    const { Rating: _r, ...noRating } = review;
    const res = await call(app, newSession(), 'POST', '/api/trini/saveproductreview', noRating);
    expect(res.json<SuccessResponse>().success).toBe(true);
  });
});
