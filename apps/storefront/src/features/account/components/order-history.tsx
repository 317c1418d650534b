import { Link } from 'react-router';
import { MOBILE, PAGE_SIZE, formatTTD } from '@trini/domain';
import type { CustomerSummary } from '@trini/domain';
import { ErrorState, Loader } from '@/components/loader';
import { mediaUrl } from '@/lib/media';
import { useLoadCustomerQuery } from '../api/account-api';
import { orderDetailPath } from '../customer-order';
import { LazyImage } from '@/components/lazy-image';
import styles from './order-history.module.css';

/**
 * The order history of a customer's mobile (LoadCustomer, skipped when the mobile is empty): a
 * Summary card (Customer, Mobile as country code plus mobile, Address, Total Purchases in TT$,
 * Cashback only when present) and the Purchases cards (image, product name, Barcode, Style,
 * Quantity, Rate, Amount, Invoice #, Date), most recent first, at most 15. Choice: the invoice
 * number links to that order on /orderdetail (the spec leaves the two pages unlinked).
 * spec: ordering.md §2 order history component, §7 LoadCustomer, §9 list limit
 */
export function OrderHistory({ mobile }: { mobile: string }) {
  const { data, isLoading, isError, refetch } = useLoadCustomerQuery(mobile, {
    skip: !mobile.trim(),
  });
  if (isLoading) return <Loader label="Loading your orders" />;
  if (isError || !data)
    return (
      <ErrorState message="We couldn't load your order history." onRetry={() => void refetch()} />
    );
  return (
    <>
      <SummaryCard summary={data} />
      <PurchaseList summary={data} />
    </>
  );
}

function SummaryCard({ summary }: { summary: CustomerSummary }) {
  const code = summary.CountryCode ? `+${summary.CountryCode.replace(/^\+/, '')}` : MOBILE.PREFIX;
  const mobile =
    code === `+${MOBILE.COUNTRY_CODE}`
      ? `${MOBILE.PREFIX} ${summary.Mobile1}`
      : `${code} ${summary.Mobile1}`;
  return (
    <section className={`panel ${styles.card}`} aria-labelledby="acc-summary">
      <h2 id="acc-summary" className="panel__title">
        Summary
      </h2>
      <dl className="facts">
        <div>
          <dt>Customer</dt>
          <dd>{summary.CustomerName}</dd>
        </div>
        <div>
          <dt>Mobile</dt>
          <dd>{mobile}</dd>
        </div>
        <div>
          <dt>Address</dt>
          <dd>{summary.Address || '—'}</dd>
        </div>
        <div>
          <dt>Total Purchases</dt>
          <dd>{formatTTD(summary.TotalPurchases)}</dd>
        </div>
        {summary.TotalCashback > 0 ? (
          <div>
            <dt>Cashback</dt>
            <dd>{formatTTD(summary.TotalCashback)}</dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}

function PurchaseList({ summary }: { summary: CustomerSummary }) {
  const lines = summary.Purchases.slice(0, PAGE_SIZE.LIST);
  return (
    <section aria-labelledby="acc-purchases">
      <h2 id="acc-purchases" className="section-title">
        Purchases
      </h2>
      {lines.length === 0 ? (
        <p className="empty-state">You have no purchases yet.</p>
      ) : (
        <ul className={styles.list}>
          {lines.map((p, i) => (
            <li
              key={`${p.InvoiceBillNumber}-${p.Barcode}-${i}`}
              className={`${styles.purchase} panel`}
            >
              <LazyImage src={mediaUrl(p.ImageFilePath)} width={96} className={styles.img} />
              <div>
                <h3 className={styles.name}>{p.ProductName}</h3>
                <dl className={styles.facts}>
                  <div>
                    <dt>Barcode</dt>
                    <dd>{p.Barcode}</dd>
                  </div>
                  <div>
                    <dt>Style</dt>
                    <dd>{p.ProductStyle || '—'}</dd>
                  </div>
                  <div>
                    <dt>Quantity</dt>
                    <dd>{p.Quantity}</dd>
                  </div>
                  <div>
                    <dt>Rate</dt>
                    <dd>{formatTTD(p.Rate)}</dd>
                  </div>
                  <div>
                    <dt>Amount</dt>
                    <dd>{formatTTD(p.Amount)}</dd>
                  </div>
                  <div>
                    <dt>Invoice #</dt>
                    <dd>
                      <Link to={orderDetailPath(p.InvoiceBillNumber)}>{p.InvoiceBillNumber}</Link>
                    </dd>
                  </div>
                  <div>
                    <dt>Date</dt>
                    <dd>{p.InvoiceDateFormatted}</dd>
                  </div>
                </dl>
              </div>
            </li>
          ))}
        </ul>
      )}
      {summary.Purchases.length > lines.length ? (
        <p className="muted small">Showing your latest {lines.length} purchases.</p>
      ) : null}
    </section>
  );
}
