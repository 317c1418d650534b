import type { City, OrderLine, ProductDetail } from '@trini/domain';
import { COUNTRY, FREIGHT, ORDER_DEFAULTS, ORDER_SOURCE, PAYMENT_METHOD } from '@trini/domain';
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

function line(p: ProductDetail, sNo: number, quantity: number): OrderLine {
  const total = p.SalesPrice * quantity;
  return {
    SNo: sNo,
    ProductNo: p.ProductNo,
    ProductName: p.ProductName,
    Barcode: p.Barcode,
    ProductStyle: p.ProductStyle,
    Quantity: quantity,
    SalesPrice: p.SalesPrice,
    SalesPrice2: null,
    SalesPrice3: null,
    SalesPrice5: null,
    DiscountPercent: 0,
    DiscountAmount: 0,
    Rate: p.SalesPrice,
    FreeDelivery: 0,
    FreeDeliveryQuantity: 0,
    RibbonText: p.RibbonText,
    ImageFilePath: p.Thumbnail,
    Thumbnail: p.Thumbnail,
    TotalAmount: total,
    NetAmount: total,
    GrandTotal: total,
  };
}

/**
 * Three past purchases of customer 1 (7000001), OrderNo 100001.., status 'placed', cash on
 * delivery to Trinidad. Lines use seeded products without bundles, discounts or free delivery,
 * so ItemTotal = Σ SalesPrice × Quantity; Freight = FREIGHT.TRINIDAD (40);
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
    const lines = pool.splice(0, count).map((p, j) => line(p, j + 1, rand.int(1, 2)));
    const itemTotal = lines.reduce((s, l) => s + l.TotalAmount, 0);
    const orderNo = FIRST_ORDER_NO + i;
    return {
      OrderNo: orderNo,
      InvoiceBillNumber: `INV-${orderNo}`,
      OrderDate: dates.order,
      status: 'placed',
      CustomerNo: customer.CustomerNo,
      order: {
        PMNo: PAYMENT_METHOD.CASH_ON_DELIVERY,
        OrderProductList: lines,
        Remarks: ORDER_DEFAULTS.Remarks,
        CountryNo: ORDER_DEFAULTS.CountryNo,
        IsPickup: ORDER_DEFAULTS.IsPickup,
        Freight: FREIGHT.TRINIDAD,
        TotalAmount: itemTotal + FREIGHT.TRINIDAD,
        CouponDiscPercent: 0,
        CouponDiscountAmount: 0,
        CashbackAmount: 0,
        CouponCode: '',
        CustomerMobile: customer.Mobile1,
        CustomerName: customer.CustomerName,
        EmailID: customer.EmailID,
        CustomerEmail: customer.EmailID,
        CustomerAddress: customer.Address,
        CustomerCityNo: cityNo,
        ODeliverCountryNo: COUNTRY.TRINIDAD,
        ODeliverCityNo: cityNo,
        StoreNo: ORDER_DEFAULTS.StoreNo,
        InvoiceStoreName: ORDER_DEFAULTS.InvoiceStoreName,
        ShopNo: ORDER_DEFAULTS.ShopNo,
        ShopName: ORDER_DEFAULTS.ShopName,
        WebsiteNo: ORDER_DEFAULTS.WebsiteNo,
        NewOrderDate: dates.order,
        DeliveryDate: dates.delivery,
        NewDeliveryDate: dates.delivery,
        IsWipayPayment: 0,
        IsWipayPaymentPending: 0,
        Source: ORDER_SOURCE.CHECKOUT,
      },
    };
  });
}
