import { PAYMENT_METHOD, RETURN_REASONS, addItem, buildOrder, emptyCart } from '@trini/domain';
import type { CartProduct, ContractName } from '@trini/domain';

/** One checked call of the drift check: answers the 200 answer's data, or undefined. */
export type CheckCall = (
  call: ContractName,
  query?: Record<string, string | number>,
  init?: { body?: unknown; token?: string },
) => Promise<unknown>;

/** What the write calls need: a product to order, and the test customer with a live token. */
export interface WriteContext {
  product: CartProduct;
  mobile: string;
  password: string;
  token: string;
  /** The customer's name and email as loadCustomer answered them ('' when unknown). */
  customerName: string;
  email: string;
}

const text = (data: unknown, key: string): string => {
  const value = data && typeof data === 'object' ? (data as Record<string, unknown>)[key] : '';
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
};

/** The payment page url's last path segment when it is a number (`…/wipay/pay/1234`). */
function lastNumber(url: string): string | undefined {
  try {
    const last = new URL(url).pathname.split('/').pop() ?? '';
    return /^\d+$/.test(last) ? last : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The mutating calls of the drift check, sent only with `--allow-writes`, as the test
 * customer, each checked against its contract like the reads. What they leave on the backend:
 * - wishlist add (the spec's harmless stub); one 5-star review of `product` titled "Drift check";
 * - one cash-on-delivery pickup order of one `product` (SaveOrder) and one pending card order
 *   (GetWipayUrl), then a payment return with a wrong hash for it (WipayReceive must refuse it);
 * - one return request for the placed order (reason Order Error, product not opened);
 * - the account information saved unchanged (the names and email loadCustomer answered) and the
 *   password changed to the same password (a new token is issued; the old one stops working);
 * - a registration of the test customer's own mobile, which a conforming backend refuses
 *   (success false), so no account is created.
 * Throws nothing: each failure is a result row.
 */
export async function checkWrites(check: CheckCall, ctx: WriteContext): Promise<void> {
  const { token, mobile } = ctx;
  await check('wishlistAdd');
  await check(
    'saveProductReview',
    {},
    {
      body: {
        ProductNo: ctx.product.ProductNo,
        CustomerMobile: mobile,
        CustomerName: ctx.customerName || 'Drift Check',
        ReviewTitle: 'Drift check',
        Comments: 'Sent by trini-mock verify --allow-writes.',
        Rating: 5,
      },
    },
  );
  const customer = {
    CustomerMobile: mobile,
    CustomerName: ctx.customerName || 'Drift Check',
    EmailID: ctx.email,
  };
  const cart = addItem(emptyCart(), ctx.product, 1);
  const order = buildOrder(cart, customer, { IsPickup: 1 });
  const saved = await check('saveOrder', {}, { body: order, token });
  const card = buildOrder(cart, customer, { IsPickup: 1, PMNo: PAYMENT_METHOD.CARD });
  const payment = await check('getWipayUrl', {}, { body: card, token });
  const url = text(payment, 'url') || text(payment, 'Url');
  const orderId = lastNumber(url) ?? text(saved, 'OrderNo');
  await check(
    'wipayReceive',
    {},
    {
      body: {
        status: 'success',
        order_id: orderId || '0',
        transaction_id: 'DRIFT-CHECK',
        total: card.TotalAmount.toFixed(2),
        hash: '0'.repeat(32),
      },
    },
  );
  const [firstName = 'Drift', ...rest] = (ctx.customerName || 'Drift Check').split(' ');
  // The account information as it is: the return request's contact and the unchanged account.
  const account = {
    FirstName: firstName,
    LastName: rest.join(' ') || 'Check',
    EmailID: ctx.email || 'drift-check@example.com',
    Telephone: mobile,
  };
  await check(
    'submitReturnRequest',
    {},
    {
      token,
      body: {
        ...account,
        OrderId: text(saved, 'OrderNo') || '0',
        OrderDate: order.NewOrderDate,
        ProductName: ctx.product.ProductName,
        ProductCode: String(ctx.product.ProductNo),
        Quantity: 1,
        ReturnReason: RETURN_REASONS.find((r) => r.label === 'Order Error')?.value ?? 3,
        ProductOpened: 0,
        Details: 'Sent by trini-mock verify --allow-writes.',
        AgreeTerms: true,
      },
    },
  );
  await check('updateAccountInfo', {}, { token, body: account });
  await check(
    'register',
    {},
    {
      body: {
        CustomerName: ctx.customerName || 'Drift Check',
        Mobile1: mobile,
        EmailID: ctx.email || 'drift-check@example.com',
        NewPassword: ctx.password,
        ConfirmPassword: ctx.password,
      },
    },
  );
  await check(
    'changePassword',
    {},
    {
      token,
      body: {
        CurrentPassword: ctx.password,
        Password: ctx.password,
        PasswordConfirm: ctx.password,
      },
    },
  );
}
