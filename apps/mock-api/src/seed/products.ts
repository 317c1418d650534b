import type { ProductDetail } from '@trini/domain';
import { averageRating } from '@trini/domain';
import type { FixtureKey } from './catalogue/types.js';
import { FIXTURE_VALUES } from './fixtures.js';
import type { PlacedItem } from './layout.js';
import { PLACED_ITEMS } from './layout.js';
import {
  MAX_PRODUCT_IMAGES,
  productImagePath,
  productThumbPath,
  videoPath,
} from './media-paths.js';
import type { VideoName } from './media-paths.js';
import type { Random } from './random.js';
import { createRandom, subSeed } from './random.js';
import { buildReviews } from './reviews.js';
import type { StoredProduct } from './types.js';

/** How many non-fixture products get each feature (fixtures add one each). */
const COUNTS = {
  bundle: 46,
  extraDiscount: 9,
  freeDelivery: 15,
  freeDeliveryQuantity: 15,
  soldOut: 12,
  video: 9,
  extraRibbon: 22,
};

/** Closing sentences naming the top category, so the category bar's text searches find every product. */
const CLOSINGS: readonly ((top: string) => string)[] = [
  (top) => `Part of our ${top} range, delivered islandwide across Trinidad and Tobago.`,
  (top) => `Shop more ${top} with cash on delivery, bank transfer or card.`,
  (top) => `One of our ${top} favourites, backed by our 7-day return policy.`,
  (top) => `Find it in ${top} online or at any of our outlets.`,
];

const VIDEO_BY_SECTION: Record<string, VideoName> = {
  Electronics: 'gadget-demo',
  Kitchen: 'kitchen-demo',
  Appliances: 'kitchen-demo',
  'Tools & Automobile': 'tools-demo',
  'Home Improvement': 'tools-demo',
};

/** A price varied by about ±10%: whole dollars below TT$100, else ending in 9 (e.g. 299). */
function varyPrice(rand: Random, base: number): number {
  const v = base * (0.9 + 0.2 * rand.next());
  if (v < 100) return Math.max(10, Math.round(v));
  return Math.round(v / 10) * 10 - 1;
}

/** An EAN-13 (70%) or UPC-A (30%) barcode with a valid check digit. */
function barcode(rand: Random): string {
  const length = rand.chance(0.7) ? 13 : 12;
  const body = Array.from({ length: length - 1 }, (_, i) =>
    i === 0 ? rand.int(1, 9) : rand.int(0, 9),
  );
  // Weights 3 and 1 alternate from the rightmost body digit.
  const sum = body.reduceRight((s, d, i) => s + d * ((body.length - 1 - i) % 2 === 0 ? 3 : 1), 0);
  return `${body.join('')}${(10 - (sum % 10)) % 10}`;
}

function takeFrom(
  pool: readonly number[],
  count: number,
  exclude: ReadonlySet<number> = new Set(),
): Set<number> {
  return new Set(pool.filter((n) => !exclude.has(n)).slice(0, count));
}

interface Features {
  bundle: Set<number>;
  discount: Set<number>;
  freeDelivery: Set<number>;
  freeDeliveryQuantity: Set<number>;
  soldOut: Set<number>;
  video: Set<number>;
  ribbon: Set<number>;
}

/** Chooses which non-fixture products get bundles, discounts, free delivery, videos, ribbons. */
function chooseFeatures(rand: Random, items: readonly PlacedItem[]): Features {
  const regular = items.filter((p) => !p.item.fixture);
  const flash = regular.filter((p) => p.section.name === 'Flash Sale').map((p) => p.ProductNo);
  const nos = (list: readonly PlacedItem[]): number[] => rand.shuffle(list.map((p) => p.ProductNo));
  const nonFlash = regular.filter((p) => p.section.name !== 'Flash Sale');
  const discount = new Set([...flash, ...takeFrom(nos(nonFlash), COUNTS.extraDiscount)]);
  const bundle = takeFrom(
    nos(regular.filter((p) => p.item.price <= 1500)),
    COUNTS.bundle,
    discount,
  );
  const freeDelivery = takeFrom(
    nos(regular.filter((p) => p.item.price >= 150)),
    COUNTS.freeDelivery,
  );
  const freeDeliveryQuantity = takeFrom(
    nos(regular.filter((p) => p.item.price < 300)),
    COUNTS.freeDeliveryQuantity,
    freeDelivery,
  );
  const soldOut = takeFrom(nos(regular), COUNTS.soldOut);
  const video = takeFrom(nos(regular), COUNTS.video);
  const ribbon = new Set([...flash, ...takeFrom(nos(nonFlash), COUNTS.extraRibbon)]);
  return { bundle, discount, freeDelivery, freeDeliveryQuantity, soldOut, video, ribbon };
}

function ribbonText(rand: Random, p: ProductDetail): string {
  if (p.DiscountPercent > 0) return 'SALE';
  if (p.FreeDelivery === 1) return 'FREE DELIVERY';
  if (p.SalesPrice2) return 'BUNDLE DEAL';
  return rand.pick(['NEW', 'HOT', 'BEST SELLER']);
}

function images(productNo: number, count: number): ProductDetail['ProductImageList'] {
  return Array.from({ length: count }, (_, i) => ({
    ImageFilePath: productImagePath(productNo, i + 1),
    ImageFilePathThumbnail: productThumbPath(productNo, i + 1),
  }));
}

function fixtureProduct(rand: Random, placed: PlacedItem, key: FixtureKey): StoredProduct {
  const v = FIXTURE_VALUES[key];
  const base = regularProduct(rand, placed, null);
  const gallery = images(placed.ProductNo, v.images ?? 3);
  return {
    ...base,
    ProductStyle: placed.item.styles[0] ?? '',
    SalesPrice: v.SalesPrice,
    PurchasePrice: Math.round(v.SalesPrice * 0.6),
    SalesPrice2: v.SalesPrice2 ?? null,
    SalesPrice3: v.SalesPrice3 ?? null,
    SalesPrice5: v.SalesPrice5 ?? null,
    DiscountPercent: v.DiscountPercent ?? 0,
    FreeDelivery: v.FreeDelivery ?? 0,
    FreeDeliveryQuantity: v.FreeDeliveryQuantity ?? 0,
    IsSoldOut: v.IsSoldOut ?? false,
    RibbonText: v.RibbonText ?? '',
    VideoFileName: v.VideoFileName ?? null,
    ProductImageList: gallery,
    ImageFilePath: gallery[0]?.ImageFilePath ?? '',
    ImageFilePathThumbnail: gallery[0]?.ImageFilePathThumbnail ?? '',
    Thumbnail: gallery[0]?.ImageFilePathThumbnail ?? '',
  };
}

function regularProduct(
  rand: Random,
  placed: PlacedItem,
  features: Features | null,
): StoredProduct {
  const no = placed.ProductNo;
  const has = (set: keyof Features): boolean => features?.[set].has(no) ?? false;
  const SalesPrice = varyPrice(rand, placed.item.price);
  const gallery = images(no, rand.int(1, MAX_PRODUCT_IMAGES));
  const reviews = buildReviews(rand, no);
  const product: StoredProduct = {
    ProductNo: no,
    ProductName: placed.item.name,
    ProductStyle: rand.pick(placed.item.styles),
    ProductDescription: `${placed.item.blurb} ${placed.groupSentence} ${rand.pick(CLOSINGS)(placed.section.name)}`,
    ProductCategoryNo: placed.ProductCategoryNo,
    ProductCategoryName: placed.ProductCategoryName,
    Barcode: barcode(rand),
    SalesPrice,
    PurchasePrice: Math.round(SalesPrice * (0.5 + 0.2 * rand.next())),
    SalesPrice2: has('bundle') ? Math.round(SalesPrice * 2 * 0.92) : null,
    SalesPrice3: has('bundle') ? Math.round(SalesPrice * 3 * 0.88) : null,
    SalesPrice5: has('bundle') ? Math.round(SalesPrice * 5 * 0.8) : null,
    DiscountPercent: has('discount') ? rand.pick([10, 15, 20, 25, 30, 40]) : 0,
    FreeDelivery: has('freeDelivery') ? 1 : 0,
    FreeDeliveryQuantity: has('freeDeliveryQuantity') ? rand.int(2, 5) : 0,
    IsSoldOut: has('soldOut'),
    VideoFileName: has('video')
      ? videoPath(VIDEO_BY_SECTION[placed.section.name] ?? 'product-spin')
      : null,
    ProductImageList: gallery,
    ImageFilePath: gallery[0]?.ImageFilePath ?? '',
    ImageFilePathThumbnail: gallery[0]?.ImageFilePathThumbnail ?? '',
    Thumbnail: gallery[0]?.ImageFilePathThumbnail ?? '',
    Price: '',
    Total: 0,
    Rating: averageRating(reviews.map((r) => r.Rating)),
    RibbonText: '',
    ProductReviewList: reviews,
  };
  if (has('ribbon')) product.RibbonText = ribbonText(rand, product);
  return product;
}

/**
 * Builds the 160 seeded products (ProductNo 1001..1160, in ProductNo order). Names, categories
 * and numbers are fixed by the catalogue; prices, styles, barcodes, flags, image counts and
 * reviews come from the seed. Fixtures 1001-1008 carry their exact FIXTURE_VALUES.
 */
export function buildProducts(seed: number): ProductDetail[] {
  const rand = createRandom(subSeed(seed, 'products'));
  const features = chooseFeatures(rand, PLACED_ITEMS);
  return PLACED_ITEMS.map((placed) =>
    placed.item.fixture
      ? fixtureProduct(rand, placed, placed.item.fixture)
      : regularProduct(rand, placed, features),
  );
}
