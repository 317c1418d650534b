import { MESSAGES, SERVER_MESSAGES, isBlank, isEmail } from '@trini/domain';
import type { ContractHandlerEntry } from '../../plugins/contract-route.js';

/**
 * POST /api/customer/updateinfo — extension, bearer token (401 without a valid one): saves the
 * name (first + last) and email of the token's customer; a blank name, a blank or invalid email
 * answers success false with the registration form's message.
 * spec: ordering.md §2 edit information (no call shown)
 */
export const updateAccountInfo: ContractHandlerEntry<'updateAccountInfo'> = {
  handler: async (request) => {
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
  },
};
