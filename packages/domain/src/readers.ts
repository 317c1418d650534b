import { QUANTITY, TEXT_LIMITS as MAX } from './constants.js';
import type { CartLine } from './entities/cart.js';
import type { TokenClaims } from './entities/customer.js';
import type { Product, ProductImage } from './entities/product.js';

/*
 * Hand-written readers with exactly the answers of `StoredCartLinesSchema` and
 * `TokenClaimsSchema` (the parity tests compare them on arbitrary input), so the cart engine and
 * the session check run without loading the validation library.
 */

type Rec = Record<string, unknown>;
const isRecord = (v: unknown): v is Rec => typeof v === 'object' && v !== null && !Array.isArray(v);
const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const isInt = (v: unknown): v is number => isNumber(v) && Number.isSafeInteger(v);
const isMoney = (v: unknown): v is number => isNumber(v) && v >= 0;
const isId = (v: unknown): boolean => isInt(v) && v > 0;
const isCount = (v: unknown): boolean => isInt(v) && v >= 0;
const isQuantity = (v: unknown): boolean => isCount(v) && (v as number) <= QUANTITY.MAX;
const isFlag = (v: unknown): boolean => v === 0 || v === 1;
const isString = (v: unknown): v is string => typeof v === 'string';
const isList = (v: unknown): v is readonly unknown[] => Array.isArray(v);
/** A string of at most `max` characters (the contracts' TEXT_LIMITS). */
const textUpTo =
  (max: number) =>
  (v: unknown): boolean =>
    isString(v) && v.length <= max;
const isPercent = (v: unknown): boolean => isNumber(v) && v >= 0 && v <= 100;

const isBoolean = (v: unknown): v is boolean => typeof v === 'boolean';
const isRating = (v: unknown): boolean => isNumber(v) && v >= 0 && v <= 5;

/** How one object field reads: `read` answers the parsed value or `INVALID`. */
interface Field {
  check: (v: unknown) => boolean;
  read?: (v: unknown) => unknown;
  fallback?: unknown;
  optional?: boolean;
  nullable?: boolean;
}
const INVALID = Symbol('invalid');

/** An object as a zod object schema of `fields` parses it (unknown keys dropped, defaults filled), or INVALID. */
function readObject(
  value: unknown,
  fields: readonly (readonly [string, Field])[],
): Rec | typeof INVALID {
  if (!isRecord(value)) return INVALID;
  const out: Rec = {};
  for (const [key, field] of fields) {
    const v = value[key];
    if (v === undefined) {
      if ('fallback' in field)
        out[key] = isList(field.fallback) ? [...field.fallback] : field.fallback;
      else if (field.optional) {
        if (key in value) out[key] = undefined;
      } else return INVALID;
    } else if (v === null && field.nullable) out[key] = null;
    else if (!field.check(v)) return INVALID;
    else if (field.read) {
      const parsed = field.read(v);
      if (parsed === INVALID) return INVALID;
      out[key] = parsed;
    } else out[key] = v;
  }
  return out;
}

/** A list whose every item reads, or INVALID. */
function readList(value: unknown, read: (item: unknown) => unknown): unknown[] | typeof INVALID {
  if (!Array.isArray(value)) return INVALID;
  const out: unknown[] = [];
  for (const item of value) {
    const parsed = read(item);
    if (parsed === INVALID) return INVALID;
    out.push(parsed);
  }
  return out;
}

/** CartLineSchema's fields, in its order: check, default (when undefined), optional or nullish. */
const LINE_FIELDS: [keyof CartLine, Field][] = [
  ['SNo', { check: isId, optional: true }],
  ['ProductNo', { check: isId }],
  ['ProductName', { check: textUpTo(MAX.PRODUCT_NAME) }],
  ['Barcode', { check: textUpTo(MAX.CODE), fallback: '' }],
  ['ProductStyle', { check: textUpTo(MAX.NAME), fallback: '' }],
  ['Quantity', { check: isQuantity, fallback: QUANTITY.DEFAULT }],
  ['SalesPrice', { check: isMoney, fallback: 0 }],
  ['SalesPrice2', { check: isMoney, optional: true, nullable: true }],
  ['SalesPrice3', { check: isMoney, optional: true, nullable: true }],
  ['SalesPrice5', { check: isMoney, optional: true, nullable: true }],
  ['DiscountPercent', { check: isPercent, fallback: 0 }],
  ['DiscountAmount', { check: isMoney, fallback: 0 }],
  ['Rate', { check: isMoney, fallback: 0 }],
  ['FreeDelivery', { check: isFlag, fallback: 0 }],
  ['FreeDeliveryQuantity', { check: isCount, fallback: 0 }],
  ['RibbonText', { check: textUpTo(MAX.NAME), fallback: '' }],
  ['ImageFilePath', { check: textUpTo(MAX.PATH), fallback: '' }],
  ['Thumbnail', { check: textUpTo(MAX.PATH), optional: true }],
  ['TotalAmount', { check: isMoney, fallback: 0 }],
  ['NetAmount', { check: isMoney, fallback: 0 }],
  ['GrandTotal', { check: isMoney, fallback: 0 }],
];

/** A stored cart line list as `StoredCartLinesSchema` parses it, or null when anything is wrong. */
export function readStoredCartLines(value: unknown): CartLine[] | null {
  const lines = readList(value, (item) => readObject(item, LINE_FIELDS));
  return lines === INVALID ? null : (lines as CartLine[]);
}

const IMAGE_FIELDS: [keyof ProductImage, Field][] = [
  ['ImageFilePath', { check: isString }],
  ['ImageFilePathThumbnail', { check: isString }],
];

/** ProductSchema's fields (ProductPricingSchema's first), in its order. */
const PRODUCT_FIELDS: [keyof Product, Field][] = [
  ['SalesPrice', { check: isMoney }],
  ['SalesPrice2', { check: isMoney, optional: true, nullable: true }],
  ['SalesPrice3', { check: isMoney, optional: true, nullable: true }],
  ['SalesPrice5', { check: isMoney, optional: true, nullable: true }],
  ['DiscountPercent', { check: isPercent, fallback: 0 }],
  ['FreeDelivery', { check: isFlag, fallback: 0 }],
  ['FreeDeliveryQuantity', { check: isCount, fallback: 0 }],
  ['ProductNo', { check: isId }],
  ['ProductName', { check: isString }],
  ['ProductStyle', { check: isString, fallback: '' }],
  ['ProductDescription', { check: isString, optional: true }],
  ['ProductCategoryNo', { check: isInt, optional: true }],
  ['ProductCategoryName', { check: isString, optional: true }],
  ['ImageFilePathThumbnail', { check: isString, fallback: '' }],
  ['Thumbnail', { check: isString, fallback: '' }],
  ['ImageFilePath', { check: isString, fallback: '' }],
  ['VideoFileName', { check: isString, nullable: true, fallback: null }],
  ['Barcode', { check: isString, fallback: '' }],
  ['Price', { check: isString, fallback: '' }],
  ['Total', { check: isNumber, fallback: 0 }],
  [
    'ProductImageList',
    {
      check: Array.isArray,
      read: (v) => readList(v, (item) => readObject(item, IMAGE_FIELDS)),
      fallback: [],
    },
  ],
  ['Rating', { check: isRating, fallback: 0 }],
  ['RibbonText', { check: isString, fallback: '' }],
  ['IsSoldOut', { check: isBoolean, fallback: false }],
];

/**
 * A product list (e.g. the stored wishlist) as `z.array(ProductSchema)` parses it, or null when
 * anything is wrong. Needs no validation library.
 */
export function readProductList(value: unknown): Product[] | null {
  const products = readList(value, (item) => readObject(item, PRODUCT_FIELDS));
  return products === INVALID ? null : (products as Product[]);
}

/** Token claims as `TokenClaimsSchema` parses them (ids and mobile coerced to strings), or null. */
export function readTokenClaims(value: unknown): TokenClaims | null {
  if (!isRecord(value)) return null;
  const { custom_Email, custom_CustomerName, custom_CouponCode, exp } = value;
  if (!isString(custom_Email) || !isString(custom_CustomerName)) return null;
  if (custom_CouponCode !== undefined && !isString(custom_CouponCode)) return null;
  if (!isNumber(exp)) return null;
  // Coerced claims must be present (a present `undefined` becomes 'undefined', as the schema does).
  if (!('custom_id' in value) || !('custom_mobile' in value)) return null;
  const claims: TokenClaims = {
    custom_id: String(value.custom_id),
    custom_Email,
    custom_mobile: String(value.custom_mobile),
    custom_CustomerName,
    exp,
  };
  if ('custom_CouponCode' in value) claims.custom_CouponCode = custom_CouponCode;
  return claims;
}
