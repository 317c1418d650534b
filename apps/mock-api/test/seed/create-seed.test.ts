import type { Category, ProductDetail } from '@trini/domain';
import {
  CATEGORY_BAR,
  COUNTRY,
  DESIGN_PAGE,
  FREIGHT,
  HOME_CATEGORIES,
  PAGE_SIZE,
} from '@trini/domain';
import { describe, expect, it } from 'vitest';
import { checkOrder } from '../../src/lib/order-check.js';
import { verifyPassword } from '../../src/lib/password.js';
import { createState } from '../../src/state/mock-state.js';
import { FIXTURE_PRODUCTS } from '../../src/seed/fixtures.js';
import { createSeed, DEFAULT_SEED } from '../../src/seed/index.js';
import type { StoredProduct, StoredReview } from '../../src/seed/types.js';

const seed = createSeed();
const byNo = new Map(seed.products.map((p) => [p.ProductNo, p]));
const product = (no: number): ProductDetail => {
  const p = byNo.get(no);
  if (!p) throw new Error(`no product ${no}`);
  return p;
};
const flatten = (nodes: readonly Category[]): Category[] =>
  nodes.flatMap((n) => [n, ...flatten(n.SubCategories)]);
const allCategories = flatten(seed.categories);

describe('createSeed determinism', () => {
  it('returns deep-equal data for the same seed', () => {
    expect(createSeed(DEFAULT_SEED)).toEqual(createSeed(DEFAULT_SEED));
    expect(createSeed(7)).toEqual(createSeed(7));
  });

  it('returns different data for a different seed', () => {
    expect(createSeed(7)).not.toEqual(createSeed(8));
    expect(createSeed(7).products).not.toEqual(seed.products);
  });

  it('returns a fresh copy each call, so mutating one does not affect the next', () => {
    const a = createSeed();
    a.products.length = 0;
    a.customers[0]!.TotalCashback = 999;
    const b = createSeed();
    expect(b.products).toHaveLength(160);
    expect(b.customers[0]!.TotalCashback).toBe(50);
  });

  it('keeps ProductNos, names and categories independent of the seed', () => {
    const other = createSeed(99);
    expect(other.products.map((p) => [p.ProductNo, p.ProductName, p.ProductCategoryNo])).toEqual(
      seed.products.map((p) => [p.ProductNo, p.ProductName, p.ProductCategoryNo]),
    );
  });
});

describe('catalogue', () => {
  it('has 160 products numbered 1001 to 1160', () => {
    expect(seed.products.length).toBeGreaterThanOrEqual(150);
    expect(seed.products.map((p) => p.ProductNo)).toEqual(
      Array.from({ length: 160 }, (_, i) => 1001 + i),
    );
  });

  it('gives each product a category of the tree, with its name', () => {
    const names = new Map(allCategories.map((c) => [c.ProductCategoryNo, c.ProductCategoryName]));
    for (const p of seed.products)
      expect(names.get(p.ProductCategoryNo ?? -1)).toBe(p.ProductCategoryName);
  });

  it('uses unique ProductCategoryNos across the tree', () => {
    const nos = allCategories.map((c) => c.ProductCategoryNo);
    expect(new Set(nos).size).toBe(nos.length);
  });

  it('makes every category reachable: each leaf has products, each top category has products below it', () => {
    const count = (c: Category): number =>
      seed.products.filter((p) => p.ProductCategoryNo === c.ProductCategoryNo).length +
      c.SubCategories.reduce((s, sub) => s + count(sub), 0);
    for (const c of allCategories) expect(count(c), c.ProductCategoryName).toBeGreaterThan(0);
  });

  it('has the six home categories and the category bar categories at the top of the tree', () => {
    const tops = seed.categories.map((c) => c.ProductCategoryName);
    for (const c of HOME_CATEGORIES) expect(tops).toContain(c.name);
    expect(tops).toEqual(expect.arrayContaining(['Flash Sale', 'Christmas Sale', 'Appliances']));
  });

  it.each(CATEGORY_BAR.map((b) => [b.label, b.searchText] as const))(
    'category bar %s: a text search for %j over name, description and category finds the whole top category',
    (label, searchText) => {
      const topName = label === 'Tools & Automobiles' ? 'Tools & Automobile' : label;
      const top = seed.categories.find((c) => c.ProductCategoryName === topName);
      expect(top).toBeDefined();
      const inTop = new Set(flatten([top!]).map((c) => c.ProductCategoryNo));
      const needle = searchText.toLowerCase();
      const found = seed.products.filter((p) =>
        [p.ProductName, p.ProductDescription, p.ProductCategoryName].some((t) =>
          t.toLowerCase().includes(needle),
        ),
      );
      const expected = seed.products.filter((p) => inTop.has(p.ProductCategoryNo ?? -1));
      expect(expected.length).toBeGreaterThanOrEqual(8);
      expect(found).toEqual(expect.arrayContaining(expected));
    },
  );

  it('prices in whole TT$ with PurchasePrice below SalesPrice', () => {
    for (const p of seed.products) {
      expect(Number.isInteger(p.SalesPrice)).toBe(true);
      expect((p as StoredProduct).PurchasePrice).toBeLessThan(p.SalesPrice);
    }
  });

  it('makes bundle prices cheaper per unit than SalesPrice, on about 30% of products', () => {
    const bundles = seed.products.filter((p) => p.SalesPrice2);
    expect(bundles.length / 160).toBeGreaterThan(0.25);
    expect(bundles.length / 160).toBeLessThan(0.35);
    for (const p of bundles) {
      expect(p.SalesPrice2! / 2).toBeLessThan(p.SalesPrice);
      expect(p.SalesPrice3! / 3).toBeLessThan(p.SalesPrice2! / 2);
      expect(p.SalesPrice5! / 5).toBeLessThan(p.SalesPrice3! / 3);
    }
  });

  it('spreads the features: ~15% discounted, ~10% free delivery, ~10% free delivery quantity, ~8% sold out, ~25% ribbons, ~10 videos', () => {
    const share = (f: (p: ProductDetail) => boolean): number => seed.products.filter(f).length;
    expect(share((p) => p.DiscountPercent > 0)).toBe(24);
    expect(share((p) => p.FreeDelivery === 1)).toBe(16);
    expect(share((p) => p.FreeDeliveryQuantity > 1)).toBe(16);
    expect(share((p) => p.FreeDeliveryQuantity === 1)).toBe(0);
    expect(share((p) => p.IsSoldOut)).toBe(13);
    expect(share((p) => p.RibbonText !== '')).toBe(40);
    expect(share((p) => p.VideoFileName !== null)).toBe(10);
  });

  it('uses only known ribbon texts', () => {
    const ribbons = new Set(seed.products.map((p) => p.RibbonText));
    for (const r of ribbons)
      expect(['', 'SALE', 'NEW', 'HOT', 'BEST SELLER', 'FREE DELIVERY', 'BUNDLE DEAL']).toContain(
        r,
      );
  });

  it('points videos at the committed files under ERP/Videos', () => {
    for (const p of seed.products.filter((x) => x.VideoFileName)) {
      expect(p.VideoFileName).toMatch(
        /^ERP\/Videos\/(gadget-demo|kitchen-demo|tools-demo|product-spin)\.mp4$/,
      );
    }
  });

  it('gives 1 to 5 images with the documented paths; the product image fields are the first image', () => {
    for (const p of seed.products) {
      expect(p.ProductImageList.length).toBeGreaterThanOrEqual(1);
      expect(p.ProductImageList.length).toBeLessThanOrEqual(5);
      p.ProductImageList.forEach((img, i) => {
        expect(img.ImageFilePath).toBe(`ERP/Images/Products/${p.ProductNo}-${i + 1}.jpg`);
        expect(img.ImageFilePathThumbnail).toBe(
          `ERP/Images/Products/${p.ProductNo}-${i + 1}-thumb.jpg`,
        );
      });
      expect(p.ImageFilePath).toBe(p.ProductImageList[0]!.ImageFilePath);
      expect(p.ImageFilePathThumbnail).toBe(p.ProductImageList[0]!.ImageFilePathThumbnail);
      expect(p.Thumbnail).toBe(p.ProductImageList[0]!.ImageFilePathThumbnail);
    }
  });

  it('has 12 or 13 digit barcodes, unique', () => {
    for (const p of seed.products) expect(p.Barcode).toMatch(/^\d{12,13}$/);
    expect(new Set(seed.products.map((p) => p.Barcode)).size).toBe(160);
  });

  it('has 0 to 6 reviews per product with 7-digit mobiles, and Rating is their average to one decimal', () => {
    for (const p of seed.products) {
      const reviews = p.ProductReviewList;
      expect(reviews.length).toBeLessThanOrEqual(6);
      for (const r of reviews) {
        expect(r.ProductNo).toBe(p.ProductNo);
        expect((r as StoredReview).CustomerMobile).toMatch(/^\d{7}$/);
        expect(r.Rating).toBeGreaterThanOrEqual(1);
        expect(r.Rating).toBeLessThanOrEqual(5);
      }
      const avg = reviews.length
        ? Math.round((reviews.reduce((s, r) => s + r.Rating, 0) / reviews.length) * 10) / 10
        : 0;
      expect(p.Rating).toBe(avg);
    }
  });

  it('writes 2 to 3 sentence descriptions', () => {
    for (const p of seed.products) {
      const sentences = p.ProductDescription.split(/(?<=[.!?])\s+/).filter(Boolean);
      expect(sentences.length).toBeGreaterThanOrEqual(2);
      expect(sentences.length).toBeLessThanOrEqual(3);
    }
  });
});

describe('fixture products (exact values for every seed)', () => {
  const none = {
    SalesPrice2: null,
    SalesPrice3: null,
    SalesPrice5: null,
    DiscountPercent: 0,
    FreeDelivery: 0,
    FreeDeliveryQuantity: 0,
    IsSoldOut: false,
  };
  const cases = [
    ['plain', { ...none, SalesPrice: 100 }],
    ['bundle', { ...none, SalesPrice: 50, SalesPrice2: 90, SalesPrice3: 130, SalesPrice5: 200 }],
    ['soldOut', { ...none, SalesPrice: 75, IsSoldOut: true }],
    ['lineDiscount', { ...none, SalesPrice: 200, DiscountPercent: 10 }],
    ['freeDelivery', { ...none, SalesPrice: 300, FreeDelivery: 1 }],
    ['freeDeliveryQuantity', { ...none, SalesPrice: 60, FreeDeliveryQuantity: 3 }],
    ['video', { ...none }],
    ['aboveMinimumOrder', { ...none, SalesPrice: 600 }],
  ] as const;

  it.each(cases)('%s has its exact pricing and flags', (key, expected) => {
    for (const s of [DEFAULT_SEED, 1, 424242]) {
      const p = createSeed(s).products.find((x) => x.ProductNo === FIXTURE_PRODUCTS[key]);
      expect(p).toMatchObject(expected);
    }
  });

  it('numbers the fixtures 1001 to 1008', () => {
    expect(Object.values(FIXTURE_PRODUCTS)).toEqual([
      1001, 1002, 1003, 1004, 1005, 1006, 1007, 1008,
    ]);
  });

  it('gives the video fixture a video and exactly 5 images', () => {
    const p = product(FIXTURE_PRODUCTS.video);
    expect(p.VideoFileName).toBe('ERP/Videos/gadget-demo.mp4');
    expect(p.ProductImageList).toHaveLength(5);
  });

  it('gives no other fixture a video', () => {
    for (const no of Object.values(FIXTURE_PRODUCTS).filter((n) => n !== FIXTURE_PRODUCTS.video)) {
      expect(product(no).VideoFileName).toBeNull();
    }
  });
});

describe('curated lists', () => {
  it('starts the home page with fixtures 1001-1008 and lists every product once (3+ pages of 15)', () => {
    expect(seed.homePageProductNos.slice(0, 8)).toEqual([
      1001, 1002, 1003, 1004, 1005, 1006, 1007, 1008,
    ]);
    expect([...seed.homePageProductNos].sort((a, b) => a - b)).toEqual(
      seed.products.map((p) => p.ProductNo),
    );
    expect(seed.homePageProductNos.length).toBeGreaterThanOrEqual(3 * PAGE_SIZE.HOME);
  });

  it('curates banners 1 to 5 with 8 to 20 existing, available products each', () => {
    for (let n = 1; n <= 5; n += 1) {
      const nos = seed.bannerProductNos[n] ?? [];
      expect(nos.length, `banner ${n}`).toBeGreaterThanOrEqual(8);
      expect(nos.length, `banner ${n}`).toBeLessThanOrEqual(20);
      expect(new Set(nos).size).toBe(nos.length);
      for (const no of nos) expect(product(no).IsSoldOut).toBe(false);
    }
  });

  it('puts Flash Sale or discounted products in banner 1 and Christmas Sale products in banner 2', () => {
    const banner = (n: number): ProductDetail[] => (seed.bannerProductNos[n] ?? []).map(product);
    expect(
      banner(1).every((p) => p.ProductCategoryName === 'Flash Sale' || p.DiscountPercent > 0),
    ).toBe(true);
    expect(
      banner(1).filter((p) => p.ProductCategoryName === 'Flash Sale').length,
    ).toBeGreaterThanOrEqual(8);
    expect(banner(2).every((p) => p.ProductDescription.includes('Christmas Sale'))).toBe(true);
  });

  it('has 15 or more best sellers and new products, all existing and unique', () => {
    for (const list of [seed.bestSellerProductNos, seed.newProductNos]) {
      expect(list.length).toBeGreaterThanOrEqual(15);
      expect(new Set(list).size).toBe(list.length);
      for (const no of list) expect(byNo.has(no)).toBe(true);
    }
  });

  it('has design pages 2 and 3 with 12 new arrivals and 3 non-empty sections of existing products', () => {
    for (const pageNo of [DESIGN_PAGE.CATEGORY, DESIGN_PAGE.CART]) {
      const page = seed.designPages[pageNo];
      expect(page).toBeDefined();
      expect(page!.NewArrivalList).toHaveLength(12);
      expect(page!.Sections).toHaveLength(3);
      for (const s of page!.Sections) {
        expect(s.ProductNos.length).toBeGreaterThan(0);
        for (const no of s.ProductNos) expect(byNo.has(no)).toBe(true);
      }
    }
    expect(seed.designPages[DESIGN_PAGE.CATEGORY]!.Sections.map((s) => s.SectionName)).toEqual([
      'Trending Now',
      'Deals of the Week',
      'Top Rated',
    ]);
  });
});

describe('reference data', () => {
  it('has 30+ cities of both islands, numbered 1.. in name order', () => {
    expect(seed.cities.length).toBeGreaterThanOrEqual(40);
    expect(seed.cities.map((c) => c.ODeliverCityNo)).toEqual(seed.cities.map((_, i) => i + 1));
    const names = seed.cities.map((c) => c.ODeliverCityName);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(
      seed.cities.filter((c) => c.ODeliverCountryNo === COUNTRY.TRINIDAD).length,
    ).toBeGreaterThanOrEqual(30);
    expect(
      seed.cities.filter((c) => c.ODeliverCountryNo === COUNTRY.TOBAGO).length,
    ).toBeGreaterThanOrEqual(8);
    expect(names).toEqual(
      expect.arrayContaining([
        'Port of Spain',
        'San Fernando',
        'Chaguanas',
        'Arima',
        'Scarborough',
        'Crown Point',
      ]),
    );
  });

  it('has the Online Store (ShopNo 9) and four outlets', () => {
    expect(seed.shops).toContainEqual({ ShopNo: 9, ShopName: 'Online Store' });
    expect(seed.shops.map((s) => s.ShopNo).sort()).toEqual([1, 2, 3, 4, 9]);
  });

  it('has coupons SAVE10, SAVE25, TRINI5 and the expired EXPIRED20', () => {
    expect(seed.coupons).toEqual([
      { CouponCode: 'SAVE10', CouponDiscPercent: 10, expired: false },
      { CouponCode: 'SAVE25', CouponDiscPercent: 25, expired: false },
      { CouponCode: 'TRINI5', CouponDiscPercent: 5, expired: false },
      { CouponCode: 'EXPIRED20', CouponDiscPercent: 20, expired: true },
    ]);
  });
});

describe('customers', () => {
  const [kavita, marcus] = seed.customers;

  it('seeds Kavita Ramdial (7000001, TT$50 cashback, coupon TRINI5, Chaguanas)', () => {
    expect(kavita).toMatchObject({
      CustomerNo: 1,
      CustomerName: 'Kavita Ramdial',
      Mobile1: '7000001',
      EmailID: 'kavita.ramdial@example.tt',
      CountryCode: '1868',
      TotalCashback: 50,
      CouponCode: 'TRINI5',
    });
    expect(kavita!.Address).toContain('Chaguanas');
  });

  it('seeds Marcus Joseph (7000002, no cashback, no coupon)', () => {
    expect(marcus).toMatchObject({
      CustomerNo: 2,
      CustomerName: 'Marcus Joseph',
      Mobile1: '7000002',
      CountryCode: '1868',
      TotalCashback: 0,
    });
    expect(marcus!.CouponCode).toBeUndefined();
  });

  it('stores scrypt hashes that verify password1 and password2 only', async () => {
    expect(await verifyPassword('password1', kavita!.PasswordHash)).toBe(true);
    expect(await verifyPassword('password2', marcus!.PasswordHash)).toBe(true);
    expect(await verifyPassword('password2', kavita!.PasswordHash)).toBe(false);
    expect(JSON.stringify(seed.customers)).not.toContain('password1');
  });

  it('derives the salts from the seed: a different seed gives a different hash', () => {
    expect(createSeed(5).customers[0]!.PasswordHash).not.toBe(kavita!.PasswordHash);
  });
});

describe('past orders', () => {
  it('seeds 3 placed orders of customer 1, OrderNo 100001.. and INV-100001.., dated in 2026', () => {
    expect(seed.orders.map((o) => o.OrderNo)).toEqual([100001, 100002, 100003]);
    for (const o of seed.orders) {
      expect(o.InvoiceBillNumber).toBe(`INV-${o.OrderNo}`);
      expect(o.status).toBe('placed');
      expect(o.CustomerNo).toBe(1);
      expect(o.OrderDate).toMatch(/^2026-\d{2}-\d{2}$/);
      expect(o.order.CustomerMobile).toBe('7000001');
    }
  });

  it('prices lines from the catalogue and totals = items + TT$40 freight', () => {
    for (const o of seed.orders) {
      expect(o.order.OrderProductList.length).toBeGreaterThan(0);
      let items = 0;
      for (const line of o.order.OrderProductList) {
        const p = product(line.ProductNo);
        expect(line.SalesPrice).toBe(p.SalesPrice);
        expect(line.Rate).toBe(p.SalesPrice);
        expect(line.TotalAmount).toBe(p.SalesPrice * line.Quantity);
        expect(p.SalesPrice2 ?? null).toBeNull();
        expect(p.DiscountPercent).toBe(0);
        items += line.TotalAmount;
      }
      expect(o.order.Freight).toBe(FREIGHT.TRINIDAD);
      expect(o.order.TotalAmount).toBe(items + FREIGHT.TRINIDAD);
    }
  });

  it('are the figures the account page and e2e expect (default seed)', () => {
    const figures = seed.orders.map((o) => ({
      no: o.OrderNo,
      dates: [o.OrderDate, o.order.NewOrderDate, o.order.DeliveryDate, o.order.NewDeliveryDate],
      total: o.order.TotalAmount,
      lines: o.order.OrderProductList.map((l) => [l.SNo, l.ProductNo, l.Quantity, l.TotalAmount]),
    }));
    expect(figures).toEqual([
      {
        no: 100001,
        dates: ['2026-03-14', '2026-03-14', '2026-03-17', '2026-03-17'],
        total: 332,
        lines: [
          [1, 1110, 1, 63],
          [2, 1135, 1, 229],
        ],
      },
      {
        no: 100002,
        dates: ['2026-06-02', '2026-06-02', '2026-06-04', '2026-06-04'],
        total: 369,
        lines: [[1, 1137, 1, 329]],
      },
      {
        no: 100003,
        dates: ['2026-09-21', '2026-09-21', '2026-09-24', '2026-09-24'],
        total: 1835,
        lines: [
          [1, 1010, 2, 698],
          [2, 1067, 1, 139],
          [3, 1098, 2, 958],
        ],
      },
    ]);
  });

  it('are orders the checkout could send: the server reprices each to the same figures', () => {
    const state = createState(createSeed());
    for (const o of seed.orders) {
      const verdict = checkOrder(state, o.order, seed.customers[0]);
      expect(verdict, `order ${o.OrderNo}`).toMatchObject({ ok: true, order: o.order });
    }
  });

  it('delivers to the customer city (Chaguanas)', () => {
    const chaguanas = seed.cities.find((c) => c.ODeliverCityName === 'Chaguanas');
    for (const o of seed.orders) expect(o.order.ODeliverCityNo).toBe(chaguanas!.ODeliverCityNo);
  });
});
