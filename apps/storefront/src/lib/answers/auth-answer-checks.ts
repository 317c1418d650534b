import type { Cashback } from '@trini/domain';
import { inRange, isRecord, isText, shapeOf } from './answer-shapes';

/*
 * The auth answers' checks (login, cashback; registration: isTokenAnswer in answer-shapes.ts), each accepting what its domain
 * contract's 200 response schema accepts (compared with the schemas in
 * every-endpoint-answer.test.ts). An answer that fails is that call's error. Imported by
 * auth-api.ts only, so the bundler keeps it in the header's chunk.
 */

/** CLogin: `{ Token }` (LoginResponseSchema). */
export const isLoginAnswer = shapeOf({ Token: isText });

/**
 * LoadCustomerCashbackInfo as `CashbackSchema` parses it: `{ TotalCashback }`, an amount ≥ 0 in
 * TT$, 0 when absent; null for anything else ('50.00', -5...).
 */
export function readCashback(value: unknown): Cashback | null {
  if (!isRecord(value)) return null;
  const { TotalCashback = 0 } = value;
  return inRange(0, Number.POSITIVE_INFINITY)(TotalCashback)
    ? { TotalCashback: TotalCashback as number }
    : null;
}
