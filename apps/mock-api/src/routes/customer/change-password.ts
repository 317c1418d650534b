import { MESSAGES, PASSWORD_MIN_LENGTH, SERVER_MESSAGES, isBlank } from '@trini/domain';
import { hashPassword } from '../../lib/password.js';
import type { ContractHandlerEntry } from '../../plugins/contract-route.js';

/**
 * POST /api/customer/changepassword — extension, bearer token (401 without a valid one):
 * password required, at least 6 characters, confirm matches; on success every earlier token of
 * the customer stops working (401) and the answer carries a fresh `jwt` for the browser that made
 * the change (issue 12 §9). spec: ordering.md §2 change password (no call shown)
 */
export const changePassword: ContractHandlerEntry<'changePassword'> = {
  handler: async (request) => {
    const { Password, PasswordConfirm } = request.body;
    const fail = (msg: string) => ({ status: 200 as const, body: { success: false, msg } });
    if (isBlank(Password)) return fail(MESSAGES.REG_PASSWORD_REQUIRED);
    if (Password.length < PASSWORD_MIN_LENGTH) return fail(MESSAGES.REG_PASSWORD_SHORT);
    if (isBlank(PasswordConfirm)) return fail(MESSAGES.REG_CONFIRM_REQUIRED);
    if (Password !== PasswordConfirm) return fail(MESSAGES.REG_PASSWORDS_MISMATCH);
    const customer = request.customer!;
    customer.PasswordHash = await hashPassword(Password);
    customer.TokenVersion = (customer.TokenVersion ?? 0) + 1;
    const jwt = await request.server.tokens.sign(customer);
    return { status: 200, body: { success: true, msg: SERVER_MESSAGES.PASSWORD_CHANGED, jwt } };
  },
};
