import { TokenClaimsSchema } from '../entities/customer.js';
import type { TokenClaims } from '../entities/customer.js';

/**
 * The claims of a customer token when it still counts as a login at `nowMs` (ms since the epoch):
 * the claims parse, `exp` (seconds) is in the future, and the mobile and customer-name claims are
 * non-empty. Anything else (expired, undecodable, missing claims) is null: no login.
 * Decoding the JWT itself is the caller's job (e.g. jose's decodeJwt).
 * spec: ordering.md §4 login (expiry from exp), §2 account (mobile and name claims), §8
 */
export function usableTokenClaims(claims: unknown, nowMs: number = Date.now()): TokenClaims | null {
  const parsed = TokenClaimsSchema.safeParse(claims);
  if (!parsed.success) return null;
  const c = parsed.data;
  if (c.exp * 1000 <= nowMs) return null;
  if (c.custom_mobile.trim() === '' || c.custom_CustomerName.trim() === '') return null;
  return c;
}
