import { roundMoney } from '@trini/domain';
import { customerPurchases } from '../../lib/purchases.js';
import { FORBIDDEN, ownCustomer } from '../../plugins/auth.js';
import type { ContractHandlerEntry } from '../../plugins/contract-route.js';

/**
 * GET /api/Common/LoadCustomer — the token's own customer's summary and purchases, most recent
 * first (bearer token: 401 without a valid one, 403 `{ msg }` for another customer's
 * CustomerMobile). spec: ordering.md §2 account area, §3 Purchase line, §7
 */
export const loadCustomer: ContractHandlerEntry<'loadCustomer'> = {
  handler: async (request) => {
    const customer = ownCustomer(request);
    if (!customer) return FORBIDDEN;
    const { orders, lines } = customerPurchases(customer, request.mock.state.orders);
    return {
      status: 200,
      body: {
        CustomerName: customer.CustomerName,
        CountryCode: customer.CountryCode,
        Mobile1: customer.Mobile1,
        Address: customer.Address,
        TotalPurchases: roundMoney(orders.reduce((sum, o) => sum + o.order.TotalAmount, 0)),
        TotalCashback: customer.TotalCashback,
        Purchases: lines,
      },
    };
  },
};
