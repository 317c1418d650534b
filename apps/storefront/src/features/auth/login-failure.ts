import { MESSAGES, errorMessage } from '@trini/domain';
import { failureMsg } from '@/lib/messages';

/** What the login panel shows for a failed CLogin call. spec: ordering.md §8 login failure */
export interface LoginFailure {
  /** The error line text. */
  message: string;
  /** False when the server said the mobile is not registered (a Register button replaces Login). */
  isRegistered: boolean;
}

/**
 * Maps a failed login call (an RTK Query error or a thrown value) to the panel's error line:
 * - no HTTP answer (network, timeout, unparsable) → 'Error Connecting Server';
 * - `isRegistered: false` → 'Login details not found Kindly Register' and isRegistered false;
 * - otherwise the server `msg`, or its `Message` text with quotes removed.
 * spec: ordering.md §8 login failure, login call throws
 */
export function loginFailure(error: unknown): LoginFailure {
  const err = (error ?? {}) as { status?: unknown; data?: unknown };
  if (typeof err.status !== 'number')
    return { message: MESSAGES.LOGIN_CONNECTION_ERROR, isRegistered: true };
  const data = (err.data ?? {}) as { Message?: unknown; isRegistered?: unknown };
  if (data.isRegistered === false)
    return { message: MESSAGES.LOGIN_NOT_REGISTERED, isRegistered: false };
  const msg = failureMsg(error);
  if (msg) return { message: msg, isRegistered: true };
  if (typeof data.Message === 'string' && data.Message)
    return { message: data.Message.replace(/"/g, ''), isRegistered: true };
  if (typeof err.data === 'string' && err.data)
    return { message: err.data.replace(/"/g, ''), isRegistered: true };
  return { message: MESSAGES.LOGIN_CONNECTION_ERROR, isRegistered: true };
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
