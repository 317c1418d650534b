import { describe, expect, it } from 'vitest';
import { OrderSchema } from '../entities/order.js';
import { buildOrder, formatOrderDate } from './build-order.js';
import { addItem, applyCoupon, emptyCart, setCashback, setDeliveryCountry } from './operations.js';
import { bundle, plain } from './test-products.js';

const customer = {
  CustomerMobile: '7000001',
  CustomerName: 'Kavita Ramdial',
  EmailID: 'kavita@example.tt',
  CustomerAddress: '5 Main Road',
  CustomerCityNo: 3,
};
const date = new Date(2026, 10, 2, 15, 30);

describe('the order object (ordering.md §3 Order, §9)', () => {
  const cart = setCashback(
    applyCoupon(addItem(addItem(emptyCart(), plain), bundle, 2), 'SAVE10', 10),
    20,
  );
  const order = buildOrder(cart, customer, { orderDate: date });

  it('is valid against the Order schema', () => expect(OrderSchema.parse(order)).toEqual(order));
  it('has the spec defaults: PMNo 3, CountryNo 1, pickup 0, store 4 Online Store, shop 9, website 1, Source 1', () => {
    expect(order).toMatchObject({
      PMNo: 3,
      CountryNo: 1,
      IsPickup: 0,
      StoreNo: 4,
      InvoiceStoreName: 'Online Store',
      ShopNo: 9,
      ShopName: 'Online Store',
      WebsiteNo: 1,
      Source: 1,
      Remarks: '',
      IsWipayPayment: 0,
      IsWipayPaymentPending: 0,
    });
  });
  it('sends dates as yyyy-MM-dd and delivery dates only when set', () => {
    expect(order.NewOrderDate).toBe('2026-11-02');
    expect(order.DeliveryDate).toBeUndefined();
    const withDelivery = buildOrder(cart, customer, {
      orderDate: date,
      deliveryDate: new Date(2026, 10, 5),
    });
    expect([withDelivery.DeliveryDate, withDelivery.NewDeliveryDate]).toEqual([
      '2026-11-05',
      '2026-11-05',
    ]);
  });
  it('carries the cart totals: TotalAmount is the grand total, CashbackAmount the cashback used', () => {
    // items 100 + 90 = 190; freight 40; coupon 19; cashback 20 → 191
    expect(order.TotalAmount).toBe(191);
    expect(order.Freight).toBe(40);
    expect(order.CouponDiscountAmount).toBe(19);
    expect(order.CouponCode).toBe('SAVE10');
    expect(order.CashbackAmount).toBe(20);
  });
  it('numbers the lines SNo 1..n', () =>
    expect(order.OrderProductList.map((l) => l.SNo)).toEqual([1, 2]));
  it('copies email and city into both spellings and the delivery country from the cart', () => {
    const tobago = buildOrder(setDeliveryCountry(cart, 2), customer, { orderDate: date });
    expect([tobago.EmailID, tobago.CustomerEmail]).toEqual([
      'kavita@example.tt',
      'kavita@example.tt',
    ]);
    expect([tobago.CustomerCityNo, tobago.ODeliverCityNo]).toEqual([3, 3]);
    expect(tobago.ODeliverCountryNo).toBe(2);
    expect(tobago.Freight).toBe(60);
  });
  it('card payment (PMNo 1) sets the card payment and pending flags to 1', () => {
    const card = buildOrder(cart, customer, { PMNo: 1 });
    expect([card.IsWipayPayment, card.IsWipayPaymentPending]).toEqual([1, 1]);
  });
  it('the direct order page sends Source 2 with its shop', () => {
    const direct = buildOrder(
      cart,
      { CustomerMobile: '7000002', CustomerName: 'Marcus' },
      {
        Source: 2,
        ShopNo: 1,
        ShopName: 'Port of Spain Outlet',
        IsPickup: 1,
        Remarks: 'Call first',
      },
    );
    expect(direct).toMatchObject({
      Source: 2,
      ShopNo: 1,
      ShopName: 'Port of Spain Outlet',
      IsPickup: 1,
      Remarks: 'Call first',
      EmailID: '',
      CustomerAddress: '',
      CustomerCityNo: 0,
    });
  });
  it('an invalid date is refused with a RangeError', () => {
    expect(() => formatOrderDate(new Date('nope'))).toThrow(RangeError);
  });
});
