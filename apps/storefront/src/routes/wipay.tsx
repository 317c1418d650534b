import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { MESSAGES, ROUTES } from '@trini/domain';
import { useAppDispatch } from '@/app/hooks';
import { PageTitle } from '@/components/page-title';
import { cartCleared } from '@/features/cart/cart-slice';
import { useWipayReceiveMutation } from '@/features/checkout/api/order-api';
import { clearOrderDraft } from '@/features/checkout/order-draft';
import { OrderStatusCard } from '@/features/checkout/components/order-status-card';

/** How long 'Order Placed !' stays before going to /success, ms (a UI pause, not a spec value). */
export const PAID_NOTICE_MS = 1500;

const PARAMS = ['status', 'order_id', 'transaction_id', 'total', 'hash'] as const;

/**
 * The payment-provider return page (/wipay): shows 'Processing ! Please do not go back or
 * refresh', posts the returned query parameters to WipayReceive, then either 'Order Placed !
 * Please check your mail for details.' (status 'success': cart and checkout draft cleared, then on to /success; otherwise 'Back to
 * checkout' finds the checkout as the shopper left it, see useOrderForm's keepDraft) or
 * 'Order could not be placed!' (any other answer, missing parameters or a failed call).
 * spec: ordering.md §2 payment return page, §4, §7 WipayReceive, §8 payment return failure
 */
export default function WipayRoute() {
  const [params] = useSearchParams();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [receive] = useWipayReceiveMutation();
  const [phase, setPhase] = useState<'processing' | 'placed' | 'failed'>('processing');
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const body = Object.fromEntries(PARAMS.map((k) => [k, params.get(k) ?? ''])) as Record<
      (typeof PARAMS)[number],
      string
    >;
    if (!body.status || !body.order_id) {
      setPhase('failed');
      return;
    }
    receive(body)
      .unwrap()
      .then((res) => {
        if (res.status === 'success') {
          clearOrderDraft();
          dispatch(cartCleared());
          setPhase('placed');
        } else setPhase('failed');
      })
      .catch((err: unknown) => {
        console.error('WipayReceive failed', err);
        setPhase('failed');
      });
  }, [params, receive, dispatch]);

  useEffect(() => {
    if (phase !== 'placed') return undefined;
    const t = window.setTimeout(
      () => void navigate(ROUTES.SUCCESS, { replace: true }),
      PAID_NOTICE_MS,
    );
    return () => window.clearTimeout(t);
  }, [phase, navigate]);

  return (
    <>
      <PageTitle title="Payment" />
      <OrderStatusCard
        tone={phase === 'placed' ? 'ok' : phase === 'failed' ? 'fail' : 'pending'}
        role={phase === 'failed' ? 'alert' : 'status'}
        aria-live="polite"
      >
        {phase === 'processing' ? (
          <>
            <span className="loader__spinner" aria-hidden="true" />
            <h1>{MESSAGES.PAYMENT_PROCESSING}</h1>
          </>
        ) : null}
        {phase === 'placed' ? <h1>{MESSAGES.PAYMENT_PLACED}</h1> : null}
        {phase === 'failed' ? (
          <>
            <h1>{MESSAGES.PAYMENT_FAILED}</h1>
            <div className="button-row">
              <Link to={ROUTES.CHECKOUT} className="btn btn--primary">
                Back to checkout
              </Link>
              <Link to={ROUTES.HOME} className="btn btn--outline">
                Continue Shopping
              </Link>
            </div>
          </>
        ) : null}
      </OrderStatusCard>
    </>
  );
}
