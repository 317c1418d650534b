import { formatTTD } from '@trini/domain';
import type { Cart } from '@trini/domain';
import { mediaUrl } from '@/lib/media';
import { CartTotals } from './cart-totals';

/** Read-only cart summary (lines and totals) for the checkout. spec: ordering.md §2 checkout sections 8–9 */
export function CartSummary({ cart }: { cart: Cart }) {
  return (
    <section aria-labelledby="summary-title" className="panel">
      <h2 id="summary-title" className="panel__title">
        SHOPPING CART
      </h2>
      <div className="table-scroll" role="region" aria-label="Order lines" tabIndex={0}>
        <table className="data-table">
          <thead>
            <tr>
              <th scope="col">SNo</th>
              <th scope="col">Image</th>
              <th scope="col">Product Name</th>
              <th scope="col">Barcode</th>
              <th scope="col">Quantity</th>
              <th scope="col" className="num">
                Price
              </th>
              <th scope="col" className="num">
                Total
              </th>
            </tr>
          </thead>
          <tbody>
            {cart.ItemList.map((l, i) => (
              <tr key={l.ProductNo}>
                <td>{i + 1}</td>
                <td>
                  <img src={mediaUrl(l.ImageFilePath)} alt="" width={48} height={48} loading="lazy" decoding="async" className="thumb" />
                </td>
                <td>{l.ProductName}</td>
                <td>{l.Barcode}</td>
                <td>{l.Quantity}</td>
                <td className="num">{formatTTD(l.SalesPrice)}</td>
                <td className="num">{formatTTD(l.TotalAmount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <CartTotals cart={cart} />
    </section>
  );
}
