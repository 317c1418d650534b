import { describe, expect, it } from 'vitest';
import { readProductDetail, readProducts } from './product-answer-readers';

/** A loadproduct answer as a backend may send it, with what the shop must never publish. */
const sent = {
  ProductNo: 1001,
  ProductName: 'Earbuds',
  SalesPrice: 100,
  PurchasePrice: 55,
  ProductReviewList: [
    {
      ProductNo: 1001,
      CustomerName: 'Ravi',
      CustomerMobile: '7000002',
      ReviewTitle: 'Great',
      Comments: 'Works well',
      Rating: 5,
    },
  ],
};

describe('what the storefront keeps of a product answer (its state goes into the page)', () => {
  it("drops a reviewer's mobile and the cost price from loadproduct", () => {
    const product = readProductDetail(sent);
    expect(product?.ProductReviewList).toEqual([
      {
        ProductNo: 1001,
        CustomerName: 'Ravi',
        ReviewTitle: 'Great',
        Comments: 'Works well',
        Rating: 5,
      },
    ]);
    expect(JSON.stringify(product)).not.toMatch(/7000002|PurchasePrice|CustomerMobile/);
  });

  it('drops the cost price from a product list', () => {
    expect(JSON.stringify(readProducts([sent]))).not.toContain('PurchasePrice');
  });
});
