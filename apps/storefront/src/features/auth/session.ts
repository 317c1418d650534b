import { decodeJwt } from 'jose';
import { STORAGE_KEYS, usableTokenClaims } from '@trini/domain';
import type { AccountInfo } from '@trini/domain';
import { readStorage } from '@/lib/storage';

/**
 * The logged-in customer's session settings, filled from the token claims: CustomerNo
 * (custom_id), LoginName (custom_CustomerName), EmailID (custom_Email), Mobile (custom_mobile),
 * CouponCode (custom_CouponCode, an earned coupon; '' when none), exp (seconds since the epoch).
 * spec: ordering.md §3 session settings, token claims
 */
export interface CustomerSession {
  token: string;
  CustomerNo: string;
  LoginName: string;
  EmailID: string;
  Mobile: string;
  CouponCode: string;
  exp: number;
}

/**
 * The session a token gives at `nowMs` (ms since the epoch), or null when the token is missing,
 * undecodable, expired or lacks the mobile or customer-name claim (then it counts as no login).
 * Never throws. spec: ordering.md §4 login, §8 expired or unreadable token
 */
export function sessionFromToken(
  token: string | null | undefined,
  nowMs: number = Date.now(),
): CustomerSession | null {
  if (!token) return null;
  let claims: unknown;
  try {
    claims = decodeJwt(token);
  } catch {
    return null;
  }
  const c = usableTokenClaims(claims, nowMs);
  if (!c) return null;
  return {
    token,
    CustomerNo: c.custom_id,
    LoginName: c.custom_CustomerName,
    EmailID: c.custom_Email,
    Mobile: c.custom_mobile,
    CouponCode: c.custom_CouponCode ?? '',
    exp: c.exp,
  };
}

/**
 * The session of the token kept in local storage under `cjwt`, or null (no login).
 * spec: ordering.md §3 storage, §4 on start, §2 account (token read from local storage)
 */
export function storedSession(nowMs: number = Date.now()): CustomerSession | null {
  return sessionFromToken(readStorage('local', STORAGE_KEYS.CUSTOMER_TOKEN), nowMs);
}

/**
 * The contact details (the domain's AccountInfo) a session prefills: LoginName split at its first run of spaces into
 * FirstName and LastName (the rest; '' for a one-word name), EmailID, and Mobile as Telephone.
 * spec: ordering.md §2 edit information, product return form
 */
export function contactOf(session: CustomerSession): AccountInfo {
  const [first = '', ...rest] = session.LoginName.trim().split(/\s+/);
  return {
    FirstName: first,
    LastName: rest.join(' '),
    EmailID: session.EmailID,
    Telephone: session.Mobile,
  };
}
