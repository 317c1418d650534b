import { readProductList } from '@trini/domain';
import type { DesignPage, ProductDetail, Review } from '@trini/domain';
import { inRange, isId, isRecord, isText, listOf, shapeOf } from './answer-shapes';

/*
 * The product answers as their domain contracts parse them, on the domain's
 * hand-written product reader: the contract's defaults are filled in (an answer without
 * ProductImageList or ProductReviewList shows with none), unknown keys are dropped, and anything
 * the contract refuses reads as null (the call's error). First-visit code: no validation library.
 * Imported by products-api.ts only (category-answer-reader.ts reads a category's products).
 */

// A review's CustomerMobile, when a backend sends it, is the reviewer's: not read, never kept.
const isReview = shapeOf({
  ProductNo: isId,
  CustomerName: isText,
  ReviewTitle: isText,
  Comments: isText,
  Rating: inRange(0, 5, true),
});
const pickReview = (r: Review): Review => ({
  ProductNo: r.ProductNo,
  CustomerName: r.CustomerName,
  ReviewTitle: r.ReviewTitle,
  Comments: r.Comments,
  Rating: r.Rating,
});

/** GetProducts' answer as `z.array(ProductSchema)` parses it, or null. */
export const readProducts = readProductList;

/**
 * loadproduct's answer as `ProductDetailSchema` parses it (a product; ProductDescription and
 * ProductCategoryName default to '', ProductReviewList to []), or null.
 */
export function readProductDetail(value: unknown): ProductDetail | null {
  const product = readProductList([value])?.[0];
  if (!product || !isRecord(value)) return null;
  const { ProductDescription = '', ProductCategoryName = '', ProductReviewList = [] } = value;
  if (!isText(ProductDescription) || !isText(ProductCategoryName)) return null;
  if (!listOf(isReview)(ProductReviewList)) return null;
  return {
    ...product,
    ProductDescription: ProductDescription as string,
    ProductCategoryName: ProductCategoryName as string,
    ProductReviewList: (ProductReviewList as Review[]).map(pickReview),
  };
}

/** A list of products with their detail fields (loadproducts), each as `readProductDetail` reads it, or null. */
export function readProductDetails(value: unknown): ProductDetail[] | null {
  if (!Array.isArray(value)) return null;
  const products = value.map(readProductDetail);
  return products.every((p): p is ProductDetail => p !== null) ? products : null;
}

/**
 * A design page, `{ NewArrivalList, Sections: [{ SectionName, Products }] }`, as
 * `DesignPageSchema` parses it, or null.
 */
export function readDesignPage(value: unknown): DesignPage | null {
  if (!isRecord(value) || !Array.isArray(value.Sections)) return null;
  const NewArrivalList = readProductList(value.NewArrivalList);
  if (!NewArrivalList) return null;
  const Sections: DesignPage['Sections'] = [];
  for (const section of value.Sections as unknown[]) {
    const Products = isRecord(section) ? readProductList(section.Products) : null;
    if (!Products || !isRecord(section) || !isText(section.SectionName)) return null;
    Sections.push({ SectionName: section.SectionName as string, Products });
  }
  return { NewArrivalList, Sections };
}
