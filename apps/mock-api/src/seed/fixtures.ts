import type { FixtureKey } from './catalogue/types.js';

/**
 * Fixture products with exact, seed-independent values that tests and the README rely on.
 * Each exercises one cart rule (spec: shopping.md §9, ordering.md §9):
 * - `plain` 1001: SalesPrice 100, no bundles, no discount, no free delivery (price × quantity).
 * - `bundle` 1002: SalesPrice 50, SalesPrice2 90, SalesPrice3 130, SalesPrice5 200 (bundle prices).
 * - `soldOut` 1003: IsSoldOut true, SalesPrice 75 (cannot be added to the cart).
 * - `lineDiscount` 1004: DiscountPercent 10, SalesPrice 200 (line discount).
 * - `freeDelivery` 1005: FreeDelivery 1, SalesPrice 300 (free delivery freight).
 * - `freeDeliveryQuantity` 1006: FreeDeliveryQuantity 3, SalesPrice 60 (free delivery from 3 units).
 * - `video` 1007: has a VideoFileName and exactly 5 images (media gallery, card video).
 * - `aboveMinimumOrder` 1008: SalesPrice 600, above the TT$500 minimum delivery order.
 */
export const FIXTURE_PRODUCTS = {
  plain: 1001,
  bundle: 1002,
  soldOut: 1003,
  lineDiscount: 1004,
  freeDelivery: 1005,
  freeDeliveryQuantity: 1006,
  video: 1007,
  aboveMinimumOrder: 1008,
} as const satisfies Record<FixtureKey, number>;

/** Exact pricing and flags of each fixture (fields not listed are 0 / null / false). */
export const FIXTURE_VALUES: Readonly<
  Record<
    FixtureKey,
    {
      SalesPrice: number;
      SalesPrice2?: number;
      SalesPrice3?: number;
      SalesPrice5?: number;
      DiscountPercent?: number;
      FreeDelivery?: 0 | 1;
      FreeDeliveryQuantity?: number;
      IsSoldOut?: boolean;
      RibbonText?: string;
      /** Video file path, relative to the media base. */
      VideoFileName?: string;
      /** Exact number of gallery images. */
      images?: number;
    }
  >
> = {
  plain: { SalesPrice: 100 },
  bundle: {
    SalesPrice: 50,
    SalesPrice2: 90,
    SalesPrice3: 130,
    SalesPrice5: 200,
    RibbonText: 'BUNDLE DEAL',
  },
  soldOut: { SalesPrice: 75, IsSoldOut: true },
  lineDiscount: { SalesPrice: 200, DiscountPercent: 10, RibbonText: 'SALE' },
  freeDelivery: { SalesPrice: 300, FreeDelivery: 1, RibbonText: 'FREE DELIVERY' },
  freeDeliveryQuantity: { SalesPrice: 60, FreeDeliveryQuantity: 3 },
  video: {
    SalesPrice: 249,
    VideoFileName: 'ERP/Videos/gadget-demo.mp4',
    images: 5,
    RibbonText: 'NEW',
  },
  aboveMinimumOrder: { SalesPrice: 600 },
};
