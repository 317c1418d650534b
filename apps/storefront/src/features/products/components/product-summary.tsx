import { useId, useState } from 'react';
import { QUANTITY, averageRating, formatTTD } from '@trini/domain';
import type { ProductDetail } from '@trini/domain';
import { SOLD_OUT_LABEL } from '@/components/product-card';
import { StarRating } from '@/components/star-rating';
import styles from './product-summary.module.css';

/**
 * Title, about-this-item (description, price, bundle prices 2/3/5 for, DiscountPercent, free
 * delivery info), quantity box (min 0, default 1), Add to cart / Buy Now / wishlist, category and
 * UPC (Barcode) lines. A sold-out product says so beside its stock line and on its greyed,
 * aria-disabled Add (reading 'Sold out') and Buy Now buttons, whose taps still answer 'Item is
 * sold out. Please select other item' (shopping.md §5). Prices are displayed as given, never computed. spec: shopping.md §2 product detail
 */
export function ProductSummary({
  product,
  onAddToCart,
  onBuyNow,
  onToggleWishlist,
  wishlisted,
}: {
  product: ProductDetail;
  onAddToCart: (quantity: number) => void;
  onBuyNow: (quantity: number) => void;
  onToggleWishlist: () => void;
  wishlisted: boolean;
}) {
  const [quantity, setQuantity] = useState<number>(QUANTITY.DEFAULT);
  const qtyId = useId();
  const stockId = useId();
  const soldOut = product.IsSoldOut;
  const bundles = (
    [
      [2, product.SalesPrice2],
      [3, product.SalesPrice3],
      [5, product.SalesPrice5],
    ] as const
  ).filter((b): b is readonly [2 | 3 | 5, number] => typeof b[1] === 'number' && b[1] > 0);
  // The domain's one rule (rated reviews only), so the page agrees with the card and the JSON-LD.
  const avg =
    product.ProductReviewList.length > 0
      ? averageRating(product.ProductReviewList.map((r) => r.Rating))
      : product.Rating;

  return (
    <div>
      <h1 className={styles.title}>{product.ProductName}</h1>
      {product.ProductStyle ? <p className="muted">{product.ProductStyle}</p> : null}
      {avg > 0 ? (
        <p>
          <StarRating rating={avg} />{' '}
          <a href="#top-reviews" className="small">
            {product.ProductReviewList.length} review
            {product.ProductReviewList.length === 1 ? '' : 's'}
          </a>
        </p>
      ) : null}
      <div className={styles.priceBox}>
        <p className={styles.price}>{formatTTD(product.SalesPrice)}</p>
        {product.DiscountPercent > 0 ? (
          <p className="badge badge--deal">{product.DiscountPercent}% off at checkout</p>
        ) : null}
        {product.RibbonText ? <p className="ribbon ribbon--inline">{product.RibbonText}</p> : null}
      </div>
      {bundles.length > 0 ? (
        <ul className={styles.bundlePrices} aria-label="Bundle prices">
          {bundles.map(([n, price]) => (
            <li key={n}>
              <strong>{n} for</strong> {formatTTD(price)}
            </li>
          ))}
        </ul>
      ) : null}
      {product.FreeDelivery === 1 ? (
        <p className={styles.infoLine}>🚚 Free delivery on this item</p>
      ) : product.FreeDeliveryQuantity > 1 ? (
        <p className={styles.infoLine}>
          🚚 Free delivery when you buy {product.FreeDeliveryQuantity} or more
        </p>
      ) : null}
      {soldOut ? (
        <p className={styles.soldOut} id={stockId}>
          <span className="badge badge--sold-out">{SOLD_OUT_LABEL}</span> This item can't be bought
          right now.
        </p>
      ) : (
        <p className={styles.inStock}>In Stock</p>
      )}

      <div className={styles.buyBox}>
        <label htmlFor={qtyId}>Quantity</label>
        <input
          id={qtyId}
          className="qty-input"
          type="number"
          inputMode="numeric"
          min={QUANTITY.MIN}
          max={QUANTITY.MAX}
          step={1}
          value={Number.isNaN(quantity) ? '' : quantity}
          onChange={(e) => setQuantity(e.currentTarget.valueAsNumber)}
        />
        {/* Sold out: both buttons say so before any tap, greyed and aria-disabled (not
            disabled), so a tap still answers the spec's sold-out notice. */}
        <button
          type="button"
          className={soldOut ? `btn ${styles.unavailable}` : 'btn btn--primary'}
          aria-disabled={soldOut || undefined}
          aria-describedby={soldOut ? stockId : undefined}
          onClick={() => onAddToCart(safe(quantity))}
        >
          {soldOut ? SOLD_OUT_LABEL : 'Add to cart'}
        </button>
        <button
          type="button"
          className={soldOut ? `btn ${styles.unavailable}` : 'btn btn--dark'}
          aria-disabled={soldOut || undefined}
          aria-describedby={soldOut ? stockId : undefined}
          onClick={() => onBuyNow(safe(quantity))}
        >
          Buy Now
        </button>
        <button
          type="button"
          className={wishlisted ? 'btn btn--outline is-on' : 'btn btn--outline'}
          aria-pressed={wishlisted}
          onClick={onToggleWishlist}
        >
          {wishlisted ? '♥ Saved' : '♡ Wishlist'}
        </button>
      </div>

      <dl className={styles.metaLines}>
        <div>
          <dt>Category:</dt>
          <dd>{product.ProductCategoryName || '—'}</dd>
        </div>
        <div>
          <dt>UPC:</dt>
          <dd>{product.Barcode || '—'}</dd>
        </div>
      </dl>

      {product.ProductDescription ? (
        <section className={styles.aboutItem} aria-labelledby="about-this-item">
          <h2 id="about-this-item" className="h3">
            About this item
          </h2>
          <p className="pre-line">{product.ProductDescription}</p>
        </section>
      ) : null}
    </div>
  );
}

function safe(q: number): number {
  return Number.isFinite(q) && q > 0 ? Math.floor(q) : QUANTITY.DEFAULT;
}
