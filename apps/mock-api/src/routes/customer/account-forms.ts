import {
  MESSAGES,
  PASSWORD_MIN_LENGTH,
  SERVER_MESSAGES,
  contracts,
  isBlank,
  isEmail,
  returnSubmittedMessage,
} from '@trini/domain';
import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../../lib/password.js';
import { contractRoute } from '../../plugins/contract-route.js';

/** 'RMA-000123' for RMA number 123. */
export function formatRmaNo(n: number): string {
  return `RMA-${String(n).padStart(6, '0')}`;
}

/**
 * The account form extensions, all with bearer auth (401 without a valid token):
 * - POST /api/customer/returnrequest: AgreeTerms must be true, else success false; answers an
 *   RMA number like 'RMA-000123'.
 * - POST /api/customer/updateinfo: saves name (first + last) and email of the token's customer.
 * - POST /api/customer/changepassword: password required, at least 6 characters, confirm matches;
 *   on success every earlier token of the customer stops working (401) and the answer carries a
 *   fresh `jwt` for the browser that made the change (issue 12 §9).
 * spec: ordering.md §2 product return form, edit information, change password (no call shown)
 */
export async function accountFormRoutes(app: FastifyInstance): Promise<void> {
  contractRoute(app, contracts.submitReturnRequest, async (request) => {
    if (request.body.AgreeTerms !== true) {
      return { status: 200, body: { success: false, msg: SERVER_MESSAGES.RETURN_AGREE_TERMS } };
    }
    const rma = formatRmaNo(request.mock.state.nextRmaNo++);
    return { status: 200, body: { success: true, msg: returnSubmittedMessage(rma), RmaNo: rma } };
  });

  contractRoute(app, contracts.updateAccountInfo, async (request) => {
    const { FirstName, LastName, EmailID } = request.body;
    const name = `${FirstName.trim()} ${LastName.trim()}`.trim();
    if (name === '')
      return { status: 200, body: { success: false, msg: MESSAGES.REG_NAME_REQUIRED } };
    if (isBlank(EmailID))
      return { status: 200, body: { success: false, msg: MESSAGES.REG_EMAIL_REQUIRED } };
    if (!isEmail(EmailID))
      return { status: 200, body: { success: false, msg: MESSAGES.REG_EMAIL_INVALID } };
    const customer = request.customer!;
    customer.CustomerName = name;
    customer.EmailID = EmailID.trim();
    return { status: 200, body: { success: true, msg: SERVER_MESSAGES.ACCOUNT_UPDATED } };
  });

  contractRoute(app, contracts.changePassword, async (request) => {
    const { Password, PasswordConfirm } = request.body;
    const fail = (msg: string) => ({ status: 200 as const, body: { success: false, msg } });
    if (isBlank(Password)) return fail(MESSAGES.REG_PASSWORD_REQUIRED);
    if (Password.length < PASSWORD_MIN_LENGTH) return fail(MESSAGES.REG_PASSWORD_SHORT);
    if (isBlank(PasswordConfirm)) return fail(MESSAGES.REG_CONFIRM_REQUIRED);
    if (Password !== PasswordConfirm) return fail(MESSAGES.REG_PASSWORDS_MISMATCH);
    const customer = request.customer!;
    customer.PasswordHash = await hashPassword(Password);
    customer.TokenVersion = (customer.TokenVersion ?? 0) + 1;
    const jwt = await app.tokens.sign(customer);
    return { status: 200, body: { success: true, msg: SERVER_MESSAGES.PASSWORD_CHANGED, jwt } };
  });
}
