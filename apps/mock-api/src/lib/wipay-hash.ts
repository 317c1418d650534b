import { createHmac, timingSafeEqual } from 'node:crypto';

/** The signed fields of a payment return. */
export interface WipayReturnFields {
  order_id: string;
  status: string;
  transaction_id: string;
  total: string;
}

/** HMAC-SHA256 (hex) over `order_id|status|transaction_id|total`. spec: ordering.md §7 WipayReceive */
export function signWipayReturn(secret: string, f: WipayReturnFields): string {
  return createHmac('sha256', secret)
    .update(`${f.order_id}|${f.status}|${f.transaction_id}|${f.total}`)
    .digest('hex');
}

/** True when `hash` is the HMAC of the fields (constant-time comparison). */
export function verifyWipayReturn(secret: string, f: WipayReturnFields, hash: string): boolean {
  const expected = Buffer.from(signWipayReturn(secret, f));
  const given = Buffer.from(hash);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The total as the provider sends it: TT$ with 2 decimals ('140.00'). */
export function wipayTotal(amount: number): string {
  return amount.toFixed(2);
}
