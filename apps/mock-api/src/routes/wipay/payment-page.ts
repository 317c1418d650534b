import { randomBytes } from 'node:crypto';
import { formatTTD } from '@trini/domain';
import type { FastifyInstance } from 'fastify';
import { refundCashback } from '../../lib/order-store.js';
import { findPayment } from '../../lib/pending-payments.js';
import { signWipayReturn, wipayTotal } from '../../lib/wipay-hash.js';
import { XSRF_FIELD } from '../../plugins/xsrf.js';
import type { StoredOrder } from '../../seed/types.js';

const ACTIONS = {
  pay: { status: 'success', next: 'paid' },
  decline: { status: 'failed', next: 'declined' },
  cancel: { status: 'cancelled', next: 'cancelled' },
} as const;
type Action = keyof typeof ACTIONS;

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const STYLE = `
*{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f3f5f9;color:#1b2330}
main{max-width:28rem;margin:3rem auto;background:#fff;border-radius:12px;box-shadow:0 4px 24px rgba(0,0,0,.08);padding:2rem}
h1{font-size:1.4rem;margin:0 0 .25rem}p{margin:.25rem 0}.brand{color:#0b5cad;font-weight:700;letter-spacing:.02em}
.total{font-size:2rem;font-weight:700;margin:1rem 0}dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem;margin:1rem 0}
dt{color:#4a5568}dd{margin:0}.actions{display:flex;flex-direction:column;gap:.75rem;margin-top:1.5rem}form{margin:0}
button{width:100%;font:inherit;font-weight:600;padding:.8rem 1rem;border-radius:8px;border:2px solid transparent;cursor:pointer}
button:focus-visible{outline:3px solid #f6ad55;outline-offset:2px}.pay{background:#0b5cad;color:#fff}.decline{background:#fff;color:#9b1c1c;border-color:#9b1c1c}
.cancel{background:#fff;color:#1b2330;border-color:#a0aec0}.note{font-size:.85rem;color:#4a5568;margin-top:1.5rem}`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

/** The hosted payment page of a pending order: total in TT$ (formatTTD), Pay, Decline, Cancel. */
export function paymentPageHtml(stored: StoredOrder, xsrfToken: string): string {
  const button = (action: Action, label: string) =>
    `<form method="post" action="/wipay/pay/${stored.paymentId ?? ''}/${action}"><input type="hidden" name="${XSRF_FIELD}" value="${escapeHtml(xsrfToken)}"><button type="submit" class="${action}">${label}</button></form>`;
  return page(
    'WiPay (mock) – Pay for your order',
    `<p class="brand">WiPay <span aria-hidden="true">·</span> mock checkout</p>
<h1>Pay for order #${stored.OrderNo}</h1>
<p class="total" aria-label="Amount due">${escapeHtml(formatTTD(stored.order.TotalAmount))}</p>
<dl><dt>Merchant</dt><dd>${escapeHtml(stored.order.InvoiceStoreName)}</dd><dt>Customer</dt><dd>${escapeHtml(stored.order.CustomerName)}</dd>
<dt>Items</dt><dd>${stored.order.OrderProductList.length}</dd></dl>
<div class="actions" role="group" aria-label="Payment choices">${button('pay', 'Pay')}${button('decline', 'Decline (simulate a refused card)')}${button('cancel', 'Cancel and return to the store')}</div>
<p class="note">This is a test payment page served by the mock API. No card is charged.</p>`,
  );
}

function messagePage(title: string, text: string, storefrontUrl: string): string {
  return page(
    title,
    `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p><p><a href="${escapeHtml(storefrontUrl)}">Back to the store</a></p>`,
  );
}

/** The page for an order that cannot be paid any more: 410 once expired, 409 once handled. */
function notPayable(stored: StoredOrder, storefrontUrl: string): { code: 409 | 410; html: string } {
  if (stored.status === 'expired') {
    return {
      code: 410,
      html: messagePage(
        'Payment expired',
        'The time to pay for this order has run out. Please place the order again.',
        storefrontUrl,
      ),
    };
  }
  return {
    code: 409,
    html: messagePage(
      'Payment already handled',
      'This payment has already been processed.',
      storefrontUrl,
    ),
  };
}

/**
 * The mock's hosted payment page (what GetWipayUrl's url opens):
 * - GET /wipay/pay/:paymentId — HTML page for a pending order (its random payment id, never the
 *   order number) (404 page otherwise; 409 once handled;
 *   410 once its payment window ended, settings.pendingPaymentMinutes);
 * - POST /wipay/pay/:paymentId/:action (pay | decline | cancel, plain HTML forms) — marks the order
 *   paid/declined/cancelled and redirects (303) to STOREFRONT_URL/wipay?status=success|failed|cancelled
 *   &order_id&transaction_id&total&hash, hash = HMAC-SHA256 over order_id|status|transaction_id|total.
 * spec: ordering.md §2 payment return page, §7 GetWipayUrl / WipayReceive
 */
export async function paymentPageRoutes(app: FastifyInstance): Promise<void> {
  const { storefrontUrl, wipaySecret } = app.settings;
  app.get<{ Params: { paymentId: string } }>(
    '/wipay/pay/:paymentId',
    { schema: { hide: true } },
    async (request, reply) => {
      const stored = findPayment(request.mock.state, request.params.paymentId);
      reply.type('text/html; charset=utf-8');
      if (stored?.order.IsWipayPayment !== 1) {
        return reply
          .code(404)
          .send(
            messagePage('Payment not found', 'There is no payment for this order.', storefrontUrl),
          );
      }
      if (stored.status !== 'pending-payment') {
        const { code, html } = notPayable(stored, storefrontUrl);
        return reply.code(code).send(html);
      }
      return reply.send(paymentPageHtml(stored, request.xsrfToken));
    },
  );

  app.post<{ Params: { paymentId: string; action: string } }>(
    '/wipay/pay/:paymentId/:action',
    { schema: { hide: true } },
    async (request, reply) => {
      const action = request.params.action.toLowerCase();
      const state = request.mock.state;
      const stored = findPayment(state, request.params.paymentId);
      if (!(action in ACTIONS) || stored?.order.IsWipayPayment !== 1) {
        return reply
          .code(404)
          .type('text/html; charset=utf-8')
          .send(
            messagePage('Payment not found', 'There is no payment for this order.', storefrontUrl),
          );
      }
      if (stored.status !== 'pending-payment') {
        const { code, html } = notPayable(stored, storefrontUrl);
        return reply.code(code).type('text/html; charset=utf-8').send(html);
      }
      const { status, next } = ACTIONS[action as Action];
      const transactionId = `TXN-${randomBytes(6).toString('hex').toUpperCase()}`;
      stored.status = next;
      if (next !== 'paid') refundCashback(state, stored);
      state.payments.set(stored.OrderNo, { transactionId, received: false });
      const fields = {
        order_id: String(stored.OrderNo),
        status,
        transaction_id: transactionId,
        total: wipayTotal(stored.order.TotalAmount),
      };
      const query = new URLSearchParams({ ...fields, hash: signWipayReturn(wipaySecret, fields) });
      return reply.redirect(`${storefrontUrl}/wipay?${query.toString()}`, 303);
    },
  );
}
