import { SERVER_MESSAGES, contracts, roundMoney } from '@trini/domain';
import type { FastifyInstance } from 'fastify';
import { customerPurchases } from '../../lib/purchases.js';
import { contractRoute } from '../../plugins/contract-route.js';

const forbidden = { status: 403 as const, body: { msg: SERVER_MESSAGES.FORBIDDEN } };

/**
 * The bearer-token account reads (401 without a valid token, 403 `{ msg }` for another customer's
 * CustomerMobile): LoadCustomerCashbackInfo and LoadCustomerCashbackInfo2 (`{ TotalCashback }`),
 * LoadCustomer (summary and purchases, most recent first). spec: ordering.md §2 account area, §7
 */
export async function accountDataRoutes(app: FastifyInstance): Promise<void> {
  for (const contract of [
    contracts.loadCustomerCashbackInfo,
    contracts.loadCustomerCashbackInfo2,
  ]) {
    contractRoute(app, contract, async (request) => {
      const customer = request.customer!;
      if (request.query.CustomerMobile.trim() !== customer.Mobile1) return forbidden;
      return { status: 200, body: { TotalCashback: customer.TotalCashback } };
    });
  }
  contractRoute(app, contracts.loadCustomer, async (request) => {
    const customer = request.customer!;
    if (request.query.CustomerMobile.trim() !== customer.Mobile1) return forbidden;
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
  });
}
