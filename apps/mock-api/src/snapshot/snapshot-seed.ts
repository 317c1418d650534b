import type { SeedData, SeedDesignPage } from '../seed/types.js';
import type { Snapshot } from './parse-snapshot.js';

/** How a snapshot joins the seed: `replace` serves the snapshot's catalogue alone, `overlay` on top of the seed's. */
export const DATA_MODES = ['replace', 'overlay'] as const;
/** 'replace' or 'overlay'. */
export type DataMode = (typeof DATA_MODES)[number];

/** `list` when it has entries, else `fallback` (overlay: what the snapshot lacks, the seed gives). */
const orSeed = <T>(list: T[], fallback: T[]): T[] => (list.length > 0 ? list : fallback);

/** `base` with each item of `over` in place of the one with the same key, or appended. */
function upsertAll<T>(base: readonly T[], over: readonly T[], key: (item: T) => string): T[] {
  const out = new Map(base.map((item) => [key(item), item]));
  for (const item of over) out.set(key(item), item);
  return [...out.values()];
}

/**
 * The data a mock serves from a snapshot, in the seed's shape so every rule runs on it
 * unchanged (search, category paging and sort, SaveOrder pricing, coupons, orders):
 * - `replace`: the snapshot's products, category tree, product lists, design pages, coupons,
 *   cities and shops only; what it lacks is empty (the handlers say so in `x-mock-note`);
 * - `overlay`: the seed with the snapshot on top: products, coupons and shops replaced by number
 *   or code, or added; the tree, each product list, each banner, each design page and the city
 *   list taken from the snapshot when it has them, else from the seed.
 * Either way the seed's customers (logins 7000001 and 7000002) and their past purchases stay, so
 * the seeded test customers log in. Products are in ProductNo order (a category's default order).
 */
export function seedFromSnapshot(snapshot: Snapshot, mode: DataMode, seed: SeedData): SeedData {
  const lists = snapshot.productLists;
  const banners: Record<number, number[]> = {};
  for (const b of lists.banners) banners[b.BannerNo] = b.ProductNos;
  const designPages: Record<number, SeedDesignPage> = {};
  for (const page of snapshot.designPages)
    designPages[page.PageNo] = { NewArrivalList: page.NewArrivalList, Sections: page.Sections };
  const fromSeed = {
    customers: seed.customers,
    orders: seed.orders,
  };
  if (mode === 'replace')
    return {
      ...fromSeed,
      products: snapshot.products,
      categories: snapshot.categories,
      homePageProductNos: lists.home,
      bannerProductNos: banners,
      bestSellerProductNos: lists.bestSellers,
      newProductNos: lists.newProducts,
      designPages,
      coupons: snapshot.coupons,
      cities: snapshot.cities,
      shops: snapshot.shops,
    };
  return {
    ...fromSeed,
    products: upsertAll(seed.products, snapshot.products, (p) => String(p.ProductNo)).sort(
      (a, b) => a.ProductNo - b.ProductNo,
    ),
    categories: orSeed(snapshot.categories, seed.categories),
    homePageProductNos: orSeed(lists.home, seed.homePageProductNos),
    bannerProductNos: { ...seed.bannerProductNos, ...banners },
    bestSellerProductNos: orSeed(lists.bestSellers, seed.bestSellerProductNos),
    newProductNos: orSeed(lists.newProducts, seed.newProductNos),
    designPages: { ...seed.designPages, ...designPages },
    coupons: upsertAll(seed.coupons, snapshot.coupons, (c) => c.CouponCode.toLowerCase()),
    cities: orSeed(snapshot.cities, seed.cities),
    shops: upsertAll(seed.shops, snapshot.shops, (s) => String(s.ShopNo)),
  };
}
