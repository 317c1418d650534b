import { Link } from 'react-router';
import { formatTTD, productPath } from '@trini/domain';
import type { Product } from '@trini/domain';
import { LineTable, lineCell } from '@/components/line-table';
import { mediaUrl } from '@/lib/media';

/**
 * Wishlist table, in the spec's column order: S.No, Image, Product Name, Style, Barcode, Stock,
 * Unit Price, Action (add to cart / remove). Stock shows the product's real availability.
 * Choice: the spec names every column (spec: shopping.md §2 wishlist, made to work), so all stay,
 * with S.No, Style and Barcode small and muted as secondary facts; on a narrow box each product
 * is a card (LineTable): picture and name on top, then labelled Stock and Unit Price, then its
 * buttons, all in view without a sideways scroll.
 */
export function WishlistTable({
  items,
  onMoveToCart,
  onRemove,
}: {
  items: Product[];
  onMoveToCart: (p: Product) => void;
  onRemove: (productNo: number) => void;
}) {
  return (
    <LineTable
      label="Wishlist items"
      caption="Products saved for later"
      columns={[
        'S.No',
        'Image',
        'Product Name',
        'Style',
        'Barcode',
        'Stock',
        { label: 'Unit Price', numeric: true },
        'Action',
      ]}
    >
      {items.map((p, i) => (
        <tr key={p.ProductNo}>
          <td className={lineCell.sno} data-label="S.No">
            {i + 1}
          </td>
          <td className={lineCell.image}>
            <img
              src={mediaUrl(p.ImageFilePathThumbnail || p.Thumbnail || p.ImageFilePath)}
              alt=""
              width={64}
              height={64}
              loading="lazy"
              decoding="async"
              className="thumb"
            />
          </td>
          <td className={lineCell.name}>
            <Link to={productPath(p.ProductNo)}>{p.ProductName}</Link>
          </td>
          <td className={lineCell.meta} data-label="Style">
            {p.ProductStyle}
          </td>
          <td className={lineCell.meta} data-label="Barcode">
            {p.Barcode}
          </td>
          <td className={lineCell.field} data-label="Stock">
            {p.IsSoldOut ? <span className="badge badge--sold-out">Out of Stock</span> : 'In Stock'}
          </td>
          <td className={`num ${lineCell.field} ${lineCell.total}`} data-label="Unit Price">
            {formatTTD(p.SalesPrice)}
          </td>
          <td className={lineCell.action}>
            <span className="actions">
              <button
                type="button"
                className="btn btn--primary btn--small"
                onClick={() => onMoveToCart(p)}
                aria-label={`Move ${p.ProductName} to cart`}
              >
                Add to cart
              </button>
              <button
                type="button"
                className="icon-btn icon-btn--danger"
                onClick={() => onRemove(p.ProductNo)}
                aria-label={`Remove ${p.ProductName} from wishlist`}
              >
                <span aria-hidden="true">✕</span>
              </button>
            </span>
          </td>
        </tr>
      ))}
    </LineTable>
  );
}
