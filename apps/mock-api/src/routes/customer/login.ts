import { SERVER_MESSAGES, validateLogin } from '@trini/domain';
import { waitInWords } from '../../lib/login-lockout.js';
import { verifyPassword } from '../../lib/password.js';
import type { ContractHandlerEntry } from '../../plugins/contract-route.js';
import { findCustomer } from '../../state/mock-state.js';

/**
 * A well-formed scrypt hash no password is known to match: an unknown mobile's password is
 * checked against it, so its refusal takes the time of a wrong password's.
 */
const DUMMY_HASH =
  'scrypt$5f0c2a9e7b3d41c8a6e2f19d0b7c3e58$' +
  '9a41d7c2e05b8f36a1c94e7d20b5f83c6e19a0d4b7c25f8e31a6d09c4b7e2f15';

/**
 * POST /api/Auth/CLogin — `{ Token }` (signed HS256 JWT with the customer claims) for a right
 * mobile and password. Every refused login answers the same 401 `{ msg: 'Invalid mobile number
 * or password.' }`, an unknown mobile and a wrong password alike, with no `isRegistered` (the
 * spec's backend sends it; leaving it out keeps a login from telling whether a mobile is
 * registered), after one password check either way (against DUMMY_HASH for an unknown mobile),
 * off the event loop; a blank field answers 401 with the domain's login message. Each refusal
 * counts against the mobile's lock (`loginLockout`): a locked mobile answers 429 `{ msg, fields }`
 * with Retry-After and its wait, the right password too, until the lock ends. Logins and
 * registrations of one client address share one allowance across mock sessions (429 `{ msg,
 * fields }`, `accountAttempt`). spec: ordering.md §4 login, §7, §8
 */
export const login: ContractHandlerEntry<'login'> = {
  handler: async (request, reply) => {
    const body = request.body;
    const verdict = validateLogin(body);
    if (!verdict.ok) return { status: 401, body: { msg: verdict.message } };
    const mobile = body.Mobile.trim();
    const lockout = request.server.loginLockout;
    const locked = lockout?.lockedFor(mobile) ?? 0;
    if (locked > 0) {
      reply.header('retry-after', String(Math.ceil(locked / 1000)));
      return {
        status: 429,
        body: {
          msg: `${SERVER_MESSAGES.LOGIN_MOBILE_LOCKED} (retry in ${waitInWords(locked)})`,
          fields: [],
        },
      };
    }
    const customer = findCustomer(request.mock.state, mobile);
    const right = await verifyPassword(body.Password, customer?.PasswordHash ?? DUMMY_HASH);
    if (!customer || !right) {
      lockout?.failed(mobile);
      return { status: 401, body: { msg: SERVER_MESSAGES.LOGIN_INVALID } };
    }
    lockout?.succeeded(mobile);
    return { status: 200, body: { Token: await request.server.tokens.sign(customer) } };
  },
  preHandler: [(request, reply) => request.server.accountAttempt(request, reply)],
};
