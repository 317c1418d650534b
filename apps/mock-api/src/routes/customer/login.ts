import { SERVER_MESSAGES, validateLogin } from '@trini/domain';
import { verifyPassword } from '../../lib/password.js';
import type { ContractHandlerEntry } from '../../plugins/contract-route.js';
import { findCustomer } from '../../plugins/store.js';

/**
 * POST /api/Auth/CLogin — `{ Token }` (signed HS256 JWT with the customer claims) for a right
 * mobile and password. Failures answer 401 `{ msg, isRegistered }`: a blank field has the domain
 * login message, an unknown mobile isRegistered false, a wrong password isRegistered true with
 * 'Invalid mobile number or password.'. The password is checked off the event loop. Rate-limited
 * per client address across mock sessions (429 `{ msg, fields }`, issue 12 §4).
 * spec: ordering.md §4 login, §7, §8
 */
export const login: ContractHandlerEntry<'login'> = {
  handler: async (request) => {
    const body = request.body;
    const verdict = validateLogin(body);
    if (!verdict.ok) return { status: 401, body: { msg: verdict.message, isRegistered: false } };
    const customer = findCustomer(request.mock.state, body.Mobile.trim());
    if (!customer)
      return {
        status: 401,
        body: { msg: SERVER_MESSAGES.LOGIN_NOT_REGISTERED, isRegistered: false },
      };
    if (!(await verifyPassword(body.Password, customer.PasswordHash))) {
      return { status: 401, body: { msg: SERVER_MESSAGES.LOGIN_INVALID, isRegistered: true } };
    }
    return { status: 200, body: { Token: await request.server.tokens.sign(customer) } };
  },
  rateLimit: 'login',
};
