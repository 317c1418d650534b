import { MESSAGES, errorMessage } from '@trini/domain';
import { failureMsg } from '@/lib/messages';

/**
 * Which buttons the login panel offers after a failed login: `login` Continue alone; `register`
 * a Register button in place of Continue (the backend said the mobile is not registered);
 * `both` Continue with a Register button beside it (a refusal that does not say whether the
 * mobile is registered, so a new shopper still finds registration).
 */
export type LoginFailureOffer = 'login' | 'register' | 'both';

/** What the login panel shows for a failed CLogin call. spec: ordering.md §8 login failure */
export interface LoginFailure {
  /** The error line text. */
  message: string;
  /** The buttons offered (LoginFailureOffer). */
  offer: LoginFailureOffer;
}

/**
 * Maps a failed login call (an RTK Query error or a thrown value) to the panel's error line:
 * - no HTTP answer (network, timeout, unparsable) → 'Error Connecting Server';
 * - 429 (too many attempts, or a locked mobile) → the server `msg` (with its wait), Continue alone:
 *   it says nothing about registration, whatever else its body carries;
 * - `isRegistered: false` → 'Login details not found Kindly Register', Register replacing Continue;
 * - 401 without `isRegistered` (a backend answering every refusal alike) → the server `msg`,
 *   Register beside Continue;
 * - otherwise the server `msg`, or its `Message` text with quotes removed.
 * spec: ordering.md §8 login failure, login call throws
 */
export function loginFailure(error: unknown): LoginFailure {
  const err = (error ?? {}) as { status?: unknown; data?: unknown };
  if (typeof err.status !== 'number')
    return { message: MESSAGES.LOGIN_CONNECTION_ERROR, offer: 'login' };
  const data = (err.data ?? {}) as { Message?: unknown; isRegistered?: unknown };
  const msg = failureMsg(error);
  if (err.status === 429)
    return { message: msg ?? MESSAGES.LOGIN_CONNECTION_ERROR, offer: 'login' };
  if (data.isRegistered === false)
    return { message: MESSAGES.LOGIN_NOT_REGISTERED, offer: 'register' };
  const offer: LoginFailureOffer =
    err.status === 401 && data.isRegistered === undefined ? 'both' : 'login';
  if (msg) return { message: msg, offer };
  if (typeof data.Message === 'string' && data.Message)
    return { message: data.Message.replace(/"/g, ''), offer };
  if (typeof err.data === 'string' && err.data)
    return { message: err.data.replace(/"/g, ''), offer };
  return { message: MESSAGES.LOGIN_CONNECTION_ERROR, offer: 'login' };
}

/**
 * The text of a failed registration call: 'Error: ' plus the server msg, or the HTTP error.
 * spec: ordering.md §8 registration failure
 */
export function registrationFailure(error: unknown): string {
  const err = (error ?? {}) as { status?: unknown; error?: unknown };
  const msg = failureMsg(error);
  if (msg) return errorMessage(msg);
  if (typeof err.status === 'number') return errorMessage(`HTTP ${err.status}`);
  return errorMessage(typeof err.error === 'string' ? err.error : MESSAGES.LOGIN_CONNECTION_ERROR);
}
