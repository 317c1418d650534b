import { MESSAGES, MOBILE, SERVER_MESSAGES, validateRegistration } from '@trini/domain';
import { isCommonPassword } from '../../lib/common-passwords.js';
import { hashPassword } from '../../lib/password.js';
import type { ContractHandlerEntry } from '../../plugins/contract-route.js';
import { findCustomer } from '../../state/mock-state.js';

/**
 * POST /api/customer/register — validates with the domain's `validateRegistration` (the
 * own-number checkbox assumed ticked; a password of at least PASSWORD_MIN_LENGTH characters),
 * refuses a password on the common-password list ('This password is too common. Choose
 * another.'), refuses a registered mobile, stores the customer with a hashed password and
 * answers `{ success: true, msg: 'Registered Succesfully', jwt }`; failures answer
 * `{ success: false, msg }`. The password is never returned; it is hashed off the event loop.
 * Its refusal of a registered mobile tells that the mobile is registered (no verification step
 * to hide it behind: docs/decisions/account-guessing.md), so registrations share the login
 * allowance of the client address (429 `{ msg, fields }`, `accountAttempt`).
 * spec: ordering.md §5, §7
 */
export const register: ContractHandlerEntry<'register'> = {
  handler: async (request) => {
    const body = request.body;
    const verdict = validateRegistration({ ...body, ConfirmMobile: true });
    if (!verdict.ok) return { status: 200, body: { success: false, msg: verdict.message } };
    if (isCommonPassword(body.NewPassword))
      return { status: 200, body: { success: false, msg: SERVER_MESSAGES.PASSWORD_TOO_COMMON } };
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
  preHandler: [(request, reply) => request.server.accountAttempt(request, reply)],
};
