import {
  CitySchema,
  MOBILE,
  MobileSchema,
  ProductDetailSchema,
  ShopSchema,
  TEXT_LIMITS,
  limitedText,
} from '@trini/domain';
import { z } from 'zod';
import type { MockState } from '../state/mock-state.js';
import { findCustomer } from '../state/mock-state.js';
import { hashPassword } from './password.js';

/** Most items of one kind one fixtures call may add. */
export const MAX_FIXTURES_PER_KIND = 500;

const many = <T extends z.core.$ZodType>(item: T) =>
  z.array(item).max(MAX_FIXTURES_PER_KIND).optional();

/**
 * The body of POST /__mock/fixtures: products (ProductDetailSchema), customers with
 * a clear password (stored hashed), coupons, shops and cities, each list optional. Unknown keys are
 * refused, so a typo is a 400 naming it, not a silently ignored fixture.
 */
export const FixturesSchema = z
  .object({
    products: many(ProductDetailSchema),
    customers: many(
      z.object({
        CustomerName: limitedText(TEXT_LIMITS.NAME, 'CustomerName').check(z.minLength(1)),
        Mobile1: MobileSchema,
        EmailID: z._default(limitedText(TEXT_LIMITS.EMAIL, 'EmailID'), ''),
        Address: z._default(limitedText(TEXT_LIMITS.ADDRESS, 'Address'), ''),
        Password: limitedText(TEXT_LIMITS.PASSWORD, 'Password').check(z.minLength(6)),
        TotalCashback: z.number().finite().nonnegative().default(0),
        CouponCode: z.optional(limitedText(TEXT_LIMITS.CODE, 'CouponCode')),
      }),
    ),
    coupons: many(
      z.object({
        CouponCode: limitedText(TEXT_LIMITS.CODE, 'CouponCode').check(z.minLength(1)),
        CouponDiscPercent: z.number().min(0).max(100),
        expired: z.boolean().default(false),
      }),
    ),
    shops: many(ShopSchema),
    cities: many(CitySchema),
  })
  .strict();
/** Fixtures as sent. */
export type Fixtures = z.infer<typeof FixturesSchema>;

/** How many of each kind a fixtures call added or replaced. */
export type FixtureCounts = Record<keyof Fixtures, number>;

/** Replaces the item with the same key, or appends it. */
function upsert<T>(list: T[], item: T, same: (a: T, b: T) => boolean): void {
  const at = list.findIndex((x) => same(x, item));
  if (at >= 0) list[at] = item;
  else list.push(item);
}

/**
 * Adds fixtures to one session's state, where they behave like seeded data: a product joins the
 * catalogue index, search, its category and the end of the home page list (a ProductNo already
 * there is replaced, answers cached before are dropped); a customer can log in with its password
 * (a mobile already registered is replaced, keeping its CustomerNo); coupons, shops and cities are
 * replaced by code or number, or added.
 */
export async function addFixtures(state: MockState, fixtures: Fixtures): Promise<FixtureCounts> {
  for (const product of fixtures.products ?? []) {
    upsert(state.products, product, (a, b) => a.ProductNo === b.ProductNo);
    state.productIndex.set(product.ProductNo, product);
    if (!state.homePageProductNos.includes(product.ProductNo))
      state.homePageProductNos.push(product.ProductNo);
  }
  for (const c of fixtures.customers ?? []) {
    const known = findCustomer(state, c.Mobile1);
    const { Password, ...fields } = c;
    const customer = {
      ...fields,
      CountryCode: MOBILE.COUNTRY_CODE,
      CustomerNo: known?.CustomerNo ?? state.nextCustomerNo++,
      PasswordHash: await hashPassword(Password),
    };
    upsert(state.customers, customer, (a, b) => a.Mobile1 === b.Mobile1);
  }
  for (const coupon of fixtures.coupons ?? [])
    upsert(
      state.coupons,
      coupon,
      (a, b) => a.CouponCode.toLowerCase() === b.CouponCode.toLowerCase(),
    );
  for (const shop of fixtures.shops ?? [])
    upsert(state.shops, shop, (a, b) => a.ShopNo === b.ShopNo);
  for (const city of fixtures.cities ?? [])
    upsert(state.cities, city, (a, b) => a.ODeliverCityNo === b.ODeliverCityNo);
  state.cache.clear();
  return {
    products: fixtures.products?.length ?? 0,
    customers: fixtures.customers?.length ?? 0,
    coupons: fixtures.coupons?.length ?? 0,
    shops: fixtures.shops?.length ?? 0,
    cities: fixtures.cities?.length ?? 0,
  };
}
