import { describe, expect, it } from 'vitest';
import { bundlePrice, lineTotal } from './line-total.js';
import { lineFromProduct } from './operations.js';
import { bundle, discounted, freeFromThree, plain } from './test-products.js';

const line = (q: number, p = bundle) => lineTotal(lineFromProduct(p, q));

describe('line price by quantity (shopping.md §9)', () => {
  it('one unit costs SalesPrice', () => expect(line(1).TotalAmount).toBe(50));
  it('exactly 2 units use SalesPrice2', () => expect(line(2).TotalAmount).toBe(90));
  it('exactly 3 units use SalesPrice3', () => expect(line(3).TotalAmount).toBe(130));
  it('exactly 5 units use SalesPrice5', () => expect(line(5).TotalAmount).toBe(200));
  it('above 5 units: round(quantity × SalesPrice5 / 5)', () =>
    expect(line(7).TotalAmount).toBe(280));
  it('above 3 units (4): quantity × SalesPrice3 / 3, rounded', () =>
    expect(line(4).TotalAmount).toBe(173));
  it('checks run from the highest bundle down: 4 units without SalesPrice3 use SalesPrice2 / 2', () => {
    expect(line(4, { ...bundle, SalesPrice3: null }).TotalAmount).toBe(180);
  });
  it('5 units without SalesPrice5 fall to SalesPrice3 / 3', () => {
    expect(line(5, { ...bundle, SalesPrice5: 0 }).TotalAmount).toBe(217);
  });
  it('exactly 2 units without SalesPrice2 cost SalesPrice × 2', () => {
    expect(line(2, { ...bundle, SalesPrice2: undefined }).TotalAmount).toBe(100);
  });
  it('3 units with only SalesPrice2: above 2 uses SalesPrice2 / 2 per unit', () => {
    expect(line(3, { ...bundle, SalesPrice3: null, SalesPrice5: null }).TotalAmount).toBe(135);
  });
  it('without bundle prices: SalesPrice × Quantity, to the cent', () => {
    expect(line(3, { ...plain, SalesPrice: 19.99 }).TotalAmount).toBe(59.97);
  });
  it('quantity 0 costs nothing', () => expect(line(0).TotalAmount).toBe(0));
  it('bundlePrice ignores discount and freight', () => {
    expect(bundlePrice({ Quantity: 2, SalesPrice: 50, SalesPrice2: 90 })).toBe(90);
  });
});

describe('line discount (shopping.md §4)', () => {
  it('DiscountAmount = round(line price × percent / 100), subtracted from the line total', () => {
    const l = line(1, discounted);
    expect(l.DiscountAmount).toBe(20);
    expect(l.TotalAmount).toBe(180);
  });
  it('the discount applies to the bundle-priced line', () => {
    const l = line(2, { ...bundle, DiscountPercent: 15 });
    expect(l.DiscountAmount).toBe(14); // round(90 × 0.15 = 13.5)
    expect(l.TotalAmount).toBe(76);
  });
  it('no discount when DiscountPercent is 0', () => expect(line(1, plain).DiscountAmount).toBe(0));
  it('Rate is copied from SalesPrice; NetAmount and GrandTotal equal TotalAmount', () => {
    const l = line(1, discounted);
    expect(l.Rate).toBe(200);
    expect(l.NetAmount).toBe(l.TotalAmount);
    expect(l.GrandTotal).toBe(l.TotalAmount);
  });
});

describe('free delivery by quantity (shopping.md §4)', () => {
  it('FreeDelivery becomes 1 when Quantity reaches FreeDeliveryQuantity (>1)', () => {
    expect(line(3, freeFromThree).FreeDelivery).toBe(1);
    expect(line(4, freeFromThree).FreeDelivery).toBe(1);
  });
  it('below FreeDeliveryQuantity the line has no free delivery, and lowering the quantity takes it away', () => {
    expect(line(2, freeFromThree).FreeDelivery).toBe(0);
    const up = line(3, freeFromThree);
    expect(lineTotal({ ...up, Quantity: 2 }).FreeDelivery).toBe(0);
  });
  it('FreeDeliveryQuantity of 1 does not trigger the rule; the product flag stays', () => {
    expect(line(5, { ...plain, FreeDeliveryQuantity: 1 }).FreeDelivery).toBe(0);
    expect(line(1, { ...plain, FreeDeliveryQuantity: 1, FreeDelivery: 1 }).FreeDelivery).toBe(1);
  });
  it('lineTotal does not mutate its input', () => {
    const input = lineFromProduct(discounted, 1);
    const copy = structuredClone(input);
    lineTotal(input);
    expect(input).toEqual(copy);
  });
});
