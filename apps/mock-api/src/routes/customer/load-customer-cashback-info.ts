import type { FastifyRequest } from 'fastify';
import { FORBIDDEN, ownCustomer } from '../../plugins/auth.js';
import type { ContractHandlerEntry } from '../../plugins/contract-route.js';

/**
 * The answer of both cashback calls: `{ TotalCashback }` of the token's own customer, or
 * FORBIDDEN (403 `{ msg }`) for another customer's CustomerMobile.
 */
export function cashbackAnswer(request: FastifyRequest & { query: { CustomerMobile: string } }) {
  const customer = ownCustomer(request);
  if (!customer) return FORBIDDEN;
  return { status: 200 as const, body: { TotalCashback: customer.TotalCashback } };
}

/**
 * GET /api/Common/LoadCustomerCashbackInfo — `{ TotalCashback }` of the token's own customer
 * (bearer token: 401 without a valid one, 403 `{ msg }` for another customer's CustomerMobile).
 * spec: ordering.md §2 account area, §4 loading cashback, §7
 */
export const loadCustomerCashbackInfo: ContractHandlerEntry<'loadCustomerCashbackInfo'> = {
  handler: async (request) => cashbackAnswer(request),
};
