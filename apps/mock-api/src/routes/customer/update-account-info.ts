import { SERVER_MESSAGES, validateAccountInfo } from '@trini/domain';
import type { ContractHandlerEntry } from '../../plugins/contract-route.js';

/**
 * POST /api/customer/updateinfo — extension, bearer token (401 without a valid one): saves the
 * name (first + last) and email of the token's customer; what breaks the domain's rules
 * (validateAccountInfo: a name, a present and valid email) answers success false with its message.
 * spec: ordering.md §2 edit information (no call shown)
 */
export const updateAccountInfo: ContractHandlerEntry<'updateAccountInfo'> = {
  handler: async (request) => {
    const { FirstName, LastName, EmailID } = request.body;
    const check = validateAccountInfo(request.body);
    if (!check.ok) return { status: 200, body: { success: false, msg: check.message } };
    const name = `${FirstName.trim()} ${LastName.trim()}`.trim();
    const customer = request.customer!;
    customer.CustomerName = name;
    customer.EmailID = EmailID.trim();
    return { status: 200, body: { success: true, msg: SERVER_MESSAGES.ACCOUNT_UPDATED } };
  },
};
