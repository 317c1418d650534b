import { Link } from 'react-router';
import { PAYMENT_METHOD_NAMES, ROUTES, formatTTD } from '@trini/domain';
import { RequireLogin } from '@/features/auth/components/require-login';
import { AccountLayout } from '@/features/account/components/account-layout';
import styles from './order-detail.module.css';

/** The static sample order of the order detail page (the spec shows sample content only). */
const SAMPLE = {
  orderId: '#214',
  date: '01/11/2024',
  payment: PAYMENT_METHOD_NAMES[3],
  shipping: 'Flat Shipping Rate',
  address: 'Kavita Ramdial, 12 Eastern Main Road, Tunapuna, Trinidad and Tobago',
  product: { name: 'Sample Product', model: 'SP-1001', quantity: 1, price: 100, total: 100 },
  subTotal: 100,
  flat: 40,
  total: 140,
  history: [
    { date: '01/11/2024', status: 'Pending', comment: 'Order received.' },
    { date: '02/11/2024', status: 'Processing', comment: 'Packed at the warehouse.' },
  ],
};

/**
 * /orderdetail: static sample content only (order id, date, payment and shipping methods,
 * payment and shipping addresses, a product line, subtotal, flat shipping, total, and a history
 * table of date, status, comment); Reorder and Return (→ /productreturn) buttons; Continue →
 * /orderhistory. Choice: behind the login guard. Reorder has no behaviour in the spec: it links to
 * the cart. spec: ordering.md §2 order detail
 */
export default function OrderDetailRoute() {
  const p = SAMPLE.product;
  return (
    <RequireLogin>
      {() => (
        <AccountLayout
          title="Order Detail"
          crumbs={[{ label: 'Account', to: ROUTES.ACCOUNT }, { label: 'Order Detail' }]}
        >
          <h1 className="page-title">Order Information</h1>
          <p className={styles.sampleNote}>Sample order shown for illustration.</p>
          <section className="panel" aria-labelledby="od-details">
            <h2 id="od-details" className="panel__title">
              Order Details
            </h2>
            <dl className="facts">
              <div>
                <dt>Order ID</dt>
                <dd>{SAMPLE.orderId}</dd>
              </div>
              <div>
                <dt>Date Added</dt>
                <dd>{SAMPLE.date}</dd>
              </div>
              <div>
                <dt>Payment Method</dt>
                <dd>{SAMPLE.payment}</dd>
              </div>
              <div>
                <dt>Shipping Method</dt>
                <dd>{SAMPLE.shipping}</dd>
              </div>
              <div>
                <dt>Payment Address</dt>
                <dd>{SAMPLE.address}</dd>
              </div>
              <div>
                <dt>Shipping Address</dt>
                <dd>{SAMPLE.address}</dd>
              </div>
            </dl>
          </section>
          <div className="table-scroll" role="region" aria-label="Ordered products" tabIndex={0}>
            <table className="data-table">
              <caption className="visually-hidden">Ordered products</caption>
              <thead>
                <tr>
                  <th scope="col">Product Name</th>
                  <th scope="col">Model</th>
                  <th scope="col">Quantity</th>
                  <th scope="col" className="num">
                    Price
                  </th>
                  <th scope="col" className="num">
                    Total
                  </th>
                  <th scope="col">Action</th>
                </tr>
              </thead>
              <tbody>
                <tr>
                  <td>{p.name}</td>
                  <td>{p.model}</td>
                  <td>{p.quantity}</td>
                  <td className="num">{formatTTD(p.price)}</td>
                  <td className="num">{formatTTD(p.total)}</td>
                  <td>
                    <span className="actions">
                      <Link to={ROUTES.CART} className="btn btn--dark btn--small">
                        Reorder
                      </Link>
                      <Link to={ROUTES.PRODUCT_RETURN} className="btn btn--outline btn--small">
                        Return
                      </Link>
                    </span>
                  </td>
                </tr>
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row" colSpan={4} className="num">
                    Sub-Total
                  </th>
                  <td className="num">{formatTTD(SAMPLE.subTotal)}</td>
                  <td />
                </tr>
                <tr>
                  <th scope="row" colSpan={4} className="num">
                    Flat Shipping Rate
                  </th>
                  <td className="num">{formatTTD(SAMPLE.flat)}</td>
                  <td />
                </tr>
                <tr>
                  <th scope="row" colSpan={4} className="num">
                    Total
                  </th>
                  <td className="num">{formatTTD(SAMPLE.total)}</td>
                  <td />
                </tr>
              </tfoot>
            </table>
          </div>
          <section aria-labelledby="od-history">
            <h2 id="od-history" className="section-title">
              Order History
            </h2>
            <div
              className="table-scroll"
              role="region"
              aria-label="Order status history"
              tabIndex={0}
            >
              <table className="data-table">
                <thead>
                  <tr>
                    <th scope="col">Date Added</th>
                    <th scope="col">Status</th>
                    <th scope="col">Comment</th>
                  </tr>
                </thead>
                <tbody>
                  {SAMPLE.history.map((h) => (
                    <tr key={h.date + h.status}>
                      <td>{h.date}</td>
                      <td>{h.status}</td>
                      <td>{h.comment}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
          <p className="button-row">
            <Link to={ROUTES.ORDER_HISTORY} className="btn btn--primary">
              Continue
            </Link>
          </p>
        </AccountLayout>
      )}
    </RequireLogin>
  );
}
