import { NOTICE_MESSAGES, errorMessage } from '@trini/domain';
import { notify } from '@/components/notice';

/**
 * The storefront's notice for a call that failed where the spec leaves the shopper in silence
 * (extension): the order save or card payment link (ordering.md §8 'Order transport
 * error: only logged'), the coupon check (shopping.md §8 'Coupon call failure: logged only') and
 * the city list (no failure shown). Choice: the failure is still logged, as the spec says, and
 * this short notice tells the shopper to try again; the button is re-enabled. The text lives with
 * every other message in the domain (NOTICE_MESSAGES).
 */

/**
 * The server's `msg` a failed call carries (an RTK Query error's `data.msg`), or undefined when it
 * carries none (no answer, an answer without a string msg, a thrown value).
 */
export function failureMsg(error: unknown): string | undefined {
  const data = ((error ?? {}) as { data?: unknown }).data as { msg?: unknown } | null | undefined;
  return typeof data?.msg === 'string' ? data.msg : undefined;
}

/**
 * What a failed call (an RTK Query error or a thrown value) shows the shopper: an HTTP answer
 * below 500 that carries the server's `msg` (a refusal such as 401 or 429) shows the spec's
 * 'Error: ' + msg; anything else (no answer: a dropped connection, a timeout; a 5xx; an answer
 * that could not be read) shows NOTICE_MESSAGES.SHOP_UNREACHABLE. spec: ordering.md §8, shopping.md §8
 */
export function callFailureMessage(error: unknown): string {
  const status = ((error ?? {}) as { status?: unknown }).status;
  const msg = failureMsg(error);
  if (typeof status === 'number' && status < 500 && msg) return errorMessage(msg);
  return NOTICE_MESSAGES.SHOP_UNREACHABLE;
}

/**
 * Logs a failed call (`what` names it) and shows its callFailureMessage as an error notice (top
 * right, 5000 ms, 'Ok'), the way the screen shows its other errors. spec: ordering.md §8, shopping.md §8
 */
export function noticeCallFailure(what: string, error: unknown): void {
  console.error(what, error);
  notify(callFailureMessage(error), 'error');
}
