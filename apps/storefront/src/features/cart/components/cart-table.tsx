import { Link } from 'react-router';
import { formatTTD, productPath } from '@trini/domain';
import type { CartLine } from '@trini/domain';
import { useAppDispatch } from '@/app/hooks';
import { LinePriceCells, LineTable, lineCell } from '@/components/line-table';
import { QuantityInput } from '@/components/quantity-input';
import { mediaUrl } from '@/lib/media';
import { itemRemoved, quantityUpdated } from '../cart-slice';
import { LazyImage } from '@/components/lazy-image';
import styles from './cart-table.module.css';

/**
 * The cart table, in the spec's column order: S.No, image, product name/description (with its
 * style, savings and free delivery notes), Barcode, editable Quantity (min 0; repriced by the
 * engine), Unit Price, Total (after discount), and the delete button. Choice: every column the
 * spec names stays (spec: shopping.md §2 cart page lists serial number and barcode), but the
 * admin-like ones read as secondary: S.No and Barcode are small and muted, and on a narrow box
 * each line is a card (LineTable) with the name on top and labelled Quantity, Unit Price and
 * Total lines, so nothing needs a sideways scroll.
 */
export function CartTable({ lines }: { lines: CartLine[] }) {
  const dispatch = useAppDispatch();
  return (
    <LineTable
      label="Cart items"
      caption="Items in your cart"
      columns={[
        'S.No',
        'Image',
        'Product Name/Desc',
        'Barcode',
        'Quantity',
        { label: 'Unit Price', numeric: true },
        { label: 'Total', numeric: true },
        { label: 'Remove', hidden: true },
      ]}
    >
      {lines.map((line, i) => (
        <tr key={line.ProductNo}>
          <td className={lineCell.sno} data-label="S.No">
            {i + 1}
          </td>
          <td className={lineCell.image}>
            <LazyImage src={mediaUrl(line.ImageFilePath)} width={64} className="thumb" />
          </td>
          <td className={lineCell.name}>
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
          <td className={lineCell.meta} data-label="Barcode">
            {line.Barcode}
          </td>
          <td className={lineCell.field} data-label="Quantity">
            <QuantityInput
              id={`qty-${line.ProductNo}`}
              productName={line.ProductName}
              value={line.Quantity}
              onChange={(quantity) =>
                dispatch(quantityUpdated({ productNo: line.ProductNo, quantity }))
              }
            />
          </td>
          <LinePriceCells unitPrice={line.SalesPrice} total={line.TotalAmount} />
          <td className={lineCell.action}>
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
    </LineTable>
  );
}
