import type { Category } from '@trini/domain';
import { CATALOGUE } from './catalogue/index.js';
import type { CatalogueItem, CatalogueSection } from './catalogue/types.js';
import { FIXTURE_PRODUCTS } from './fixtures.js';

/**
 * The seed-independent layout of the catalogue: which ProductNo each template gets and which
 * category it sits in. The media renderer reads it too, so pictures never depend on the seed.
 */

/** First ProductNo. */
export const FIRST_PRODUCT_NO = 1001;

/** A catalogue item placed in the tree with its ProductNo. */
export interface PlacedItem {
  ProductNo: number;
  item: CatalogueItem;
  section: CatalogueSection;
  /** Index of the top category in CATALOGUE (0-based). */
  sectionIndex: number;
  /** Sub-category name, '' when the product sits in the top category. */
  groupName: string;
  /** A sentence about the group for the description. */
  groupSentence: string;
  ProductCategoryNo: number;
  ProductCategoryName: string;
}

/** ProductCategoryNo of top category i (0-based): i + 1. Sub-category j (0-based): (i + 1) * 10 + j + 1. */
function categoryNo(sectionIndex: number, groupIndex: number | null): number {
  return groupIndex === null ? sectionIndex + 1 : (sectionIndex + 1) * 10 + groupIndex + 1;
}

/** The category tree: top categories 1..9 with sub-categories 11, 12, ... (unique numbers). */
export function buildCategoryTree(): Category[] {
  return CATALOGUE.map((section, i) => ({
    ProductCategoryNo: categoryNo(i, null),
    ProductCategoryName: section.name,
    SubCategories: section.groups
      .filter((g) => g.name !== '')
      .map((g, j) => ({
        ProductCategoryNo: categoryNo(i, j),
        ProductCategoryName: g.name,
        SubCategories: [],
      })),
  }));
}

function place(): PlacedItem[] {
  const fixtures: PlacedItem[] = [];
  const queues: Omit<PlacedItem, 'ProductNo'>[][] = CATALOGUE.map(() => []);
  CATALOGUE.forEach((section, sectionIndex) => {
    let subIndex = 0;
    for (const group of section.groups) {
      const groupIndex = group.name === '' ? null : subIndex++;
      for (const item of group.items) {
        const placed = {
          item,
          section,
          sectionIndex,
          groupName: group.name,
          groupSentence: group.sentence,
          ProductCategoryNo: categoryNo(sectionIndex, groupIndex),
          ProductCategoryName: group.name === '' ? section.name : group.name,
        };
        if (item.fixture) fixtures.push({ ...placed, ProductNo: FIXTURE_PRODUCTS[item.fixture] });
        else queues[sectionIndex]?.push(placed);
      }
    }
  });
  fixtures.sort((a, b) => a.ProductNo - b.ProductNo);
  const placed = [...fixtures];
  let next = FIRST_PRODUCT_NO + fixtures.length;
  // Round-robin across the top categories so neighbouring numbers differ in kind.
  while (queues.some((q) => q.length > 0)) {
    for (const queue of queues) {
      const entry = queue.shift();
      if (entry) placed.push({ ...entry, ProductNo: next++ });
    }
  }
  return placed;
}

/** Every catalogue item with its ProductNo (1001 upwards, fixtures first), in ProductNo order. */
export const PLACED_ITEMS: readonly PlacedItem[] = place();

const byNo = new Map(PLACED_ITEMS.map((p) => [p.ProductNo, p]));

/** The placed item of a ProductNo, or undefined. */
export function placedItem(productNo: number): PlacedItem | undefined {
  return byNo.get(productNo);
}
