import type { ProductDetail } from '@trini/domain';
import { DESIGN_PAGE } from '@trini/domain';
import { FIXTURE_PRODUCTS } from './fixtures.js';
import { buildCategoryTree } from './layout.js';
import { createRandom, subSeed } from './random.js';
import type { SeedDesignPage } from './types.js';

/** The curated product lists of the seed (home order, banners, best sellers, new, design pages). */
export interface SeedLists {
  homePageProductNos: number[];
  bannerProductNos: Record<number, number[]>;
  bestSellerProductNos: number[];
  newProductNos: number[];
  designPages: Record<number, SeedDesignPage>;
}

const nos = (list: readonly ProductDetail[]): number[] => list.map((p) => p.ProductNo);

/**
 * Builds the curated lists from the products:
 * - home: fixtures 1001-1008 first, then every other product in a seeded order;
 * - banners 1 Flash Sale, 2 Christmas, 3 Electronics deals, 4 Kitchen, 5 Home (8 to 20 each);
 * - 18 best sellers (most and best reviewed), 18 new products (ribbon NEW first, then newest);
 * - design page 2 (category/product pages) and 3 (cart): 12 new arrivals and three sections.
 * Curated lists (all but home) leave sold-out products out.
 */
export function buildLists(seed: number, products: readonly ProductDetail[]): SeedLists {
  const rand = createRandom(subSeed(seed, 'lists'));
  const fixtureNos = new Set<number>(Object.values(FIXTURE_PRODUCTS));
  const home = [...fixtureNos].sort((a, b) => a - b);
  home.push(...rand.shuffle(nos(products.filter((p) => !fixtureNos.has(p.ProductNo)))));

  const available = products.filter((p) => !p.IsSoldOut);
  const topName = topCategoryOf;
  const inTop = (...names: string[]): ProductDetail[] =>
    available.filter((p) => names.includes(topName(p)));
  const isDeal = (p: ProductDetail): boolean =>
    p.DiscountPercent > 0 || Boolean(p.SalesPrice2) || p.FreeDelivery === 1;
  const dealsFirst = (list: ProductDetail[]): number[] =>
    nos([...rand.shuffle(list.filter(isDeal)), ...rand.shuffle(list.filter((p) => !isDeal(p)))]);

  const flash = [
    ...inTop('Flash Sale'),
    ...available.filter((p) => p.DiscountPercent > 0 && topName(p) !== 'Flash Sale'),
  ];
  const bannerProductNos: Record<number, number[]> = {
    1: nos(flash).slice(0, 20),
    2: nos(rand.shuffle(inTop('Christmas Sale'))).slice(0, 20),
    3: dealsFirst(inTop('Electronics')).slice(0, 12),
    4: dealsFirst(inTop('Kitchen')).slice(0, 14),
    5: dealsFirst(inTop('Home & Decor', 'Home Improvement')).slice(0, 16),
  };

  const score = (p: ProductDetail): number => p.ProductReviewList.length * p.Rating;
  const bestSellerProductNos = nos(
    [...available].sort((a, b) => score(b) - score(a) || a.ProductNo - b.ProductNo),
  ).slice(0, 18);
  const fresh = [...available].sort(
    (a, b) =>
      Number(b.RibbonText === 'NEW') - Number(a.RibbonText === 'NEW') || b.ProductNo - a.ProductNo,
  );
  const newProductNos = nos(fresh).slice(0, 18);

  const topRated = nos(
    [...available]
      .filter((p) => p.Rating >= 4)
      .sort((a, b) => b.Rating - a.Rating || a.ProductNo - b.ProductNo),
  );
  const deals = nos(rand.shuffle(available.filter(isDeal)));
  const designPages: Record<number, SeedDesignPage> = {
    [DESIGN_PAGE.CATEGORY]: {
      NewArrivalList: rand.shuffle(newProductNos).slice(0, 12),
      Sections: [
        { SectionName: 'Trending Now', ProductNos: nos(rand.shuffle(available)).slice(0, 10) },
        { SectionName: 'Deals of the Week', ProductNos: deals.slice(0, 10) },
        { SectionName: 'Top Rated', ProductNos: topRated.slice(0, 10) },
      ],
    },
    [DESIGN_PAGE.CART]: {
      NewArrivalList: rand.shuffle(newProductNos).slice(0, 12),
      Sections: [
        { SectionName: 'You May Also Like', ProductNos: nos(rand.shuffle(available)).slice(0, 10) },
        { SectionName: 'Deals of the Week', ProductNos: deals.slice(10, 20) },
        {
          SectionName: 'Under TT$100',
          ProductNos: nos(rand.shuffle(available.filter((p) => p.SalesPrice < 100))).slice(0, 10),
        },
      ],
    },
  };
  return {
    homePageProductNos: home,
    bannerProductNos,
    bestSellerProductNos,
    newProductNos,
    designPages,
  };
}

const TOP_BY_CATEGORY_NO: ReadonlyMap<number, string> = new Map(
  buildCategoryTree().flatMap((top) => [
    [top.ProductCategoryNo, top.ProductCategoryName] as const,
    ...top.SubCategories.map((sub) => [sub.ProductCategoryNo, top.ProductCategoryName] as const),
  ]),
);

/** Name of the top category a product sits in. */
function topCategoryOf(p: ProductDetail): string {
  return TOP_BY_CATEGORY_NO.get(p.ProductCategoryNo ?? 0) ?? '';
}
