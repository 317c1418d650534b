import { ProductDetailSchema } from '@trini/domain';
import type { Product, ProductDetail, Review } from '@trini/domain';
import { preferred } from './preferred.js';

/** What a recording saw of one product: as a list item, as a detail, its reviews, a category it was listed in. */
interface ProductParts {
  item?: Product;
  detail?: ProductDetail;
  reviews?: Review[];
  categoryNo?: number;
}

/**
 * The products a recording saw, merged whatever order the answers came in: the detail
 * (loadproduct) over the list item (cards), the reviews from an answer with LoadReviews=true, and
 * when no answer named its category, the category whose list held it.
 */
export class CollectedProducts {
  private readonly parts = new Map<number, ProductParts>();

  private of(no: number): ProductParts {
    let parts = this.parts.get(no);
    if (!parts) {
      parts = {};
      this.parts.set(no, parts);
    }
    return parts;
  }

  /** A product as a list answered it (a card); `categoryNo` when listed by GetProducts?CategoryNo. */
  addItem(item: Product, categoryNo?: number): void {
    const parts = this.of(item.ProductNo);
    parts.item = preferred(parts.item, item);
    if (categoryNo !== undefined) parts.categoryNo = preferred(parts.categoryNo, categoryNo);
  }

  /** A product as loadproduct answered it; its reviews count only when `withReviews`. */
  addDetail(detail: ProductDetail, withReviews: boolean): void {
    const parts = this.of(detail.ProductNo);
    parts.detail = preferred(parts.detail, { ...detail, ProductReviewList: [] });
    if (withReviews) parts.reviews = preferred(parts.reviews, detail.ProductReviewList);
  }

  /** Every product seen, merged, in ProductNo order. */
  products(): ProductDetail[] {
    return [...this.parts.entries()]
      .sort(([a], [b]) => a - b)
      .map(([, p]) => {
        const merged = { ...p.item, ...p.detail, ProductReviewList: p.reviews ?? [] };
        if (merged.ProductCategoryNo === undefined && p.categoryNo !== undefined)
          merged.ProductCategoryNo = p.categoryNo;
        return ProductDetailSchema.parse(merged);
      });
  }
}
