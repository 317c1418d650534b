import type { ContractHandlerEntry } from '../../plugins/contract-route.js';
import { cashbackAnswer } from './load-customer-cashback-info.js';

/**
 * GET /api/Common/LoadCustomerCashbackInfo2 — the same answer as LoadCustomerCashbackInfo
 * (`cashbackAnswer`): `{ TotalCashback }` of the token's own customer.
 * spec: ordering.md §2 account area, §7
 */
export const loadCustomerCashbackInfo2: ContractHandlerEntry<'loadCustomerCashbackInfo2'> = {
  handler: async (request) => cashbackAnswer(request),
};
