import { Link } from 'react-router';
import { formatTTD, productPath } from '@trini/domain';
import type { CartLine } from '@trini/domain';
import { useAppDispatch } from '@/app/hooks';
import { QuantityInput } from '@/components/quantity-input';
import { mediaUrl } from '@/lib/media';
import { itemRemoved, quantityUpdated } from '../cart-slice';
import { LazyImage } from '@/components/lazy-image';
import styles from './cart-table.module.css';

/**
 * The cart table: S.No, image, product name/description, barcode, editable quantity (min 0;
 * repriced by the engine), unit price, total after discount, delete. Wide tables scroll
 * horizontally on phones. spec: shopping.md §2 cart page
 */
export function CartTable({ lines }: { lines: CartLine[] }) {
  const dispatch = useAppDispatch();
  return (
    <div className="table-scroll" role="region" aria-label="Cart items" tabIndex={0}>
      <table className={`data-table ${styles.table}`}>
        <caption className="visually-hidden">Items in your cart</caption>
        <thead>
          <tr>
            <th scope="col">S.No</th>
            <th scope="col">Image</th>
            <th scope="col">Product Name/Desc</th>
            <th scope="col">Barcode</th>
            <th scope="col">Quantity</th>
            <th scope="col" className="num">
              Unit Price
            </th>
            <th scope="col" className="num">
              Total
            </th>
            <th scope="col">
              <span className="visually-hidden">Remove</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line, i) => (
            <tr key={line.ProductNo}>
              <td className={styles.sno}>{i + 1}</td>
              <td className={styles.image}>
                <LazyImage src={mediaUrl(line.ImageFilePath)} width={64} className="thumb" />
              </td>
              <td className={styles.name}>
                <Link to={productPath(line.ProductNo)}>{line.ProductName}</Link>
                {line.ProductStyle ? <div className="muted small">{line.ProductStyle}</div> : null}
                {line.DiscountAmount > 0 ? (
                  <div className={`small ${styles.savings}`}>
                    {line.DiscountPercent}% off: you save {formatTTD(line.DiscountAmount)}
                  </div>
                ) : null}
                {line.FreeDelivery === 1 ? (
                  <div className={`small ${styles.savings}`}>Free delivery</div>
                ) : null}
              </td>
              <td data-label="Barcode">{line.Barcode}</td>
              <td data-label="Quantity">
                <QuantityInput
                  id={`qty-${line.ProductNo}`}
                  productName={line.ProductName}
                  value={line.Quantity}
                  onChange={(quantity) =>
                    dispatch(quantityUpdated({ productNo: line.ProductNo, quantity }))
                  }
                />
              </td>
              <td className="num" data-label="Unit Price">
                {formatTTD(line.SalesPrice)}
              </td>
              <td className="num" data-label="Total">
                {formatTTD(line.TotalAmount)}
              </td>
              <td className={styles.remove}>
                <button
                  type="button"
                  className="icon-btn icon-btn--danger"
                  aria-label={`Remove ${line.ProductName} from cart`}
                  onClick={() => dispatch(itemRemoved(line.ProductNo))}
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
