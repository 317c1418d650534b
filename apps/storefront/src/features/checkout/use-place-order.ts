import { useCallback, useRef, useState } from 'react';
import { PAYMENT_METHOD, errorMessage, validateOrder } from '@trini/domain';
import type { Order } from '@trini/domain';
import { notify } from '@/components/notice';
import { noticeCallFailure } from '@/lib/messages';
import { useGetWipayUrlMutation, useSaveOrderMutation } from './api/order-api';

/** A failed rule of the order form: the field (as in the Order) and the spec's message. */
export interface OrderFormError {
  field: string;
  message: string;
}

/**
 * Submitting an order (checkout and direct order page):
 * 1. validateOrder, in the spec's order — the first failure is returned in `error` and noticed;
 * 2. the button is busy while the request is in flight (a second submit is ignored);
 * 3. card payment (PMNo 1): GetWipayUrl replaces SaveOrder; success sends the browser to the url;
 * 4. otherwise SaveOrder; success calls `onSaved` (clear the cart, go to /success);
 * 5. success not true → notice 'Error: ' + msg; the button is re-enabled on any failure;
 * 6. a failed call (500, dropped connection, unreadable answer) is logged, as the spec says, and
 *    also noticed: 'We couldn't reach the shop. Please try again.' (NOTICE_MESSAGES.SHOP_UNREACHABLE; choice,
 *    issue 14 §3: the spec's 'only logged' left the shopper in silence); an answer below 500 that
 *    carries a server msg notices 'Error: ' + msg (see callFailureMessage).
 * spec: ordering.md §4 submit, §5 checkout and direct order save, §8 order errors
 */
export function usePlaceOrder({
  onSaved,
  redirect = (url: string) => window.location.assign(url),
}: {
  onSaved: () => void;
  redirect?: (url: string) => void;
}) {
  const [saveOrder] = useSaveOrderMutation();
  const [getWipayUrl] = useGetWipayUrlMutation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<OrderFormError | null>(null);
  const inFlight = useRef(false);

  const submit = useCallback(
    async (order: Order) => {
      if (inFlight.current) return;
      const verdict = validateOrder(order);
      if (!verdict.ok) {
        setError({ field: verdict.field, message: verdict.message });
        notify(verdict.message, 'error');
        return;
      }
      setError(null);
      inFlight.current = true;
      setBusy(true);
      let leaving = false;
      try {
        if (order.PMNo === PAYMENT_METHOD.CARD) {
          const res = await getWipayUrl(order).unwrap();
          if (res.success && res.url) {
            leaving = true;
            redirect(res.url);
          } else {
            notify(errorMessage(res.msg), 'error');
          }
        } else {
          const res = await saveOrder(order).unwrap();
          if (res.success) {
            leaving = true;
            onSaved();
          } else {
            notify(errorMessage(res.msg), 'error');
          }
        }
      } catch (err) {
        noticeCallFailure('Order request failed', err);
      } finally {
        if (!leaving) {
          inFlight.current = false;
          setBusy(false);
        }
      }
    },
    [getWipayUrl, saveOrder, onSaved, redirect],
  );

  return { submit, busy, error, setError };
}
