import type { CartLine } from '@trini/domain';
import { LinePriceCells, LineTable, lineCell } from '@/components/line-table';
import { QuantityInput } from '@/components/quantity-input';
import { mediaUrl } from '@/lib/media';
import { LazyImage } from '@/components/lazy-image';

/**
 * The order's cart table, in the spec's column order: S.No, image, product name, Barcode,
 * Quantity, Unit Price (SalesPrice) and Total (the engine's line total). Read-only on the
 * checkout; with `onQuantity` the quantity is editable (direct order page, min 0). Choice: the
 * spec names every column (spec: ordering.md §2 checkout section 8 'SNo, ImageFilePath,
 * ProductName, Barcode, Quantity, SalesPrice, Total'; the fborder cart table 'S.No, Image, Product
 * Name/Desc, Barcode, editable Quantity, UnitPrice, Total'), so all stay, with S.No and Barcode
 * small and muted as secondary facts. In the checkout's side column (and on phones) the box is
 * narrow, so each line is a card (LineTable): picture and name on top, then labelled Quantity,
 * Unit Price and Total, all in view without a sideways scroll.
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
    <LineTable
      label={caption}
      caption={caption}
      columns={[
        'S.No',
        'Image',
        nameHeader,
        'Barcode',
        'Quantity',
        { label: 'Unit Price', numeric: true },
        { label: 'Total', numeric: true },
      ]}
    >
      {lines.map((line, i) => (
        <tr key={line.ProductNo}>
          <td className={lineCell.sno} data-label="S.No">
            {line.SNo ?? i + 1}
          </td>
          <td className={lineCell.image}>
            <LazyImage src={mediaUrl(line.ImageFilePath)} width={56} className="thumb" />
          </td>
          <td className={lineCell.name}>{line.ProductName}</td>
          <td className={lineCell.meta} data-label="Barcode">
            {line.Barcode}
          </td>
          <td className={lineCell.field} data-label="Quantity">
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
          <LinePriceCells unitPrice={line.SalesPrice} total={line.TotalAmount} />
        </tr>
      ))}
    </LineTable>
  );
}
