import { MESSAGES, MOBILE, SERVER_MESSAGES, validateRegistration } from '@trini/domain';
import { hashPassword } from '../../lib/password.js';
import type { ContractHandlerEntry } from '../../plugins/contract-route.js';
import { findCustomer } from '../../plugins/store.js';

/**
 * POST /api/customer/register — validates with the domain's `validateRegistration` (the
 * own-number checkbox assumed ticked), refuses a registered mobile, stores the customer with a
 * hashed password and answers `{ success: true, msg: 'Registered Succesfully', jwt }`; failures
 * answer `{ success: false, msg }`. The password is never returned; it is hashed off the event
 * loop. Rate-limited per client address (429 `{ msg, fields }`, issue 12 §4).
 * spec: ordering.md §5, §7
 */
export const register: ContractHandlerEntry<'register'> = {
  handler: async (request) => {
    const body = request.body;
    const verdict = validateRegistration({ ...body, ConfirmMobile: true });
    if (!verdict.ok) return { status: 200, body: { success: false, msg: verdict.message } };
    // Hash first: the check and the insert below then run without an await between them, so two
    // registrations of one mobile sent together cannot both pass the check.
    const passwordHash = await hashPassword(body.NewPassword);
    const state = request.mock.state;
    const mobile = body.Mobile1.trim();
    if (findCustomer(state, mobile)) {
      return {
        status: 200,
        body: { success: false, msg: SERVER_MESSAGES.MOBILE_ALREADY_REGISTERED },
      };
    }
    const customer = {
      CustomerNo: state.nextCustomerNo++,
      CustomerName: body.CustomerName.trim(),
      Mobile1: mobile,
      EmailID: body.EmailID.trim(),
      Address: body.Address?.trim() ?? '',
      CountryCode: MOBILE.COUNTRY_CODE,
      PasswordHash: passwordHash,
      TotalCashback: 0,
    };
    state.customers.push(customer);
    return {
      status: 200,
      body: {
        success: true,
        msg: MESSAGES.REGISTERED,
        jwt: await request.server.tokens.sign(customer),
      },
    };
  },
  rateLimit: 'register',
};
