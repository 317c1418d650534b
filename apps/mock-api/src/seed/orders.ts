import type { City, ProductDetail } from '@trini/domain';
import { PAYMENT_METHOD, addItem, buildOrder, emptyCart } from '@trini/domain';
import { createRandom, subSeed } from './random.js';
import type { StoredCustomer, StoredOrder } from './types.js';

/** First seeded OrderNo; placed orders should continue after the highest stored one. */
export const FIRST_ORDER_NO = 100001;

const ORDER_DATES = [
  { order: '2026-03-14', delivery: '2026-03-17' },
  { order: '2026-06-02', delivery: '2026-06-04' },
  { order: '2026-09-21', delivery: '2026-09-24' },
] as const;

/** A product whose line total is simply SalesPrice × Quantity and whose freight is the default. */
function isSimple(p: ProductDetail): boolean {
  return (
    !p.IsSoldOut &&
    !p.SalesPrice2 &&
    !p.SalesPrice3 &&
    !p.SalesPrice5 &&
    p.DiscountPercent === 0 &&
    p.FreeDelivery === 0 &&
    p.FreeDeliveryQuantity === 0 &&
    p.SalesPrice < 1000
  );
}

/** A 'yyyy-MM-dd' date as a local Date (what buildOrder formats back to the same string). */
function localDate(date: string): Date {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return new Date(year, month - 1, day);
}

/**
 * Three past purchases of customer 1 (7000001), OrderNo 100001.., status 'placed', cash on
 * delivery to Trinidad, each built like the checkout builds an order: a cart of
 * 1 to 3 seeded products without bundles, discounts or free delivery, 1 or 2 of each (`addItem`),
 * then `buildOrder` with the customer's details, city and the order and delivery dates. So
 * ItemTotal = Σ SalesPrice × Quantity, Freight = FREIGHT.TRINIDAD (40) and
 * TotalAmount = ItemTotal + Freight. spec: ordering.md §3 Order
 */
export function buildOrders(
  seed: number,
  products: readonly ProductDetail[],
  customer: StoredCustomer,
  cities: readonly City[],
): StoredOrder[] {
  const rand = createRandom(subSeed(seed, 'orders'));
  const pool = rand.shuffle(products.filter(isSimple));
  const cityNo =
    cities.find((c) => customer.Address.endsWith(c.ODeliverCityName))?.ODeliverCityNo ?? 0;
  return ORDER_DATES.map((dates, i) => {
    const count = rand.int(1, 3);
    const cart = pool.splice(0, count).reduce((c, p) => addItem(c, p, rand.int(1, 2)), emptyCart());
    const order = buildOrder(
      cart,
      {
        CustomerMobile: customer.Mobile1,
        CustomerName: customer.CustomerName,
        EmailID: customer.EmailID,
        CustomerAddress: customer.Address,
        CustomerCityNo: cityNo,
      },
      {
        PMNo: PAYMENT_METHOD.CASH_ON_DELIVERY,
        orderDate: localDate(dates.order),
        deliveryDate: localDate(dates.delivery),
      },
    );
    const orderNo = FIRST_ORDER_NO + i;
    return {
      OrderNo: orderNo,
      InvoiceBillNumber: `INV-${orderNo}`,
      OrderDate: order.NewOrderDate,
      status: 'placed',
      CustomerNo: customer.CustomerNo,
      order,
    };
  });
}
