import { Link, useSearchParams } from 'react-router';
import { ROUTES, formatTTD } from '@trini/domain';
import type { CustomerSummary } from '@trini/domain';
import { RequireLogin } from '@/features/auth/components/require-login';
import { AccountLayout } from '@/features/account/components/account-layout';
import { useLoadCustomerQuery } from '@/features/account/api/account-api';
import { ORDER_PARAM, customerOrder } from '@/features/account/customer-order';
import { ErrorState, Loader } from '@/components/loader';
import { LazyImage } from '@/components/lazy-image';
import { LinePriceCells, LineTable, lineCell } from '@/components/line-table';
import { mediaUrl } from '@/lib/media';

/**
 * /orderdetail: the logged-in customer's order (behind the login guard): its details (order id,
 * date added, customer, address), its product lines (picture, name, quantity, price, total, with
 * Reorder, which links to the cart since the spec gives it no behaviour, and Return →
 * /productreturn), the Sub-Total, a history table of date, status and comment, and Continue →
 * /orderhistory. spec: ordering.md §2 order detail
 *
 * Choice: the spec's page is an unfinished template ('static sample content only', a 2024 sample
 * order); it shows the customer's real order instead, from LoadCustomer (the call the order
 * history uses, spec: ordering.md §7), whose purchase lines share an invoice per order: the one
 * named by `?order={InvoiceBillNumber}` (the order history's invoice links), else the most recent.
 * The spec's sections and buttons stay; what the API does not give is left out rather than made
 * up: no payment or shipping method, no per-order freight or total (the table ends with the lines'
 * Sub-Total), the customer's address on file for the address, and one history row (the invoice
 * date, 'Placed': LoadCustomer lists placed orders only). No order: a note and Continue.
 */
export default function OrderDetailRoute() {
  return (
    <RequireLogin>
      {(session) => (
        <AccountLayout
          title="Order Detail"
          crumbs={[{ label: 'Account', to: ROUTES.ACCOUNT }, { label: 'Order Detail' }]}
        >
          <h1 className="page-title">Order Information</h1>
          <OrderDetail mobile={session.Mobile} />
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

function OrderDetail({ mobile }: { mobile: string }) {
  const [params] = useSearchParams();
  const { data, isLoading, isError, refetch } = useLoadCustomerQuery(mobile, {
    skip: !mobile.trim(),
  });
  if (isLoading) return <Loader label="Loading your order" />;
  if (isError || !data)
    return <ErrorState message="We couldn't load your order." onRetry={() => void refetch()} />;
  return <OrderView summary={data} invoice={params.get(ORDER_PARAM)} />;
}

function OrderView({ summary, invoice }: { summary: CustomerSummary; invoice: string | null }) {
  const order = customerOrder(summary, invoice);
  if (!order)
    return (
      <p className="empty-state">
        {invoice ? `We couldn't find order ${invoice}.` : 'You have no orders yet.'}
      </p>
    );
  return (
    <>
      <section className="panel" aria-labelledby="od-details">
        <h2 id="od-details" className="panel__title">
          Order Details
        </h2>
        <dl className="facts">
          <div>
            <dt>Order ID</dt>
            <dd>{order.invoice}</dd>
          </div>
          <div>
            <dt>Date Added</dt>
            <dd>{order.date}</dd>
          </div>
          <div>
            <dt>Customer</dt>
            <dd>{summary.CustomerName}</dd>
          </div>
          <div>
            <dt>Address</dt>
            <dd>{summary.Address || '—'}</dd>
          </div>
        </dl>
      </section>
      <LineTable
        label="Ordered products"
        caption="Ordered products"
        columns={[
          'Image',
          'Product Name',
          'Quantity',
          { label: 'Price', numeric: true },
          { label: 'Total', numeric: true },
          'Action',
        ]}
        foot={
          <tr>
            <th scope="row" colSpan={4} className="num">
              Sub-Total
            </th>
            <td className="num">{formatTTD(order.subTotal)}</td>
            <td />
          </tr>
        }
      >
        {order.lines.map((p, i) => (
          <tr key={`${p.Barcode}-${i}`}>
            <td className={lineCell.image}>
              <LazyImage src={mediaUrl(p.ImageFilePath)} width={56} className="thumb" />
            </td>
            <td className={lineCell.name}>
              {p.ProductName}
              {p.ProductStyle ? <div className="muted small">{p.ProductStyle}</div> : null}
            </td>
            <td className={lineCell.field} data-label="Quantity">
              {p.Quantity}
            </td>
            <LinePriceCells unitPrice={p.Rate} total={p.Amount} unitLabel="Price" />
            <td className={lineCell.action}>
              <span className="actions">
                <Link
                  to={ROUTES.CART}
                  className="btn btn--dark btn--small"
                  aria-label={`Reorder ${p.ProductName}`}
                >
                  Reorder
                </Link>
                <Link
                  to={ROUTES.PRODUCT_RETURN}
                  className="btn btn--outline btn--small"
                  aria-label={`Return ${p.ProductName}`}
                >
                  Return
                </Link>
              </span>
            </td>
          </tr>
        ))}
      </LineTable>
      <section aria-labelledby="od-history">
        <h2 id="od-history" className="section-title">
          Order History
        </h2>
        <LineTable
          label="Order status history"
          caption="Order status history"
          columns={['Date Added', 'Status', 'Comment']}
        >
          <tr>
            <td className={lineCell.field} data-label="Date Added">
              {order.date}
            </td>
            <td className={lineCell.field} data-label="Status">
              Placed
            </td>
            <td className={lineCell.field} data-label="Comment">
              Invoice {order.invoice}
            </td>
          </tr>
        </LineTable>
      </section>
    </>
  );
}
