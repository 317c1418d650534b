import { Link } from 'react-router';
import { formatTTD, productPath } from '@trini/domain';
import type { Product } from '@trini/domain';
import { mediaUrl } from '@/lib/media';

/**
 * Wishlist table: S.No, Image, Product Name, Style, Barcode, Stock, Unit Price, Action (add to cart
 * / remove). Stock shows the product's real availability. spec: shopping.md §2 wishlist (made to work)
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
    <div className="table-scroll" role="region" aria-label="Wishlist items" tabIndex={0}>
      <table className="data-table">
        <caption className="visually-hidden">Products saved for later</caption>
        <thead>
          <tr>
            <th scope="col">S.No</th>
            <th scope="col">Image</th>
            <th scope="col">Product Name</th>
            <th scope="col">Style</th>
            <th scope="col">Barcode</th>
            <th scope="col">Stock</th>
            <th scope="col" className="num">
              Unit Price
            </th>
            <th scope="col">Action</th>
          </tr>
        </thead>
        <tbody>
          {items.map((p, i) => (
            <tr key={p.ProductNo}>
              <td>{i + 1}</td>
              <td>
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
              <td>
                <Link to={productPath(p.ProductNo)}>{p.ProductName}</Link>
              </td>
              <td>{p.ProductStyle}</td>
              <td>{p.Barcode}</td>
              <td>
                {p.IsSoldOut ? (
                  <span className="badge badge--sold-out">Out of Stock</span>
                ) : (
                  'In Stock'
                )}
              </td>
              <td className="num">{formatTTD(p.SalesPrice)}</td>
              <td className="actions">
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
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
