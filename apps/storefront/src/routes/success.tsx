import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { MESSAGES, ROUTES, TIMING_MS } from '@trini/domain';
import { Breadcrumb } from '@/components/breadcrumb';
import { PageTitle } from '@/components/page-title';
import { OrderStatusCard } from '@/features/checkout/components/order-status-card';

/**
 * Order success (/success): breadcrumb Success, 'Your Order has been successfully placed!', a
 * Continue button to /home; goes to the root route by itself after 3000 ms.
 * spec: ordering.md §2 success screen, §9 success redirect
 */
export default function SuccessRoute() {
  const navigate = useNavigate();
  useEffect(() => {
    const t = window.setTimeout(() => void navigate(ROUTES.ROOT), TIMING_MS.SUCCESS_REDIRECT);
    return () => window.clearTimeout(t);
  }, [navigate]);
  return (
    <>
      <PageTitle title="Order Success" />
      <Breadcrumb trail={[{ label: 'Success' }]} />
      <OrderStatusCard tone="ok" role="status">
        <h1>{MESSAGES.ORDER_SUCCESS}</h1>
        <p className="muted">
          Thank you for shopping with us. You will be taken to the home page shortly.
        </p>
        <div className="button-row">
          <Link to={ROUTES.HOME} className="btn btn--primary">
            Continue
          </Link>
        </div>
      </OrderStatusCard>
    </>
  );
}
