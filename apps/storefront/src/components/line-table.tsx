import type { ReactNode } from 'react';
import { formatTTD } from '@trini/domain';
import styles from './line-table.module.css';

/**
 * The class of each kind of cell in a LineTable row, which places it in the stacked layout:
 * - `sno`: the line's serial number (a small muted 'S.No: n' above the name when stacked);
 * - `image`: the thumbnail (left of the name, spanning the first rows when stacked);
 * - `name`: the product's name and its notes (style, savings);
 * - `meta`: a secondary fact such as the Barcode or Style (small and muted; with `data-label`
 *   it reads 'Barcode: …' when stacked);
 * - `field`: a value the shopper compares, such as Quantity, Unit Price or Total (with
 *   `data-label`, a full-width 'label … value' line when stacked);
 * - `total`: added to the line total's `field`, which is set in bold;
 * - `action`: the row's buttons (top right when stacked), several in a `<span className="actions">`.
 */
export const lineCell = {
  sno: styles.sno,
  image: styles.image,
  name: styles.name,
  meta: styles.meta,
  field: styles.field,
  total: styles.total,
  action: styles.action,
};

/**
 * A column of a LineTable: its header's text, or the text with `numeric` (right-aligned, as its
 * TT$ cells) and `hidden` (read by screen readers, not shown: a column of buttons).
 */
export type LineColumn = string | { label: string; numeric?: boolean; hidden?: boolean };

/** A column's header cell. */
function ColumnHeader({ column }: { column: LineColumn }) {
  const {
    label,
    numeric = false,
    hidden = false,
  } = typeof column === 'string' ? { label: column } : column;
  return (
    <th scope="col" className={numeric ? 'num' : undefined}>
      {hidden ? <span className="visually-hidden">{label}</span> : label}
    </th>
  );
}

/**
 * A shopper's table of lines (cart, checkout and direct order, wishlist, order detail) that shows
 * every cell at any width from 320 px: a plain table where its box is wide, and where the box is
 * narrower than 800 px (a phone, a tablet, or the checkout's side column) each row is stacked as a
 * card: picture and name on top, then one labelled line per `field` (the labels come from each
 * cell's `data-label`), so nothing needs a sideways scroll. The width is the table's own (a
 * container query), not the window's. The table keeps its semantics: a caption, column headers
 * (visually hidden when stacked, still read), and `region` named `label` around it. Cells take
 * their class from `lineCell`.
 */
export function LineTable({
  label,
  caption,
  columns,
  foot,
  children,
}: {
  /** The region's accessible name. */
  label: string;
  /** The table's caption (visually hidden). */
  caption: string;
  /** The columns, in order: the header row. */
  columns: readonly LineColumn[];
  /** Optional footer rows (`<tr>`), e.g. the order's totals. */
  foot?: ReactNode;
  /** The body rows (`<tr>`). */
  children: ReactNode;
}) {
  return (
    <div className={`table-scroll ${styles.wrap}`} role="region" aria-label={label}>
      <table className={`data-table ${styles.table}`}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <ColumnHeader
                key={typeof column === 'string' ? column : column.label}
                column={column}
              />
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
        {foot ? <tfoot className={styles.foot}>{foot}</tfoot> : null}
      </table>
    </div>
  );
}

/**
 * A line's two money cells, in TT$ with cents (formatTTD): its unit price, headed `unitLabel`,
 * and its total, in bold; each labelled for the stacked layout.
 */
export function LinePriceCells({
  unitPrice,
  total,
  unitLabel = 'Unit Price',
}: {
  /** The price of one, TT$. */
  unitPrice: number;
  /** The line's total, TT$. */
  total: number;
  /** The unit price column's header ('Unit Price'; order detail's is 'Price'). */
  unitLabel?: string;
}) {
  return (
    <>
      <td className={`num ${styles.field}`} data-label={unitLabel}>
        {formatTTD(unitPrice)}
      </td>
      <td className={`num ${styles.field} ${styles.total}`} data-label="Total">
        {formatTTD(total)}
      </td>
    </>
  );
}
