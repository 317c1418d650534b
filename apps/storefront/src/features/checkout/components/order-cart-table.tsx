import { formatTTD } from '@trini/domain';
import type { CartLine } from '@trini/domain';
import { QuantityInput } from '@/components/quantity-input';
import { mediaUrl } from '@/lib/media';
import { LazyImage } from '@/components/lazy-image';
import styles from './order-cart-table.module.css';

/**
 * The order's cart table: SNo, image, product name, Barcode, Quantity, SalesPrice and Total (the
 * engine's line total). Read-only on the checkout; with `onQuantity` the quantity is editable
 * (direct order page, min 0). spec: ordering.md §2 checkout section 8, fborder cart table
 */
export function OrderCartTable({
  lines,
  onQuantity,
  caption = 'SHOPPING CART',
  nameHeader = 'Product Name',
}: {
  lines: CartLine[];
  onQuantity?: (productNo: number, quantity: number) => void;
  caption?: string;
  nameHeader?: string;
}) {
  return (
    <div
      className={`table-scroll ${styles.scroll}`}
      role="region"
      aria-label={caption}
      tabIndex={0}
    >
      <table className={`data-table ${styles.table}`}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">S.No</th>
            <th scope="col">Image</th>
            <th scope="col">{nameHeader}</th>
            <th scope="col">Barcode</th>
            <th scope="col">Quantity</th>
            <th scope="col" className="num">
              Unit Price
            </th>
            <th scope="col" className="num">
              Total
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line, i) => (
            <tr key={line.ProductNo}>
              <td>{line.SNo ?? i + 1}</td>
              <td>
                <LazyImage src={mediaUrl(line.ImageFilePath)} width={56} className="thumb" />
              </td>
              <td>{line.ProductName}</td>
              <td>{line.Barcode}</td>
              <td>
                {onQuantity ? (
                  <QuantityInput
                    id={`oq-${line.ProductNo}`}
                    productName={line.ProductName}
                    value={line.Quantity}
                    onChange={(quantity) => onQuantity(line.ProductNo, quantity)}
                  />
                ) : (
                  line.Quantity
                )}
              </td>
              <td className="num">{formatTTD(line.SalesPrice)}</td>
              <td className="num">{formatTTD(line.TotalAmount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
