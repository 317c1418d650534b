import { ORDER_TRACK_STEPS, ROUTES } from '@trini/domain';
import { RequireLogin } from '@/features/auth/components/require-login';
import { AccountLayout } from '@/features/account/components/account-layout';
import styles from './order-track.module.css';

/**
 * /ordertrack: the static four-step list (Order Processed, Order Shipped, Order Earoute, Order
 * Arrived, spelled as the spec). Choice: behind the login guard like the other account pages.
 * spec: ordering.md §2 order tracking
 */
export default function OrderTrackRoute() {
  return (
    <RequireLogin>
      {() => (
        <AccountLayout
          title="Order Tracking"
          crumbs={[{ label: 'Account', to: ROUTES.ACCOUNT }, { label: 'Order Track' }]}
        >
          <h1 className="page-title">Order Tracking</h1>
          <section className="panel" aria-labelledby="track-title">
            <h2 id="track-title" className="panel__title">
              Tracking steps
            </h2>
            <ol className={styles.steps}>
              {ORDER_TRACK_STEPS.map((s) => (
                <li key={s}>{s}</li>
              ))}
            </ol>
          </section>
        </AccountLayout>
      )}
    </RequireLogin>
  );
}
