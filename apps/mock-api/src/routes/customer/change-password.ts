import { SERVER_MESSAGES, validateChangePassword } from '@trini/domain';
import { isCommonPassword } from '../../lib/common-passwords.js';
import { hashPassword, verifyPassword } from '../../lib/password.js';
import type { ContractHandlerEntry } from '../../plugins/contract-route.js';

/**
 * POST /api/customer/changepassword — extension, bearer token (401 without a valid one):
 * the domain's change-password rules (validateChangePassword, the form's own: at least
 * PASSWORD_MIN_LENGTH characters), a new password off the common-password list ('This password
 * is too common. Choose another.'), then the current
 * password (`CurrentPassword`) must be the customer's ('Your current password is not correct.'
 * otherwise: a token alone cannot take the account over); on success every earlier token of
 * the customer stops working (401) and the answer carries a fresh `jwt` for the browser that made
 * the change. spec: ordering.md §2 change password (no call shown)
 */
export const changePassword: ContractHandlerEntry<'changePassword'> = {
  handler: async (request) => {
    const { Password } = request.body;
    const check = validateChangePassword(request.body);
    if (!check.ok) return { status: 200, body: { success: false, msg: check.message } };
    if (isCommonPassword(Password))
      return { status: 200, body: { success: false, msg: SERVER_MESSAGES.PASSWORD_TOO_COMMON } };
    const customer = request.customer!;
    if (!(await verifyPassword(request.body.CurrentPassword, customer.PasswordHash)))
      return { status: 200, body: { success: false, msg: SERVER_MESSAGES.CURRENT_PASSWORD_WRONG } };
    customer.PasswordHash = await hashPassword(Password);
    customer.TokenVersion = (customer.TokenVersion ?? 0) + 1;
    const jwt = await request.server.tokens.sign(customer);
    return { status: 200, body: { success: true, msg: SERVER_MESSAGES.PASSWORD_CHANGED, jwt } };
  },
};
